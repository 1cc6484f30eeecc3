/**
 * Stable machine codes of every API error — the one registry (DESIGN: "the registry of error codes
 * lives in domain/"). The server can emit no other (AppError takes an ErrorCode; Better Auth's codes
 * go through AUTH_ERROR_CODES; schema messages are used as codes only when registered), and a test
 * checks that every code has its `errors.<code>` text in all 8 locales. Never rename a shipped code.
 */
const GENERAL = [
  'bad_request',
  'validation_failed',
  'nothing_to_update',
  'unauthenticated',
  'forbidden',
  'csrf_rejected',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_characters',
  'invalid_multipart',
  'invalid_cursor',
  'internal_error',
  'service_unavailable',
  'storage_full',
  'metrics_token_invalid',
] as const;

const ACCOUNTS = [
  'account_suspended',
  'account_banned',
  'invalid_email',
  'username_invalid',
  'username_taken',
  'display_name_too_long',
  'invalid_image',
  'avatar_too_large',
  'password_required',
] as const;

/** Better Auth's own codes (lower-cased) that its allowed routes may answer; any other becomes auth_error. */
export const AUTH_ERROR_CODES = [
  'auth_error',
  'invalid_email_or_password',
  'email_not_verified',
  'user_already_exists',
  'user_already_exists_use_another_email',
  'invalid_password',
  'password_too_short',
  'password_too_long',
  'password_complexity',
  'weak_password',
  'invalid_token',
  'token_expired',
  'session_expired',
  'session_not_fresh',
  'username_is_already_taken',
  'invalid_code',
  'invalid_backup_code',
  'two_factor_not_enabled',
  'totp_already_enabled',
  'email_already_verified',
  'invalid_callback_url',
  'invalid_origin',
  'validation_error',
] as const;

const CHANNELS = [
  'channel_not_found',
  'channel_name_required',
  'channel_name_too_long',
  'channel_required',
] as const;

const VIDEOS = [
  'image_too_large',
  'title_required',
  'title_too_long',
  'video_required',
  'thumbnail_required',
  'invalid_video_type',
  'invalid_replacement_type',
  'video_too_large',
  'video_too_short',
  'media_unavailable',
  'video_not_found',
  'video_coming_soon',
  'video_not_failed',
  'premium_required',
  'monetization_locked',
  'playback_expired',
  'playback_revoked',
  'quality_not_allowed',
  'chapters_too_few',
  'chapters_too_many',
  'chapters_first_not_at_zero',
  'chapters_not_ascending',
  'chapter_too_short',
  'chapters_beyond_duration',
  'chapter_title_required',
] as const;

const UPLOADS = [
  'upload_not_found',
  'upload_incomplete',
  'upload_failed',
  'upload_not_allowed',
  'upload_offset_conflict',
  'too_many_pending_uploads',
] as const;

const CONTACT = [
  'first_name_required',
  'first_name_too_long',
  'last_name_required',
  'last_name_too_long',
  'job_title_too_long',
  'topic_required',
  'message_required',
  'message_too_long',
  'consent_required',
] as const;

/** The admin contact inbox (a message, its reply) and the mail outbox viewer (issue 28 §5, §6). */
const CONTACT_ADMIN = [
  'contact_message_not_found',
  'reply_required',
  'reply_too_long',
  'outbox_disabled',
  'outbox_message_not_found',
] as const;

/** Cookie consent: the country override typed in the settings; an export's range of days (admins). */
const CONSENT = ['invalid_country', 'invalid_date_range'] as const;

/** Channel subscriptions. */
const SUBSCRIPTIONS = ['subscribe_own_channel'] as const;

/** Search: the query typed in the header or on /search. */
const SEARCH = ['search_query_required', 'search_query_too_long'] as const;

/** Notifications: a member's own notices only (another member's id is unknown). */
const NOTIFICATIONS = ['notification_not_found'] as const;

/** Premium and QA plans: checkout, portal, refunds, webhooks, and the sandbox provider's checkout. */
const BILLING = [
  'checkout_failed',
  'portal_failed',
  'qa_cancel_failed',
  'not_subscribed',
  'already_subscribed',
  'refund_window_passed',
  'refund_already_used',
  'payment_provider_error',
  'webhook_signature_invalid',
  'checkout_session_expired',
  'checkout_session_completed',
  'sandbox_clock_rate_limited',
  'sandbox_clock_limit_reached',
  'card_declined',
  'card_insufficient_funds',
  'card_expired',
  'card_incorrect_cvc',
  'card_number_invalid',
  'card_authentication_failed',
] as const;

