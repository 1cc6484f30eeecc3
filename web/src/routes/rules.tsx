import { useTranslation } from 'react-i18next';
import { RulesPage } from '@/features/legal/rules-page';
import { usePageTitle } from '@/lib/use-page-title';

export default function Rules() {
  const { t } = useTranslation();
  usePageTitle(t('footer.rules'));
  return <RulesPage />;
}
