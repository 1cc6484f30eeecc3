import { z } from 'zod';
import { REPORT_ITEM_KINDS } from '../moderation';
import { USER_ROLES } from '../standing';

/** The admins' members screen (issue 28 §3): list, search, filters, export, a member's page, bulk actions. */

export const MEMBERS_PAGE_SIZE = 50;
/** How many members one bulk action takes (a page's worth, twice over). */
export const MEMBERS_BULK_MAX = 100;

/** A member's id as Better Auth makes them (32 letters and digits); anything else names nobody. */
export const memberIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation_failed' });
export const memberIdParams = z.object({ id: memberIdSchema });

export const MEMBER_SORTS = ['-created', 'created', 'email', '-email', '-signIn', 'signIn'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

const yesNo = z.enum(['yes', 'no']).optional();
// Years 1970–2999: a day of year 0 passes the ISO format but not the database's dates (it was a 500).
const day = z.iso
  .date({ error: 'invalid_date_range' })
  .refine((d) => d >= '1970-01-01' && d <= '2999-12-31', { error: 'invalid_date_range' })
  .optional();

/** The filters of the list and of the export (the export takes them all, and no cursor). */
export const membersFilterSchema = z.object({
  /** Part of an email or a username (lower-cased; LIKE wildcards are matched literally). */
  q: z
    .string()
    .trim()
    .max(100, { error: 'validation_failed' })
    // Control characters (a NUL byte above all, which PostgreSQL refuses in text) match no email.
    .refine((s) => ![...s].some((c) => c.charCodeAt(0) < 0x20), { error: 'invalid_characters' })
    .optional()
    .transform((s) => s?.toLowerCase() || undefined),
  role: z.enum([...USER_ROLES, 'none']).optional(),
  premium: yesNo,
  creator: yesNo,
  sanctioned: yesNo,
  createdFrom: day,
  createdTo: day,
  signInFrom: day,
  signInTo: day,
  sort: z.enum(MEMBER_SORTS).default('-created'),
});
export type MembersFilterInput = z.infer<typeof membersFilterSchema>;

export const membersQuerySchema = membersFilterSchema.extend({
  cursor: z.string({ error: 'invalid_cursor' }).max(300, { error: 'invalid_cursor' }).optional(),
});

export const memberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  roles: z.array(z.enum(USER_ROLES)),
  premium: z.boolean(),
  creator: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const membersPageSchema = z.object({
  items: z.array(memberRowSchema),
  nextCursor: z.string().nullable(),
});
export type MembersPage = z.infer<typeof membersPageSchema>;

const planStateSchema = z.object({
  active: z.boolean(),
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

export const memberDetailSchema = z.object({
  member: memberRowSchema.extend({
    emailVerified: z.boolean(),
    locale: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  subscriptions: z.object({ premium: planStateSchema, qa: planStateSchema }),
  videos: z.object({
    total: z.number(),
    latest: z.array(
      z.object({ id: z.string(), title: z.string(), status: z.string(), createdAt: z.string() }),
    ),
  }),
  /** The restrictions in force from the member's standing (moderation's sanctions, issue 27). */
  standing: z.object({
    sanctions: z.array(z.object({ kind: z.string(), scope: z.string(), until: z.string().nullable() })),
  }),
  /** The member's reported videos and channels (the latest reported first), with their report counts. */
  reports: z.array(
    z.object({
      kind: z.enum(REPORT_ITEM_KINDS),
      targetId: z.string(),
      openReports: z.number().int(),
      closedReports: z.number().int(),
    }),
  ),
  /** The reports the member sent, by outcome (many dismissed ones: misuse, which can be limited). */
  reportsSent: z.object({ open: z.number().int(), dismissed: z.number().int(), actioned: z.number().int() }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

const memberIds = z
  .array(memberIdSchema)
  .min(1, { error: 'validation_failed' })
  .max(MEMBERS_BULK_MAX, { error: 'validation_failed' });

export const memberRoleChangeSchema = z.object({
  memberIds,
  role: z.enum(USER_ROLES),
  grant: z.boolean(),
});
export type MemberRoleChange = z.infer<typeof memberRoleChangeSchema>;

export const memberSessionsRevokeSchema = z.object({ memberIds });

/** How many members the action changed (a grant to who already held the role changes nothing). */
export const memberBulkResultSchema = z.object({ changed: z.number() });
