import { ChevronRight, FileDown } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PlatformBalanceCard } from '@/features/sandbox/platform-balance-card';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { AdminShell, useAdminScreens } from './admin-shell';

/** /admin: the admin area's home (DESIGN §4 Admin area): its screens, and the consent export. */
export default function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const { user } = useSession();
  const screens = useAdminScreens(user?.abilities.admin === true);
  return (
    <AdminShell>
      <div className="space-y-8">
        <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
        <ul className="grid gap-4 sm:grid-cols-2">
          {screens
            .filter((s) => s.to !== '/admin')
            .map(({ to, key, icon: Icon }) => (
              <HubLink key={to} to={to} icon={<Icon aria-hidden="true" />} title={t(key)}>
                {t(`${key}Description`)}
              </HubLink>
            ))}
        </ul>
        <ConsentExport />
        <PlatformBalanceCard />
      </div>
    </AdminShell>
  );
}

function HubLink({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-4 rounded-xl border p-4 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="text-primary [&>svg]:size-6">{icon}</span>
        <span className="flex-1 space-y-1">
          <span className="block font-semibold">{title}</span>
          <span className="block text-sm text-muted-foreground">{children}</span>
        </span>
        <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

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
