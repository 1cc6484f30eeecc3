/** What other modules may use of the accounts module: a member's public face beside their content. */
export { type AccountDeleted, accountDeleted } from './accounts.events';
export { presentAuthor } from './accounts.presenter';
export { findUserById, type PublicProfileRow, publicProfileColumns } from './accounts.repository';
export { type Auth, CLIENT_IP_HEADER, createAuth, isAllowedAuthRoute } from './auth';
/** Privacy rights: the account's part of the data export, and deleting the account. */
export { deleteAccount } from './commands/delete-account';
export { exportAccountData } from './member-data';
/** The fixed-window counter in the database, shared by every api node (other modules' per-IP limits). */
export { addHits, countHit, purgeEndedHits } from './rate-limit-counters';
/** The member's roles in their standing, and the auth library the HTTP bridge mounts. */
export { accountsStanding } from './standing';
