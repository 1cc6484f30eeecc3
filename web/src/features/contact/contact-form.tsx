import {
  CONTACT_JOB_TITLE_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  type ContactInput,
  contactInputSchema,
} from '@domain/contact';
import { CONTACT_REPLY_WORKING_DAYS } from '@domain/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Trans, useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { codeKey, errorKey } from '@/lib/error-key';
import { FORM_OPTIONS } from '@/lib/form-options';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { useSendContactMessage } from './contact-api';

type ContactValues = Omit<ContactInput, 'locale'>;
type FieldName = keyof ContactValues;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  jobTitle: '',
  topic: 'general',
  message: '',
  consent: false,
  website: '',
} satisfies ContactValues;

/** The field a server refusal is about, so it shows under that field as well as in the toast. */
const FIELD_OF_CODE: Record<string, FieldName> = {
  first_name_required: 'firstName',
  first_name_too_long: 'firstName',
  last_name_required: 'lastName',
  last_name_too_long: 'lastName',
  invalid_email: 'email',
  job_title_too_long: 'jobTitle',
  topic_required: 'topic',
  message_required: 'message',
  message_too_long: 'message',
  consent_required: 'consent',
};

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';

/** What a signed-in member need not type again: their email, and their name when they gave one. */
function useMemberPrefill(): Partial<ContactValues> | null {
  const { user } = useSession();
  return useMemo(() => {
    if (!user) return null;
    const name = user.displayName.trim();
    // A display name that is only the username says nothing of first and last name.
    const [first, ...rest] = name && name !== user.username ? name.split(/\s+/) : [];
    return { email: user.email, firstName: first ?? '', lastName: rest.join(' ') };
  }, [user]);
}

/**
 * The contact form (spec §2): name, email, job title, topic, message and the required consent, plus
 * a honeypot hidden from people. Sent, it gives way to a confirmation; refused, it keeps what was
 * typed and says why.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const prefill = useMemberPrefill();
  const form = useForm({ resolver: zodResolver(contactInputSchema), ...FORM_OPTIONS, defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;

  // The session may arrive after the first render: fill what the member has not typed yet.
  useEffect(() => {
    if (prefill) reset({ ...EMPTY, ...prefill }, { keepDirtyValues: true });
  }, [prefill, reset]);

  const submit = handleSubmit((values) =>
    send.mutate(
      { ...values, locale: i18n.resolvedLanguage ?? i18n.language },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
          if (field) setError(field, { message: (error as ApiError).code });
          toast.error(t(errorKey(error, 'contact.errors.send')));
        },
      },
    ),
  );

  if (sent) {
    return (
      <SentPanel
        onAgain={() => {
          reset({ ...EMPTY, ...prefill });
          send.reset();
          setSent(false);
        }}
      />
    );
  }

  const errorText = (name: FieldName) => {
    const code = errors[name]?.message;
    return code ? t(codeKey(code, 'errors.validation_failed')) : undefined;
  };
  const consentError = errorText('consent');

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-first-name" label={t('contact.fields.firstName')} error={errorText('firstName')}>
          <Input
            id="contact-first-name"
            autoComplete="given-name"
            maxLength={CONTACT_NAME_MAX}
            {...register('firstName')}
          />
        </Field>
        <Field id="contact-last-name" label={t('contact.fields.lastName')} error={errorText('lastName')}>
          <Input
            id="contact-last-name"
            autoComplete="family-name"
            maxLength={CONTACT_NAME_MAX}
            {...register('lastName')}
          />
        </Field>
      </div>
      <Field id="contact-email" label={t('contact.fields.email')} error={errorText('email')}>
        <Input id="contact-email" type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field id="contact-job-title" label={t('contact.fields.jobTitle')} error={errorText('jobTitle')}>
        <Input
          id="contact-job-title"
          autoComplete="organization-title"
          maxLength={CONTACT_JOB_TITLE_MAX}
          {...register('jobTitle')}
        />
      </Field>
      <Field id="contact-topic" label={t('contact.fields.topic')} error={errorText('topic')}>
        <select id="contact-topic" className={selectClass} {...register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="contact-message"
        label={t('contact.fields.message')}
        hint={t('contact.messageHint', { max: CONTACT_MESSAGE_MAX })}
        error={errorText('message')}
      >
        <Textarea
          id="contact-message"
          rows={8}
          maxLength={CONTACT_MESSAGE_MAX}
          className="aria-invalid:border-destructive"
          {...register('message')}
        />
      </Field>
      {/* The honeypot: out of sight and out of reach for people, filled by bots that fill everything. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <input
            id="contact-consent"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'contact-consent-error' : undefined}
            {...register('consent')}
          />
          <label htmlFor="contact-consent" className="text-sm">
            <Trans
              i18nKey="contact.consent"
              components={{
                // A new tab: reading the policy must not lose what was typed.
                privacy: (
                  <Link
                    to="/privacy-policy"
                    target="_blank"
                    className="text-primary underline underline-offset-4"
                  />
                ),
              }}
            />
          </label>
        </div>
        {consentError && (
          <p id="contact-consent-error" role="alert" className="text-sm text-destructive">
            {consentError}
          </p>
        )}
      </div>
      <Button type="submit" loading={send.isPending}>
        <Send aria-hidden="true" />
        {t('contact.submit')}
      </Button>
    </form>
  );
}

/** The confirmation that replaces the form: received, and when the team replies. */
function SentPanel({ onAgain }: { onAgain(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the form that disappeared, so keyboard and screen-reader users land on the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="space-y-4 rounded-xl border bg-card p-6 text-center shadow-sm">
      <CircleCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('contact.sent.title')}
      </h2>
      <p className="text-muted-foreground">{t('contact.sent.text', { days: CONTACT_REPLY_WORKING_DAYS })}</p>
      <Button variant="outline" onClick={onAgain}>
        {t('contact.sent.again')}
      </Button>
    </div>
  );
}
