import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { MemberActionDialog } from './member-action-dialog';
import { type MemberDetail, membersApi, membersKeys } from './members-api';
import { Day, RoleBadges } from './members-table';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A member's page (admins): profile, roles, sessions, plans, videos, standing, with the actions on them. */
export function MemberDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: membersKeys.detail(id),
    queryFn: () => membersApi.detail(id),
    staleTime: 0,
  });
  if (query.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{t(errorKey(query.error, 'adminMembers.loadError'))}</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!query.data) return <Skeleton className="h-60 w-full" />;
  return <Details detail={query.data} />;
}

function Details({ detail }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const { member, sessions, subscriptions, videos, standing, reports } = detail;
  const ids = [member.id];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p>
          <Link to="/admin/members" className="text-sm text-muted-foreground hover:underline">
            {t('adminMembers.back')}
          </Link>
        </p>
        <h1 className="text-2xl font-bold break-all">{member.email}</h1>
        <p className="text-muted-foreground">
          {member.displayName}
          {member.username ? ` · @${member.username}` : ''}
        </p>
      </div>
      <Section title={t('adminMembers.detail.profile')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t('adminMembers.columns.created')}</dt>
          <dd>
            <Day iso={member.createdAt} />
          </dd>
          <dt className="text-muted-foreground">{t('adminMembers.columns.signIn')}</dt>
          <dd>
            <Day iso={member.lastSignInAt} />
          </dd>
          <dt className="text-muted-foreground">{t('adminMembers.detail.emailVerified')}</dt>
          <dd>{t(member.emailVerified ? 'adminMembers.yes' : 'adminMembers.no')}</dd>
          <dt className="text-muted-foreground">{t('adminMembers.detail.locale')}</dt>
          <dd>{member.locale}</dd>
        </dl>
      </Section>
      <Section title={t('adminMembers.detail.roles')}>
        <p data-testid="member-roles">
          {member.roles.length ? <RoleBadges member={member} /> : t('adminMembers.detail.noRole')}
        </p>
        <div className="flex flex-wrap gap-2">
          {(['qa', 'admin'] as const).map((role) =>
            member.roles.includes(role) ? (
              <MemberActionDialog key={role} action={{ kind: 'revoke', role }} memberIds={ids} />
            ) : (
              <MemberActionDialog key={role} action={{ kind: 'grant', role }} memberIds={ids} />
            ),
          )}
        </div>
      </Section>
      <Section title={t('adminMembers.detail.sessions', { count: sessions.length })}>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminMembers.detail.noSession')}</p>
        ) : (
          <ul className="divide-y text-sm">
            {sessions.map((s) => (
              <li key={s.id} className="py-2">
                <p className="break-all">{s.userAgent ?? t('adminMembers.detail.unknownDevice')}</p>
                <p className="text-xs text-muted-foreground">
                  {s.ipAddress ?? '—'} ·{' '}
                  {new Date(s.updatedAt).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <MemberActionDialog action={{ kind: 'revokeSessions' }} memberIds={ids} variant="destructive" />
      </Section>
      <Section title={t('adminMembers.detail.subscriptions')}>
        <ul className="space-y-1 text-sm">
          {(['premium', 'qa'] as const).map((plan) => {
            const state = subscriptions[plan];
            return (
              <li key={plan}>
                <span className="font-medium">{t(`adminMembers.plans.${plan}`)}</span> ·{' '}
                {state.active
                  ? t('adminMembers.detail.activeUntil', {
                      date: new Date(state.currentPeriodEnd ?? '').toLocaleDateString(i18n.language, {
                        dateStyle: 'medium',
                      }),
                    })
                  : t('adminMembers.detail.inactive')}
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t('adminMembers.detail.videos', { count: videos.total })}>
        {videos.latest.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminMembers.detail.noVideo')}</p>
        ) : (
          <ul className="divide-y text-sm">
            {videos.latest.map((v) => (
              <li key={v.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <Link to={`/watch/${v.id}`} className="break-all hover:underline">
                  {v.title}
                </Link>
                <Badge variant="outline">
                  {t(`adminMembers.videoStatus.${v.status}`, { defaultValue: v.status })}
                </Badge>
                <span className="ml-auto text-xs text-muted-foreground">
                  <Day iso={v.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('adminMembers.detail.standing')}>
        {standing.sanctions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminMembers.detail.noSanction')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {standing.sanctions.map((s) => (
              <li key={`${s.kind}-${s.scope}-${s.until}`}>
                {t(`adminMembers.sanctions.${s.kind}`, { defaultValue: s.kind })} ·{' '}
                {t(`adminMembers.scopes.${s.scope}`, { defaultValue: s.scope })} · <Day iso={s.until} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('adminMembers.detail.reports')}>
        <p className="text-sm" data-testid="reports-sent">
          {t('adminMembers.detail.reportsSent', detail.reportsSent)}
        </p>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminMembers.detail.noReports')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {reports.map((r) => (
              <li key={`${r.kind}-${r.targetId}`}>
                <Link
                  to={`/admin/moderation?${r.kind}=${encodeURIComponent(r.targetId)}`}
                  className="hover:underline"
                >
                  {t(`adminMembers.detail.reportKind.${r.kind}`)}
                </Link>{' '}
                · {t('adminModeration.historyCounts', { open: r.openReports, closed: r.closedReports })}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
