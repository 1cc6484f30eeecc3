import { RulesPage } from '@/features/legal/rules-page';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

export default function Rules() {
  const { t } = useTranslation();
  usePageTitle(t('footer.rules'));
  return <RulesPage />;
}
