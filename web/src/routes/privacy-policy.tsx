import { useTranslation } from 'react-i18next';
import { PrivacyPage } from '@/features/legal/privacy-page';
import { usePageTitle } from '@/lib/use-page-title';

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  usePageTitle(t('footer.privacy'));
  return <PrivacyPage />;
}
