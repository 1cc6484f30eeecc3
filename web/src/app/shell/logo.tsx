import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo with the 'bêta' badge, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    // Named by what it shows ("Kinora bêta") plus where it goes: the name contains the visible text.
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path d="M24 18v28l22-14z" fill="#fff" />
      </svg>
      {/* The wordmark gives way on the narrowest phones so every header action stays on screen. */}
      <span className="sr-only text-lg font-bold tracking-tight min-[420px]:not-sr-only">Kinora</span>
      <span className="rounded-full bg-primary px-1.5 py-0.5 text-[10px] font-semibold uppercase leading-none text-primary-foreground">
        {t('common.beta')}
      </span>
      <span className="sr-only">{t('header.homeShort')}</span>
    </Link>
  );
}
