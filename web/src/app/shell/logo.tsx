import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';

/** Logo with the 'bêta' badge, linking home; the wordmark stays on every width (the phone menu makes room). */
export function Logo() {
  const { t } = useTranslation();
  return (
    // Named by what it shows ("Kinora bêta") plus where it goes: the name contains the visible text.
    <Link to="/" className="flex shrink-0 items-center gap-1.5 rounded-md min-[400px]:gap-2">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path d="M24 18v28l22-14z" fill="#fff" />
      </svg>
      <span className="text-lg font-bold tracking-tight">Kinora</span>
      <span className="rounded-full bg-primary px-1 py-0.5 text-[9px] font-semibold uppercase leading-none text-primary-foreground min-[400px]:px-1.5 min-[400px]:text-[10px]">
        {t('common.beta')}
      </span>
      <span className="sr-only">{t('header.homeShort')}</span>
    </Link>
  );
}
