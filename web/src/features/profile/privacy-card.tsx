import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Trans, useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { toast } from '@/lib/toast';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Hands a file to the browser's download, as a link with `download` would. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Your data": download everything Kinora holds about you, or delete your account. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await authApi.exportData();
      saveFile(blob, filename);
    } catch {
      toast.error(t('profile.privacy.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('profile.privacy.title')}</h2>
        </CardTitle>
        <CardDescription>
          <Trans
            i18nKey="profile.privacy.description"
            components={{
              policy: <Link to="/privacy-policy" className="text-primary underline underline-offset-4" />,
            }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-2" aria-labelledby="privacy-export-title">
          <h3 id="privacy-export-title" className="font-medium">
            {t('profile.privacy.exportTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('profile.privacy.exportHint')}</p>
          <Button variant="outline" loading={downloading} onClick={download}>
            <Download aria-hidden="true" />
            {t('profile.privacy.download')}
          </Button>
        </section>
        <section className="space-y-2" aria-labelledby="privacy-delete-title">
          <h3 id="privacy-delete-title" className="font-medium">
            {t('profile.privacy.deleteSectionTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('profile.privacy.deleteHint')}</p>
          <DeleteAccountDialog />
        </section>
      </CardContent>
    </Card>
  );
}
