import { PageLoading } from '@/app/shell/page-loading';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { SubscriptionCard } from '@/features/billing/subscription-card';
import { PasswordForm } from '@/features/profile/password-card';
import { PrivacyCard } from '@/features/profile/privacy-card';
import { ProfileInfoCard } from '@/features/profile/profile-info-card';
import { SessionsSection } from '@/features/profile/sessions-section';
import { TwoFactorSection } from '@/features/profile/two-factor-section';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.title')}</h1>
      <ProfileInfoCard key={user.id + user.username + user.displayName} user={user} />
      <SubscriptionCard />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('profile.security.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-8">
          <PasswordForm />
          <TwoFactorSection user={user} />
          <SessionsSection />
        </CardContent>
      </Card>
      <PrivacyCard />
    </div>
  );
}
