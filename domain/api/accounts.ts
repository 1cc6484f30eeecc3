import { z } from 'zod';
import { accessRefusalSchema, ownSanctionSchema } from '../access';
import { PASSWORD_MAX_LENGTH } from '../accounts';

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
  /**
   * The plan the server holds for the member now: a tab loaded after Premium started or ended in
   * another tab trusts no cached subscription status that says otherwise.
   */
  plan: z.enum(['free', 'premium']),
});
export type Me = z.infer<typeof meSchema>;

/**
 * GET /api/session. `sanctions`: the signed-in member's own in force (an upload page says why and
 * until when before a file is picked). `refusal`: the cookie's member is suspended or banned — signed
 * out, and why (domain/access.ts).
 */
export const sessionResponseSchema = z.object({
  user: meSchema.nullable(),
  sanctions: z.array(ownSanctionSchema).optional(),
  refusal: accessRefusalSchema.optional(),
});
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

/**
 * GET /api/me/export — everything Kinora holds about the member (right of access and portability):
 * never a password hash, session token, two-factor secret or backup code, and no file bytes.
 */
export const exportedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  locale: z.string(),
  twoFactorEnabled: z.boolean(),
  roles: z.array(z.enum(['qa', 'admin'])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const exportedSessionSchema = z.object({
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
});
export const exportedChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  imageUrl: z.string().nullable(),
  subscriberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const exportedVideoSchema = z.object({
  id: z.string(),
  channelId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  visibility: z.string(),
  monetized: z.boolean(),
  status: z.string(),
  durationS: z.number(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  viewCount: z.number(),
  likeCount: z.number(),
  /** Chapters the member set by hand; null when they come from the description. */
  chapters: z.array(z.object({ startS: z.number(), title: z.string() })).nullable(),
  /** The language spoken in it (null: the owner's language at the time). */
  language: z.string().nullable(),
  /** Its caption tracks, uploaded or generated, with their cues as they are now. */
  captions: z.array(
    z.object({
      language: z.string(),
      auto: z.boolean(),
      edited: z.boolean(),
      cues: z.array(z.object({ startS: z.number(), endS: z.number(), text: z.string() })),
    }),
  ),
});
export const exportedLikeSchema = z.object({ videoId: z.string(), likedAt: z.string() });
export const exportedWatchSchema = z.object({
  videoId: z.string(),
  positionS: z.number(),
  updatedAt: z.string(),
});
export const exportedConsentSchema = z.object({
  anonId: z.string(),
  status: z.string(),
  preferences: z.record(z.string(), z.boolean()),
  regime: z.string(),
  country: z.string().nullable(),
  version: z.string(),
  createdAt: z.string(),
});

/** A notification the member received (its kind and data as stored), in their data export. */
export const exportedNotificationSchema = z.object({
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

/** A channel the member follows, in their data export. */
export const exportedSubscriptionSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  subscribedAt: z.string(),
});
export type ExportedSubscription = z.infer<typeof exportedSubscriptionSchema>;

/** A viewer profile of the member and where it stopped in each video, in their data export. */
export const exportedProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  progress: z.array(
    z.object({
      videoId: z.string(),
      positionS: z.number(),
      hiddenAt: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type ExportedProfile = z.infer<typeof exportedProfileSchema>;

/** A paid plan subscription (Premium, QA) as Kinora keeps it from the payment provider. */
export const exportedPlanSubscriptionSchema = z.object({
  id: z.string(),
  plan: z.string(),
  status: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  firstPaidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ExportedPlanSubscription = z.infer<typeof exportedPlanSubscriptionSchema>;

/** A message the member sent through the contact form while signed in. */
export const exportedContactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  sentAt: z.string(),
});
export type ExportedContactMessage = z.infer<typeof exportedContactMessageSchema>;

/** Feedback the member sent from the beta features (QA plan). */
export const exportedQaFeedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  pagePath: z.string(),
  sentAt: z.string(),
});
export type ExportedQaFeedback = z.infer<typeof exportedQaFeedbackSchema>;

/** The creator's earnings: the ledger's balances, the payout account (no bank details: the provider keeps them), withdrawals. */
export const exportedEarningsSchema = z.object({
  totalCents: z.number().int(),
  pendingCents: z.number().int(),
  withdrawableCents: z.number().int(),
  inFlightCents: z.number().int(),
  autoPayout: z.boolean(),
  payoutAccount: z
    .object({ provider: z.string(), accountId: z.string(), connectedAt: z.string() })
    .nullable(),
  days: z.array(
    z.object({
      day: z.string(),
      videoId: z.string(),
      validatedViews: z.number().int(),
      paidViews: z.number().int(),
      earnedCents: z.number().int(),
    }),
  ),
  /**
   * Per video, views a moderation demonetisation kept from paying: still withheld, and released (credited)
   * when an appeal overturned it (issue 27, docs/decisions/0031-withheld-earnings.md).
   */
  withheld: z.array(
    z.object({
      videoId: z.string(),
      withheldViews: z.number().int(),
      withheldCents: z.number().int(),
      releasedViews: z.number().int(),
      releasedCents: z.number().int(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
      automatic: z.boolean(),
      requestedAt: z.string(),
      paidAt: z.string().nullable(),
      failureCode: z.string().nullable(),
    }),
  ),
});

/** A report the member sent (issue 27): what, why, their note and range, and where it stands. */
export const exportedReportSchema = z.object({
  reference: z.string(),
  itemKind: z.string(),
  itemId: z.string(),
  reason: z.string(),
  note: z.string(),
  rangeStartS: z.number().int().nullable(),
  rangeEndS: z.number().int().nullable(),
  status: z.string(),
  sentAt: z.string(),
});
export type ExportedReport = z.infer<typeof exportedReportSchema>;

/** A comment the member wrote (issue 29), whatever its status. */
export const exportedCommentSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  parentId: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type ExportedComment = z.infer<typeof exportedCommentSchema>;
/** A playlist or a profile's watch later (issue 29), its videos in order. */
export const exportedPlaylistSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The viewer profile of a watch later list; null for a playlist (the account's). */
  profileId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  visibility: z.string(),
  createdAt: z.string(),
  videos: z.array(z.object({ videoId: z.string(), addedAt: z.string() })),
});
export type ExportedPlaylist = z.infer<typeof exportedPlaylistSchema>;

export const memberExportSchema = z.object({
  exportedAt: z.string(),
  account: exportedAccountSchema,
  sessions: z.array(exportedSessionSchema),
  channels: z.array(exportedChannelSchema),
  videos: z.array(exportedVideoSchema),
  likes: z.array(exportedLikeSchema),
  watchHistory: z.array(exportedWatchSchema),
  /** Viewer profiles, each with its own continue-watching and history. */
  profiles: z.array(exportedProfileSchema),
  consents: z.array(exportedConsentSchema),
  subscriptions: z.array(exportedSubscriptionSchema),
  notifications: z.array(exportedNotificationSchema),
  /** Premium and QA plan subscriptions (card details stay with the payment provider). */
  planSubscriptions: z.array(exportedPlanSubscriptionSchema),
  /** Messages sent through the contact form while signed in. */
  contactMessages: z.array(exportedContactMessageSchema),
  /** Feedback sent from the beta features. */
  qaFeedback: z.array(exportedQaFeedbackSchema),
  /** Notification choices; null when the member never changed the defaults. */
  notificationPreferences: z
    .object({ emailNewUploads: z.boolean(), emailReports: z.boolean(), emailComments: z.boolean() })
    .nullable(),
  /** Creator earnings and withdrawals (the ledger itself is kept after deletion: legal retention). */
  earnings: exportedEarningsSchema,
  /** Reports sent while signed in (moderation); never the reports about the member's content. */
  reports: z.array(exportedReportSchema),
  /** Comments and replies written under videos. */
  comments: z.array(exportedCommentSchema),
  /** Playlists and each profile's watch later. */
  playlists: z.array(exportedPlaylistSchema),
});
export type MemberExport = z.infer<typeof memberExportSchema>;
export type ExportedAccount = z.infer<typeof exportedAccountSchema>;
export type ExportedSession = z.infer<typeof exportedSessionSchema>;
export type ExportedChannel = z.infer<typeof exportedChannelSchema>;
export type ExportedVideo = z.infer<typeof exportedVideoSchema>;
export type ExportedLike = z.infer<typeof exportedLikeSchema>;
export type ExportedWatch = z.infer<typeof exportedWatchSchema>;
export type ExportedConsent = z.infer<typeof exportedConsentSchema>;

/** DELETE /api/me — re-authentication with the current password. */
export const deleteAccountBodySchema = z
  .object({
    password: z
      .string({ error: 'password_required' })
      .min(1, 'password_required')
      .max(PASSWORD_MAX_LENGTH, 'password_too_long'),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
