/**
 * What other modules may use of the subscriptions module. It depends on channels, videos, accounts
 * and notifications; none of them depends on it.
 */
/** Privacy rights: the subscriptions' part of a member's data export, and their removal with the account. */
export { exportMemberSubscriptions, removeMemberSubscriptions } from './member-data';
