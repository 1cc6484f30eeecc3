import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { statementsHref } from './decisions-api';

const day = (d: Date) => d.toLocaleDateString('sv-SE'); // YYYY-MM-DD

/** The statements of reasons of a period, downloaded as CSV or JSON (the Transparency Database's shape). */
export function StatementsExport() {
  const { t } = useTranslation();
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(day(today));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <section aria-labelledby="statements-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="statements-title" className="text-xl font-semibold">
        {t('adminModeration.export.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('adminModeration.export.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="statements-from" label={t('adminModeration.export.from')}>
          <Input id="statements-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field id="statements-to" label={t('adminModeration.export.to')}>
          <Input id="statements-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
      </div>
      {valid ? (
        <div className="flex flex-wrap gap-2">
          {(['csv', 'json'] as const).map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={statementsHref(from, to, format)} download>
                <Download aria-hidden="true" />
                {t(`adminModeration.export.${format}`)}
              </a>
            </Button>
          ))}
        </div>
      ) : (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {t('adminModeration.export.rangeInvalid')}
        </p>
      )}
    </section>
  );
}
