/**
 * Stable machine codes of every API error. The web app maps each one to a translated message
 * (`errors.<code>` in the locale files), so these strings never change once shipped.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_characters',
  'invalid_multipart',
  'internal_error',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

/** The body of every error response. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; requestId?: string; details?: unknown };
}
