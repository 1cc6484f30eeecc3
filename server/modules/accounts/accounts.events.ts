import { z } from 'zod';
import { defineEvent } from '../../jobs/registry';

/**
 * A member deleted their account (re-authenticated with their password). In the same transaction
 * the account was marked deleted and its sessions ended, so it is already unusable; the modules'
 * removal steps (their manifests' removeMemberData, in remove-account-data.ts's order) then remove
 * what belongs to it — videos, channels, and last the user row and avatar. Queued once per account (dedup key: the user id).
 */
export const accountDeleted = defineEvent('accounts.deleted', z.object({ userId: z.string().min(1) }));
export type AccountDeleted = z.infer<typeof accountDeleted.schema>;
