import { PASSWORD_CRITERIA, passwordChecks } from '@domain/accounts';
import { Check, LoaderCircle, X } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import type { PasswordStrength } from '@/lib/password-strength';

type ItemState = 'met' | 'notMet' | 'checking';

function Item({ state, label }: { state: ItemState; label: string }) {
  const { t } = useTranslation();
  const Icon = state === 'met' ? Check : state === 'checking' ? LoaderCircle : X;
  return (
    <li
      data-met={state === 'met'}
      data-state={state}
      className={cn('flex items-center gap-1.5', state === 'met' ? 'text-success' : 'text-muted-foreground')}
    >
      <Icon className={cn('size-3.5 shrink-0', state === 'checking' && 'animate-spin')} aria-hidden="true" />
      <span>{label}</span>
      <span className="sr-only">{t(`auth.criteria.${state}`)}</span>
    </li>
  );
}

/**
 * The live list of password criteria shown once something is typed (spec: sign-up), then what the
 * server also refuses (domain/password-strength.ts): a common password, one's own names.
 */
export function PasswordChecklist({ password, strength }: { password: string; strength?: PasswordStrength }) {
  const { t } = useTranslation();
  if (!password) return null;
  const checks = passwordChecks(password);
  const weak = new Set(strength?.weaknesses);
  const personalMet =
    !weak.has('contains_username') && !weak.has('contains_email') && !weak.has('contains_name');
  return (
    <ul aria-label={t('auth.criteria.title')} className="space-y-1 text-xs">
      {PASSWORD_CRITERIA.map((criterion) => (
        <Item
          key={criterion}
          state={checks[criterion] ? 'met' : 'notMet'}
          label={t(`auth.criteria.${criterion}`)}
        />
      ))}
      {strength && strength.common !== 'unavailable' && (
        <Item
          state={weak.has('too_common') ? 'notMet' : strength.common === 'checking' ? 'checking' : 'met'}
          label={t('auth.criteria.notCommon')}
        />
      )}
      {strength?.personal && (
        <Item state={personalMet ? 'met' : 'notMet'} label={t('auth.criteria.notPersonal')} />
      )}
    </ul>
  );
}
