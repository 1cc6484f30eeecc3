import i18n from '@/i18n';
import { ApiError } from './api';

/** The translation key for an API error: `errors.<code>` when we have one, else the caller's fallback. */
export function errorKey(error: unknown, fallback: string): string {
  return error instanceof ApiError ? codeKey(error.code, fallback) : fallback;
}

/** Same, from a bare code (e.g. from the upload protocol). */
export function codeKey(code: string, fallback: string): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? key : fallback;
}

/** Interpolation values an error carries (e.g. the minimum duration in minutes). */
export function errorValues(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError && error.details && typeof error.details === 'object') {
    return error.details as Record<string, unknown>;
  }
  return {};
}
