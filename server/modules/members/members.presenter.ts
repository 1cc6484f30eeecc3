import type { MemberRow } from '../../../domain/api/members';
import type { MemberListRow } from '../accounts/accounts.public';

const iso = (d: Date | string) => new Date(d).toISOString();

export const presentMemberRow = (r: MemberListRow): MemberRow => ({
  id: r.id,
  email: r.email,
  username: r.username,
  displayName: r.name,
  roles: [...r.roles].sort(),
  premium: Boolean(r.premium),
  creator: Boolean(r.creator),
  createdAt: iso(r.created_at),
  lastSignInAt: r.last_sign_in_at ? iso(r.last_sign_in_at) : null,
});

/** The CSV export's columns, one line per member (the list's row, flattened). */
export const CSV_COLUMNS = [
  'id',
  'email',
  'username',
  'display_name',
  'roles',
  'premium',
  'creator',
  'created_at',
  'last_sign_in_at',
] as const;

export const csvRowOf = (r: MemberListRow) => {
  const m = presentMemberRow(r);
  return [
    m.id,
    m.email,
    m.username,
    m.displayName,
    m.roles.join(' '),
    m.premium ? 'yes' : 'no',
    m.creator ? 'yes' : 'no',
    m.createdAt,
    m.lastSignInAt,
  ];
};
