/** What other modules may use of the accounts module: a member's public face beside their content. */
export { type AccountDeleted, accountDeleted } from './accounts.events';
export { presentAuthor } from './accounts.presenter';
/** A member's public face; the demo content's owner, added by videos' demo seed. */
export {
  addDemoOwner,
  findUserById,
  type PublicProfileRow,
  publicProfileColumns,
} from './accounts.repository';
/** The admins' members screen (issue 28 §3): the list, a member's sessions, role and session changes. */
export { sessionsOf } from './admin-members.repository';
/** Composition: the auth library the HTTP bridge mounts and the routes of it the API lets through, and the admins named in the configuration. */
export { ALLOWED_AUTH_ROUTES, type Auth, CLIENT_IP_HEADER, createAuth, isAllowedAuthRoute } from './auth';
export { grantConfiguredAdmins } from './commands/admin-roles';
/** Privacy rights: the account's part of the data export, and deleting the account. */
export { deleteAccount } from './commands/delete-account';
export { changeMembersRole, memberNotFound, revokeMembersSessions } from './commands/manage-members';
export { exportAccountData } from './member-data';
export {
  type MemberListRow,
  type MemberPredicates,
  type MembersPosition,
  type MembersQuery,
  membersPage,
} from './members-list';
/** The fixed-window counter in the database, shared by every api node (other modules' per-IP limits). */
export { addHits, countHit, purgeEndedHits } from './rate-limit-counters';
/**
 * A member's roles, granted or revoked in the caller's transaction (billing: the QA plan is the qa
 * role). The caller changes the member's standing in the same transaction (server/standing/).
 */
export { countWithRole, grantRole, revokeRole } from './roles.repository';
