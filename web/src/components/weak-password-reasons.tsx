import type { PasswordWeakness } from '@domain/password-strength';
import { useTranslation } from '@/i18n/react';

/** Why the server found a password weak, under the spec's "Ce mot de passe est trop faible…". */
export function WeakPasswordReasons({ reasons }: { reasons: readonly PasswordWeakness[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {reasons.map((reason) => (
        <li key={reason}>{t(`auth.weakReasons.${reason}`)}</li>
      ))}
    </ul>
  );
}
