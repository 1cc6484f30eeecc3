import { Keyboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';

/** The player's keyboard shortcuts (features/videos/player/player-keys.ts), as listed to viewers. */
export const PLAYER_SHORTCUTS = [
  { keys: ['Espace', 'K'], action: 'playPause' },
  { keys: ['←'], action: 'back5' },
  { keys: ['→'], action: 'forward5' },
  { keys: ['J'], action: 'back10' },
  { keys: ['L'], action: 'forward10' },
  { keys: ['↑', '↓'], action: 'volume' },
  { keys: ['M'], action: 'mute' },
  { keys: ['C'], action: 'captions' },
  { keys: ['0', '9'], action: 'jump' },
  { keys: [',', '.'], action: 'frame' },
  { keys: ['<', '>'], action: 'speed' },
  { keys: ['F'], action: 'fullscreen' },
  { keys: ['I'], action: 'pip' },
  { keys: ['?'], action: 'help' },
] as const;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The button, the "?" key and the list (lazy: only QA members load it; see keyboard-shortcuts-help.tsx). */
export default function ShortcutsDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Keyboard aria-hidden="true" />
        {t('qa.shortcuts.open')}
        <span className="rounded bg-muted px-1.5 text-xs text-muted-foreground">{t('qa.beta')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('qa.shortcuts.title')}</DialogTitle>
            <DialogDescription>{t('qa.shortcuts.description')}</DialogDescription>
          </DialogHeader>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('qa.shortcuts.title')}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('qa.shortcuts.keys')}</th>
                <th scope="col">{t('qa.shortcuts.action')}</th>
              </tr>
            </thead>
            <tbody>
              {PLAYER_SHORTCUTS.map(({ keys, action }) => (
                <tr key={action} className="border-b last:border-0">
                  <td className="py-2 pr-4">
                    {keys.map((key, i) => (
                      <span key={key}>
                        {i > 0 && <span className="px-1 text-muted-foreground">/</span>}
                        <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                          {key === 'Espace' ? t('qa.shortcuts.space') : key}
                        </kbd>
                      </span>
                    ))}
                  </td>
                  <td className="py-2">{t(`qa.shortcuts.actions.${action}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DialogContent>
      </Dialog>
    </>
  );
}
