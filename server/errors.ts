import type { ErrorCode } from '../domain/errors';

/** Base of every error the API reports on purpose: a status and a stable code the web app maps. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message = 'The request is invalid.', details?: unknown, code: ErrorCode = 'validation_failed') {
    super(400, code, message, details);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You must be signed in.', code: ErrorCode = 'unauthenticated') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', code: ErrorCode = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code: ErrorCode = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code: ErrorCode = 'payload_too_large') {
    super(413, code, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message = 'Too many requests. Try again later.', code: ErrorCode = 'rate_limited') {
    super(429, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code: ErrorCode = 'service_unavailable') {
    super(503, code, message);
  }
}

/** Errno codes that mean the disk (or the account's quota on it) has no room left. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

/** Whether `error` (or what it wraps, as `cause`) says the storage has no room left. */
export function isStorageFull(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && NO_ROOM.has(e.code)) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE =
  "The server's storage is full. Try again later: nothing already sent is lost.";
