import type { ErrorCode } from '../../../../domain/errors';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';

/** The payment provider failed or could not be reached while serving a member's request. */
export class ProviderFailedError extends AppError {
  constructor(code: ErrorCode) {
    super(502, code, 'The payment provider did not complete the request. Try again in a moment.');
  }
}

/**
 * Runs a provider call for a request: Kinora's own errors pass through, anything else (the
 * provider's error, a timeout) is logged and answered 502 with the operation's code.
 */
export async function callProvider<T>(
  ctx: Pick<AppContext, 'logger'>,
  code: ErrorCode,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.logger.warn({ err: error, code }, 'payment provider call failed');
    throw new ProviderFailedError(code);
  }
}

/** Writes retried within the same minute (a double click) reuse one idempotency key. */
export const minuteBucket = (now: Date) => Math.floor(now.getTime() / 60_000);
