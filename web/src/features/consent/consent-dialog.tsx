import { COOKIE_CATEGORIES, type CookieCategory, effectivePreferences } from '@domain/consent.rules';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import { useConsent } from './consent-provider';

/** Toggles per category (necessary locked on), the regime, the country and when the choice was made. */
export function ConsentDialog() {
  const { t, i18n } = useTranslation();
  const consent = useConsent();
  const current = effectivePreferences(consent.record, consent.policy);
  const [choices, setChoices] = useState(current);
  const opener = useRef<Element | null>(null);
  // Each opening starts from what is in force (reset only when the dialog opens).
  useEffect(() => {
    if (consent.dialogOpen) setChoices(effectivePreferences(consent.record, consent.policy));
  }, [consent.dialogOpen]);

  return (
    <Dialog open={consent.dialogOpen} onOpenChange={consent.setDialogOpen}>
      <DialogContent
        closeLabel={t('common.close')}
        // Opened from the banner, the floating button or the settings (no Radix trigger): focus goes
        // back to whichever it was.
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current instanceof HTMLElement && opener.current.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('consent.dialog.title')}</DialogTitle>
          <DialogDescription>{t(`consent.regime.${consent.policy.regime}`)}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('consent.dialog.country')}</dt>
          <dd>{consent.country ?? t('consent.dialog.unknownCountry')}</dd>
          <dt className="text-muted-foreground">{t('consent.dialog.updated')}</dt>
          <dd>
            {consent.record ? formatDate(consent.record.updatedAt, i18n.language) : t('consent.dialog.never')}
          </dd>
        </dl>
        <ul className="space-y-3">
          {COOKIE_CATEGORIES.map((category) => (
            <CategoryToggle
              key={category}
              category={category}
              checked={choices[category]}
              locked={category === 'necessary'}
              onChange={(on) => setChoices((c) => ({ ...c, [category]: on }))}
            />
          ))}
        </ul>
        <p className="text-sm">
          <Link
            to="/privacy-policy"
            className="underline underline-offset-4"
            onClick={() => consent.setDialogOpen(false)}
          >
            {t('consent.privacyLink')}
          </Link>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => consent.setDialogOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => consent.save(choices)}>{t('consent.dialog.confirm')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CategoryToggle(props: {
  category: CookieCategory;
  checked: boolean;
  locked: boolean;
  onChange(on: boolean): void;
}) {
  const { t } = useTranslation();
  const id = `consent-${props.category}`;
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="space-y-1">
        <label htmlFor={id} className="font-medium">
          {t(`consent.categories.${props.category}.title`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t(`consent.categories.${props.category}.text`)}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-1 size-5 shrink-0 accent-primary"
        checked={props.checked}
        aria-checked={props.checked}
        disabled={props.locked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    </li>
  );
}
