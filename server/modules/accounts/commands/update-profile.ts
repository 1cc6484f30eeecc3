import { z } from 'zod';
import { displayNameSchema, usernameSchema } from '../../../../domain/accounts';
import { LOCALES } from '../../../../domain/locales';
import type { AppContext } from '../../../context';
import type { user } from '../../../db/schema';
import { ConflictError } from '../../../errors';
import type { Actor } from '../../../standing/actor';
import { lockUser, updateUserRow, usernameTakenByOther } from '../accounts.repository';

export const updateProfileInput = z
  .object({
    displayName: displayNameSchema.optional(),
    username: usernameSchema.optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .strict();

/**
 * Changes the member's own display name, username or language. An empty display name falls back
 * to the username. Usernames stay unique regardless of case.
 */
export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  input: z.infer<typeof updateProfileInput>,
): Promise<void> {
  const changes: Partial<typeof user.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (input.username !== undefined) {
    if (await usernameTakenByOther(ctx.db.db, input.username, actor.userId))
      throw new ConflictError('This username is already taken.', 'username_taken');
    changes.username = input.username.toLowerCase();
    changes.displayUsername = input.username;
  }
  if (input.displayName !== undefined) changes.name = input.displayName;
  if (input.locale !== undefined) changes.locale = input.locale;
  await ctx.db.db.transaction(async (tx) => {
    if (input.displayName === '') {
      // Spec: the display name falls back to the username.
      const row = await lockUser(tx, actor.userId);
      changes.name = changes.displayUsername ?? row?.displayUsername ?? '';
    }
    try {
      await updateUserRow(tx, actor.userId, changes);
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ConflictError('This username is already taken.', 'username_taken');
      throw error;
    }
  });
}
