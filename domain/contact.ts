import { z } from 'zod';
import { emailSchema } from './accounts';

/** Contact topics (spec §3), in the order the form lists them. */
export const CONTACT_TOPICS = ['general', 'support', 'partnership', 'press', 'feedback'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_JOB_TITLE_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
/** Longer than any real address (RFC 5321 paths stop at 256): refused before the email check. */
const EMAIL_MAX = 254;

/** A required text: missing, blank and too long each have their code. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * The contact form (spec §2, §5), the same rules in the form and on the server. Issue messages are
 * error codes, in the order of the form's fields (the server answers with the first).
 *
 * `website` is a honeypot: hidden from people, so it stays empty; bots that fill every field fill
 * it too. It is accepted here on purpose — the server answers a filled one like a success and
 * drops the message (see isHoneypotFilled), so a bot learns nothing.
 */
export const contactInputSchema = z.object({
  firstName: requiredText(CONTACT_NAME_MAX, 'first_name_required', 'first_name_too_long'),
  lastName: requiredText(CONTACT_NAME_MAX, 'last_name_required', 'last_name_too_long'),
  email: z.string({ error: 'invalid_email' }).max(EMAIL_MAX, { error: 'invalid_email' }).pipe(emailSchema),
  jobTitle: z.string().trim().max(CONTACT_JOB_TITLE_MAX, { error: 'job_title_too_long' }).default(''),
  topic: z.enum(CONTACT_TOPICS, { error: 'topic_required' }),
  message: requiredText(CONTACT_MESSAGE_MAX, 'message_required', 'message_too_long'),
  // A boolean the form's checkbox holds; only `true` passes (spec §5: consent is required).
  consent: z.boolean({ error: 'consent_required' }).refine((given) => given, { error: 'consent_required' }),
  website: z.string().max(2000).default(''),
  /** The interface language of the sender, for the acknowledgement when no member is signed in. */
  locale: z.string().max(35).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;

/** Whether the honeypot was filled: the message is a bot's. */
export function isHoneypotFilled(input: { website?: string | undefined }): boolean {
  return Boolean(input.website?.trim());
}
