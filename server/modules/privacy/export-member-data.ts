import type { MemberExport } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { exportAccountData } from '../accounts/accounts.public';
import { exportMemberPlanSubscriptions } from '../billing/billing.public';
import { exportMemberChannels } from '../channels/channels.public';
import { exportMemberContactMessages } from '../contact/contact.public';
import { exportMemberNotifications } from '../notifications/notifications.public';
import { exportMemberProfiles } from '../profiles/profiles.public';
import { exportMemberQaFeedback } from '../qa/qa.public';
import { exportMemberSubscriptions } from '../subscriptions/subscriptions.public';
import { exportMemberVideos } from '../videos/videos.public';
import { consentsOf } from './privacy.repository';

/**
 * Everything Kinora holds about a member, assembled from each module's own part (each module knows
 * its tables; the accounts module cannot ask the videos one, which depends on it). A new module
 * holding personal data adds its `exportMemberX(db, userId)` here.
 */
export async function exportMemberData(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
): Promise<MemberExport> {
  const db = ctx.db.db;
  const [
    account,
    channels,
    videos,
    consents,
    subscriptions,
    notices,
    profiles,
    planSubscriptions,
    contactMessages,
    qaFeedback,
  ] = await Promise.all([
    exportAccountData(db, userId),
    exportMemberChannels(db, userId),
    exportMemberVideos(db, userId),
    consentsOf(db, userId),
    exportMemberSubscriptions(db, userId),
    exportMemberNotifications(db, userId),
    exportMemberProfiles(db, userId),
    exportMemberPlanSubscriptions(db, userId),
    exportMemberContactMessages(db, userId),
    exportMemberQaFeedback(db, userId),
  ]);
  if (!account) throw new NotFoundError();
  return {
    exportedAt: ctx.clock.now().toISOString(),
    ...account,
    channels,
    ...videos,
    profiles,
    consents,
    subscriptions,
    ...notices,
    planSubscriptions,
    contactMessages,
    qaFeedback,
  };
}
