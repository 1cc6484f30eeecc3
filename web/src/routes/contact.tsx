import { CONTACT_REPLY_WORKING_DAYS } from '@domain/limits';
import { ContactForm } from '@/features/contact/contact-form';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

/** /contact: open to visitors and members alike (spec §2). */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('contact.title')}</h1>
        <p className="text-muted-foreground">{t('contact.intro', { days: CONTACT_REPLY_WORKING_DAYS })}</p>
      </header>
      <ContactForm />
    </div>
  );
}
