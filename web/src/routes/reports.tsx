import { RULES_PATH, reasonAnchor } from '@domain/moderation';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/app/shell/page-loading';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { SignInRequired } from '@/features/auth/sign-in-required';
import { type MyReport, useMyReports } from '@/features/moderation/reports-api';
import type { TFunction } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** Where the reported item is seen; a comment is named by its words only (its page is its video's). */
const itemHref = (report: MyReport) =>
  report.itemKind === 'video'
    ? `/watch/${report.itemId}`
    : report.itemKind === 'channel'
      ? `/channel/${report.itemId}`
      : null;

function ItemName({ report, t }: { report: MyReport; t: TFunction }) {
  const kind = t(`report.kinds.${report.itemKind}`);
  if (report.itemTitle === null)
    return (
      <span className="text-muted-foreground">
        {kind} · {t('report.itemGone')}
      </span>
    );
  const href = itemHref(report);
  return (
    <span className="min-w-0 break-words">
      <span className="text-muted-foreground">{kind} · </span>
      {href ? (
        <Link to={href} className="font-medium hover:underline">
          {report.itemTitle}
        </Link>
      ) : (
        <span className="font-medium">{report.itemTitle}</span>
      )}
    </span>
  );
}

function Reason({ report, t }: { report: MyReport; t: TFunction }) {
  return (
    <Link to={`${RULES_PATH}#${reasonAnchor(report.reason)}`} className="hover:underline">
      {t(`report.reasons.${report.reason}`)}
    </Link>
  );
}

function Status({ report, t }: { report: MyReport; t: TFunction }) {
  return (
    <Badge variant={report.status === 'open' ? 'secondary' : 'outline'}>
      {t(`report.statuses.${report.status}`)}
    </Badge>
  );
}

/** /reports: what the member reported and where its review stands (issue 27 part 1). */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('report.myTitle'));
  const { user, isLoading } = useSession();
  const reports = useMyReports(user?.id);
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired />;
  const items = reports.data?.items ?? [];
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <div className="mx-auto max-w-screen-lg space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('report.myTitle')}</h1>
        <p className="text-muted-foreground">{t('report.myIntro')}</p>
      </div>
      {reports.isLoading ? (
        <PageLoading />
      ) : reports.isError ? (
        <LoadError message={t('report.loadError')} onRetry={() => reports.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
          <Flag className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">{t('report.empty')}</p>
        </div>
      ) : (
        <>
          {/* Phones: one card per report; wider screens: a table. */}
          <ul className="space-y-3 sm:hidden">
            {items.map((report) => (
              <li key={report.reference} className="space-y-2 rounded-xl border p-4 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-mono text-xs">{report.reference}</span>
                  <Status report={report} t={t} />
                </div>
                <ItemName report={report} t={t} />
                <p>
                  <Reason report={report} t={t} /> · {date(report.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-sm sm:table">
            <thead className="text-left text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('report.columns.reference')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('report.columns.item')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('report.columns.reason')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('report.columns.status')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('report.columns.date')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((report) => (
                <tr key={report.reference} className="border-b align-top">
                  <td className="py-3 pr-4 font-mono text-xs">{report.reference}</td>
                  <td className="py-3 pr-4">
                    <ItemName report={report} t={t} />
                  </td>
                  <td className="py-3 pr-4">
                    <Reason report={report} t={t} />
                  </td>
                  <td className="py-3 pr-4">
                    <Status report={report} t={t} />
                  </td>
                  <td className="py-3 whitespace-nowrap">{date(report.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
