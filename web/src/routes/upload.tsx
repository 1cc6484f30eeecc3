import { Tv } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { Button } from '@/components/ui/button';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { useMyChannels } from '@/features/channels/channels-api';
import { UploadForm } from '@/features/videos/upload-form';
import { UploadLimitNotice, useUploadLimit } from '@/features/videos/upload-limit';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

export default function UploadPage() {
  const { t } = useTranslation();
  usePageTitle(t('upload.title'));
  const { user, isLoading } = useSession();
  const channels = useMyChannels(Boolean(user));
  const upload = useUploadLimit(Boolean(user));
  if (isLoading || (user && (channels.isLoading || upload.isLoading))) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const list = channels.data?.items ?? [];
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('upload.title')}</h1>
        <p className="text-muted-foreground">{t('upload.subtitle')}</p>
      </div>
      {upload.limit ? (
        <UploadLimitNotice limit={upload.limit} />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-12 text-center">
          <Tv className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">{t('upload.noChannel')}</p>
          <Button asChild>
            <Link to="/channel/new">{t('channel.create')}</Link>
          </Button>
        </div>
      ) : (
        <UploadForm channels={list} />
      )}
    </div>
  );
}