/** Viewer profiles. */
const PROFILES = [
  'profile_name_required',
  'profile_name_too_long',
  'invalid_profile_avatar',
  'profile_limit_reached',
  'profile_locked',
  'profile_not_found',
  'primary_profile_undeletable',
] as const;

/** Ad network settings (admins) and QA feedback. */
const ADS = ['invalid_ad_publisher_id', 'invalid_ad_slot_id'] as const;
const QA = ['feedback_required', 'feedback_too_long'] as const;

/** News articles (admins write them; issue 28). */
const NEWS = [
  'news_not_found',
  'revision_not_found',
  'slug_invalid',
  'slug_reserved',
  'slug_taken',
  'news_title_required',
  'news_title_too_long',
  'excerpt_required',
  'excerpt_too_long',
  'news_body_required',
  'news_body_too_long',
  'cover_alt_required',
  'cover_alt_too_long',
  'publish_date_invalid',
] as const;

/** Creator earnings: the ledger, the payout account, withdrawals and statements (issue 26). */
const EARNINGS = [
  'idempotency_conflict',
  'withdrawal_below_minimum',
  'payout_account_not_connected',
  'payout_requirements_due',
  'payouts_disabled',
  'payout_in_flight',
  'earnings_held_by_moderation',
  'payout_destination_changed',
  'payout_provider_error',
  'withdrawal_not_found',
  'invalid_statement_month',
] as const;

/** The admins' members screen (issue 28 §3). */
const MEMBERS = ['member_not_found', 'last_admin'] as const;

/** The sandbox payout provider's hosted pages (test mode): a bank account, a dashboard link. */
const SANDBOX_PAYOUTS = ['iban_invalid', 'sandbox_link_expired'] as const;

/** Moderation reports (issue 27): the report form, one open report per member and item. */
const MODERATION = [
  'report_reason_required',
  'report_note_too_long',
  'report_range_invalid',
  'reporter_required',
  'reporter_name_required',
  'reporter_name_too_long',
  'good_faith_required',
  'report_own_content',
  'report_already_open',
  'report_not_allowed',
  // The queue (part 2).
  'moderation_item_not_found',
  'statement_required',
  'statement_too_long',
  'no_open_reports',
  // Decisions and appeals (parts 3–5).
  'sanction_invalid',
  'sanction_required',
  'sanction_repeated',
  'sanction_until_invalid',
  'sanction_not_applicable',
  'legal_ground_too_long',
  'facts_required',
  'facts_too_long',
  'explanation_required',
  'explanation_too_long',
  'appeal_message_required',
  'appeal_message_too_long',
  'target_gone',
  'owner_gone',
  'decision_not_found',
  'appeal_not_found',
  'appeal_exists',
  'appeal_window_closed',
  'appeal_needs_other_admin',
  'appeal_already_reviewed',
  'decision_token_invalid',
] as const;

const COMMENTS = [
  'comment_text_invalid',
  'comment_too_long',
  'comment_not_allowed',
  'comment_not_found',
  'comments_closed',
  'comment_not_held',
  'comment_reply_depth',
] as const;

const PLAYLISTS = [
  'playlist_not_found',
  'playlist_title_invalid',
  'playlist_description_too_long',
  'playlist_full',
  'playlist_limit_reached',
  'playlist_item_not_found',
  'watch_later_fixed',
] as const;

/** Captions (issue 30): uploads, the caption editor, automatic captions. */
const CAPTIONS = [
  'captions_invalid',
  'captions_too_large',
  'captions_not_found',
  'caption_cues_invalid',
  'captions_no_engine',
] as const;

export const ERROR_CODES = [
  ...GENERAL,
  ...ACCOUNTS,
  ...AUTH_ERROR_CODES,
  ...CHANNELS,
  ...VIDEOS,
  ...UPLOADS,
  ...CONTACT,
  ...CONTACT_ADMIN,
  ...CONSENT,
  ...SUBSCRIPTIONS,
  ...SEARCH,
  ...NOTIFICATIONS,
  ...BILLING,
  ...PROFILES,
  ...ADS,
  ...QA,
  ...EARNINGS,
  ...SANDBOX_PAYOUTS,
  ...NEWS,
  ...MEMBERS,
  ...MODERATION,
  ...COMMENTS,
  ...PLAYLISTS,
  ...CAPTIONS,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const registered = new Set<string>(ERROR_CODES);
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && registered.has(code);

/** The body of every error response. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; requestId?: string; details?: unknown };
}
