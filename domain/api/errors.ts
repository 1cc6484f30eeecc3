import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/**
 * The body of every error answer, as server/plugins/error-handler.ts sends it: a registered code the
 * web app translates, a message for developers, the request id to quote to support, and for
 * validation failures the fields at fault. The OpenAPI document names it for every 4xx and 5xx.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
