import { z } from 'zod';

/**
 * The accounts API's answers: the server validates what it sends against these (Fastify response
 * schemas) and the web app infers its types from them — one contract, written once.
 */
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
export type Me = z.infer<typeof meSchema>;

/** GET /api/session */
export const sessionResponseSchema = z.object({ user: meSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/me/avatar */
export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** The public face of a member, shown beside their channels and videos. */
export const authorSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;
