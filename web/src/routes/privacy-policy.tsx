import { PrivacyPage } from '@/features/legal/privacy-page';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  usePageTitle(t('footer.privacy'));
  return <PrivacyPage />;
}
