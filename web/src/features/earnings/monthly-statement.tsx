import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { statementUrls } from './earnings-api';
import { formatMonth, lastMonths } from './format';

const MONTHS = 12;

/** A month's statement (CSV) among the last 12 months of the payout zone. */
export function MonthlyStatement() {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The reader's clock is enough here: it only picks which months the list offers.
  const months = useMemo(() => lastMonths(new Date(), MONTHS), []);
  const [month, setMonth] = useState(months[0] ?? '');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
          {t('earnings.statement.month')}
        </label>
        <select
          id={id}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="h-9 rounded-md border bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" size="sm" asChild>
        <a href={statementUrls.month(month)} download>
          <Download aria-hidden="true" />
          {t('earnings.statement.download')}
        </a>
      </Button>
    </div>
  );
}
