import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo with the 'bêta' badge, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={t('header.home')}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path d="M24 18v28l22-14z" fill="#fff" />
      </svg>
      {/* The wordmark gives way on the narrowest phones so every header action stays on screen. */}
      <span className="hidden text-lg font-bold tracking-tight min-[420px]:inline">Kinora</span>
      <span className="rounded-full bg-primary/15 px-1.5 py-0.5 text-[10px] font-semibold uppercase leading-none text-primary">
        {t('common.beta')}
      </span>
    </Link>
  );
}
