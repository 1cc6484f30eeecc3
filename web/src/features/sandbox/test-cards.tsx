import { SANDBOX_TEST_CARDS } from '@domain/api/sandbox';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { groupDigits } from './card-fields';

export type TestCardId = keyof typeof SANDBOX_TEST_CARDS;
const CARDS = Object.entries(SANDBOX_TEST_CARDS) as [TestCardId, string][];

/** Stripe's test cards and what each does here, with a button that fills the form with one. */
export function TestCards({ onUse }: { onUse(number: string): void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="test-cards" className="space-y-2 rounded-xl border bg-muted/40 p-4">
      <h2 id="test-cards" className="font-semibold">
        {t('sandbox.cards.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('sandbox.cards.hint')}</p>
      <ul className="divide-y">
        {CARDS.map(([id, number]) => (
          <li key={id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <div className="min-w-0">
              <p className="font-mono text-sm tabular-nums">{groupDigits(number)}</p>
              <p className="text-xs text-muted-foreground">{t(`sandbox.cards.effects.${id}`)}</p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onUse(groupDigits(number))}
              aria-label={t('sandbox.cards.useNamed', { number: groupDigits(number) })}
            >
              {t('sandbox.cards.use')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
