import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Logo } from '@/app/shell/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from '@/features/auth/sign-in-form';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

export default function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const { user } = useSession();
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  usePageTitle(t(tab === 'signup' ? 'auth.signUp.title' : 'auth.signIn.title'));

  // Spec: a recovery link goes to /password-reset with the same query; a signed-in member goes home.
  if (params.get('type') === 'recovery') return <Navigate to={`/password-reset${search}`} replace />;
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-8">
      <Button variant="ghost" asChild className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {t('auth.backHome')}
        </Link>
      </Button>
      <Card>
        <CardHeader className="items-center gap-3">
          <Logo />
          <h1 className="sr-only">{t(tab === 'signup' ? 'auth.signUp.title' : 'auth.signIn.title')}</h1>
        </CardHeader>
        <CardContent>
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value);
              setErrorKey(null); // Spec: switching tabs clears errors.
            }}
          >
            <TabsList className="w-full">
              <TabsTrigger value="signin">{t('auth.signIn.tab')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.signUp.tab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm errorKey={errorKey} setErrorKey={setErrorKey} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm errorKey={errorKey} setErrorKey={setErrorKey} onDone={() => setTab('signin')} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
