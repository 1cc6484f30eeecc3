import type { AppContext } from '../context';
import type { AccountDeleted } from '../modules/accounts/accounts.public';
import { removeAccount } from '../modules/accounts/member-data';
import { cancelDeletedMemberBilling } from '../modules/billing/billing.public';
import { removeMemberChannels } from '../modules/channels/member-data';
import { removeMemberContactMessages } from '../modules/contact/contact.public';
import { removeMemberQaFeedback } from '../modules/qa/qa.public';
import { removeMemberSubscriptions } from '../modules/subscriptions/member-data';
import { removeMemberVideos } from '../modules/videos/member-data';
import { inOrder } from './registry';

/**
 * accounts.deleted → one job, `accounts-deleted.remove-account-data`, whose steps run in this order
 * because each needs what a later one removes. Validated views (and later ledger entries) stay,
 * anonymised. Every step is idempotent: a retry starts again from the first and skips what is done.
 */
export const removeAccountData = inOrder<AccountDeleted, AppContext>('accounts.remove-account-data', [
  // First: a deleted account must never keep paying (its provider subscriptions are cancelled now,
  // found through its billing rows, which the user row's cascade would take away).
  cancelDeletedMemberBilling,
  // Taken back from the channels' subscriber counts, which the user row's cascade would not do.
  removeMemberSubscriptions,
  // The videos (and their files) before their channels, which they belong to.
  removeMemberVideos,
  removeMemberChannels,
  // Before the user row: its ON DELETE SET NULL would leave them with no owner to find them by.
  removeMemberContactMessages,
  removeMemberQaFeedback,
  // Last: the user row, which every step above finds the member's things by.
  removeAccount,
]);
