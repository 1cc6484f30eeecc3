import pino, { type DestinationStream, type Logger } from 'pino';
import { requestIdMixin } from './request-id';

/** JSON lines to stdout (a test passes its own destination to read them). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'kinora' },
    // Lines logged for a request, or for a job it queued, name it (server/request-id.ts).
    mixin: requestIdMixin,
    // Never log secrets that travel in headers or auth bodies.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
  };
  return destination ? pino(options, destination) : pino(options);
}
