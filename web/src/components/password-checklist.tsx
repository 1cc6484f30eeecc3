import { PASSWORD_CRITERIA, passwordChecks } from '@domain/accounts';
import { Check, X } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';

/** The live list of password criteria shown once something is typed (spec: sign-up). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const checks = passwordChecks(password);
  return (
    <ul aria-label={t('auth.criteria.title')} className="space-y-1 text-xs">
      {PASSWORD_CRITERIA.map((criterion) => (
        <li
          key={criterion}
          data-met={checks[criterion]}
          className={cn(
            'flex items-center gap-1.5',
            checks[criterion] ? 'text-success' : 'text-muted-foreground',
          )}
        >
          {checks[criterion] ? (
            <Check className="size-3.5" aria-hidden="true" />
          ) : (
            <X className="size-3.5" aria-hidden="true" />
          )}
          <span>{t(`auth.criteria.${criterion}`)}</span>
          <span className="sr-only">
            {checks[criterion] ? t('auth.criteria.met') : t('auth.criteria.notMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
