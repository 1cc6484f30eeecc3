import { FileDown } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';

/** The proof of consent as CSV (GET /api/admin/consent-records?from&to, both days included). */
export function ConsentExport() {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) return setError(t('admin.consent.badRange'));
    setError(null);
    const query = new URLSearchParams();
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    window.location.assign(`/api/admin/consent-records${query.size ? `?${query}` : ''}`);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('admin.consent.title')}</h2>
        </CardTitle>
        <CardDescription>{t('admin.consent.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-4">
          <Field id="consent-from" label={t('admin.consent.from')}>
            <Input id="consent-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field id="consent-to" label={t('admin.consent.to')} error={error}>
            <Input id="consent-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline">
            <FileDown aria-hidden="true" />
            {t('admin.consent.export')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
