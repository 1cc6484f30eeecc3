import { TestModeLabel } from '@/components/test-mode-note';
import { useTranslation } from '@/i18n/react';

/** Beside payment buttons while the built-in sandbox provider runs: nothing is really charged. */
export function TestModeNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <TestModeLabel className={className}>{t('billing.testMode')}</TestModeLabel>;
}
