/** What other modules may use of the accounts module: a member's public face beside their content. */
export { presentAuthor } from './accounts.presenter';
export { type PublicProfileRow, publicProfileColumns } from './accounts.repository';
