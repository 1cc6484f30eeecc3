import { z } from 'zod';
import { displayNameOf } from '../../../domain/accounts';
import type { Actor } from '../../plugins/auth';
import type { PublicProfileRow } from './accounts.repository';

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  locale: z.string(),
  createdAt: z.string(),
  roles: z.array(z.enum(['qa', 'admin'])),
  abilities: z.object({ admin: z.boolean() }),
});

export type MePayload = z.infer<typeof meSchema>;

export interface UserRow {
  id: string;
  email: string;
  name: string;
  username: string | null;
  displayUsername: string | null;
  image: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  locale: string;
  createdAt: Date;
}

/** The signed-in member's own view: profile plus roles and what they may do. */
export function presentMe(user: UserRow, actor: Actor): MePayload {
  return {
    id: user.id,
    email: user.email,
    username: user.displayUsername ?? user.username,
    displayName: displayNameOf(user),
    avatarUrl: user.image,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    roles: actor.roles,
    abilities: { admin: actor.roles.includes('admin') },
  };
}

/** The public face of a member, shown beside their channels and videos. */
export const authorSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});

export function presentAuthor(owner: PublicProfileRow): z.infer<typeof authorSchema> {
  return {
    id: owner.id,
    username: owner.displayUsername ?? owner.username,
    displayName: displayNameOf(owner),
    avatarUrl: owner.image,
  };
}
