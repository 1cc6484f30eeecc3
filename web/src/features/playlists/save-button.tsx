import { ListPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useTranslation } from '@/i18n/react';
import { useSession } from '@/lib/use-session';
import { useSignInToSave } from './use-sign-in-to-save';

/** The dialog is not part of the watch page's first load: it comes, with its strings, on the first press. */
const SaveDialog = lazyWithStrings(() => import('./save-dialog'));

/**
 * The watch page's "Enregistrer": a dialog with the member's watch later and playlists as
 * checkboxes (each click adds or removes at once) and "Nouvelle playlist" to create one holding
 * the video. Visitors are asked to sign in.
 */
export function SaveButton({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signIn = useSignInToSave();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          if (!user) return signIn();
          setWanted(true);
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" />
        {t('playlists.save.button')}
      </Button>
      {user && wanted && (
        <Suspense fallback={null}>
          <SaveDialog videoId={videoId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
