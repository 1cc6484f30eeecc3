import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { MemberActionDialog } from './member-action-dialog';
import {
  EMPTY_MEMBER_FILTERS,
  type MemberFilters,
  type MemberRow,
  membersApi,
  membersKeys,
} from './members-api';
import { MembersFilters } from './members-filters';

/**
 * The members list (admins): server-side search and filters, a page at a time, a table on a wide
 * screen and cards on a phone, members selected for bulk actions, and the CSV of the filtered set.
 */
export function MembersTable() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<MemberFilters>(EMPTY_MEMBER_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const pages = useInfiniteQuery({
    queryKey: membersKeys.page(filters),
    queryFn: ({ pageParam }) => membersApi.page(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const allSelected = items.length > 0 && items.every((m) => selected.has(m.id));
  const ids = [...selected];
  const clear = () => setSelected(new Set());

  return (
    <div className="space-y-6">
      <MembersFilters
        onApply={(next) => {
          setFilters(next);
          clear();
        }}
      />
      <div
        className="flex flex-wrap items-center gap-2"
        role="toolbar"
        aria-label={t('adminMembers.bulk.label')}
      >
        <span className="mr-2 text-sm text-muted-foreground" aria-live="polite">
          {t('adminMembers.bulk.selected', { count: ids.length })}
        </span>
        <MemberActionDialog action={{ kind: 'grant', role: 'qa' }} memberIds={ids} onDone={clear} />
        <MemberActionDialog action={{ kind: 'revoke', role: 'qa' }} memberIds={ids} onDone={clear} />
        <MemberActionDialog action={{ kind: 'revokeSessions' }} memberIds={ids} onDone={clear} />
        <Button asChild size="sm" variant="outline" className="ml-auto">
          <a href={membersApi.csvUrl(filters)} download>
            <Download aria-hidden="true" />
            {t('adminMembers.export')}
          </a>
        </Button>
      </div>
      {pages.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{t(errorKey(pages.error, 'adminMembers.loadError'))}</p>
          <Button variant="outline" onClick={() => pages.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : !pages.data ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          {t('adminMembers.empty')}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('adminMembers.title')}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="w-10 p-3">
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t('adminMembers.bulk.selectAll')}
                      checked={allSelected}
                      onChange={(e) => setSelected(new Set(e.target.checked ? items.map((m) => m.id) : []))}
                    />
                  </th>
                  {(['member', 'roles', 'plan', 'created', 'signIn'] as const).map((key) => (
                    <th key={key} scope="col" className="p-3 font-medium">
                      {t(`adminMembers.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {items.map((m) => (
                  <tr key={m.id}>
                    <td className="p-3">
                      <SelectBox member={m} checked={selected.has(m.id)} onChange={toggle} />
                    </td>
                    <td className="p-3">
                      <MemberName member={m} />
                    </td>
                    <td className="p-3">
                      <RoleBadges member={m} />
                    </td>
                    <td className="p-3">
                      <PlanBadges member={m} />
                    </td>
                    <td className="p-3 whitespace-nowrap">
                      <Day iso={m.createdAt} />
                    </td>
                    <td className="p-3 whitespace-nowrap">
                      <Day iso={m.lastSignInAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {items.map((m) => (
              <li key={m.id} className="flex gap-3 rounded-xl border p-4 text-sm">
                <SelectBox member={m} checked={selected.has(m.id)} onChange={toggle} />
                <div className="min-w-0 flex-1 space-y-2">
                  <MemberName member={m} />
                  <div className="flex flex-wrap gap-1">
                    <RoleBadges member={m} />
                    <PlanBadges member={m} />
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {t('adminMembers.columns.created')} <Day iso={m.createdAt} /> ·{' '}
                    {t('adminMembers.columns.signIn')} <Day iso={m.lastSignInAt} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <ShowMore pages={pages} />
        </>
      )}
    </div>
  );
}

function SelectBox({
  member,
  checked,
  onChange,
}: {
  member: MemberRow;
  checked: boolean;
  onChange: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className="mt-0.5 size-4 shrink-0"
      aria-label={t('adminMembers.bulk.select', { email: member.email })}
      checked={checked}
      onChange={(e) => onChange(member.id, e.target.checked)}
    />
  );
}

function MemberName({ member }: { member: MemberRow }) {
  return (
    <div className="min-w-0">
      <Link to={`/admin/members/${member.id}`} className="font-medium break-all hover:underline">
        {member.email}
      </Link>
      <p className="truncate text-xs text-muted-foreground">
        {member.displayName}
        {member.username ? ` · @${member.username}` : ''}
      </p>
    </div>
  );
}

export function RoleBadges({ member }: { member: Pick<MemberRow, 'roles'> }) {
  const { t } = useTranslation();
  return (
    <>
      {member.roles.map((role) => (
        <Badge key={role} variant="secondary" className="mr-1">
          {t(`adminMembers.roles.${role}`)}
        </Badge>
      ))}
    </>
  );
}

function PlanBadges({ member }: { member: MemberRow }) {
  const { t } = useTranslation();
  return (
    <>
      {member.premium && <Badge className="mr-1">{t('adminMembers.premium')}</Badge>}
      {member.creator && (
        <Badge variant="outline" className="mr-1">
          {t('adminMembers.creator')}
        </Badge>
      )}
    </>
  );
}

export function Day({ iso }: { iso: string | null }) {
  const { t, i18n } = useTranslation();
  if (!iso) return <span className="text-muted-foreground">{t('adminMembers.never')}</span>;
  return (
    <time dateTime={iso}>{new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}</time>
  );
}
