import { defineModule, reactTo } from '../../module-manifest';
import { viewsAdded, viewValidated } from '../videos/videos.public';
import { earningsRoutes } from './earnings.routes';
import { earningsAdminRoutes } from './earnings-admin.routes';
import { catchUpViewsJob } from './jobs/count-new-views.job';
import { applyPayoutEventJob } from './jobs/payout-event.job';
import { forgetCountedViewsJob, postCreditsJob } from './jobs/post-credits.job';
import { settleNightlyJob } from './jobs/settle-nightly.job';
import { executeWithdrawalJob, resumeWithdrawalsJob } from './jobs/withdrawal-jobs';
import { exportMemberEarnings, refuseDeletionDuringWithdrawal, removeMemberEarnings } from './member-data';
import { earningsOverview } from './queries/overview';
import { countNewViewsReaction, creditPaidViewReaction } from './reactions/credit-paid-view';

/**
 * Creator earnings (issue 26; docs/decisions/0019-ledger.md, 0020-payouts.md): paid views credited
 * into the ledger, nightly settlement, the payout account, withdrawals and statements. On account
 * deletion the ledger, roll-up and withdrawals stay (legal retention, no personal data); the payout
 * account's link goes; deletion waits for a withdrawal on its way.
 */
export const earningsModule = defineModule({
  name: 'earnings',
  routes: (ctx) => [earningsRoutes(ctx), earningsAdminRoutes(ctx)],
  reactions: [reactTo(viewsAdded, countNewViewsReaction), reactTo(viewValidated, creditPaidViewReaction)],
  jobs: [
    catchUpViewsJob,
    postCreditsJob,
    forgetCountedViewsJob,
    settleNightlyJob,
    executeWithdrawalJob,
    resumeWithdrawalsJob,
    applyPayoutEventJob,
  ],
  exportMemberData: async (db, userId) => ({ earnings: await exportMemberEarnings(db, userId) }),
  refuseDeletion: refuseDeletionDuringWithdrawal,
  removeMemberData: removeMemberEarnings,
  overview: earningsOverview,
  permissionRoutes: [
    'GET /api/earnings',
    'GET /api/admin/payouts',
    'POST /api/earnings/connect',
    'POST /api/earnings/sync',
    'POST /api/earnings/withdraw',
    'PATCH /api/earnings/settings',
    'GET /api/earnings/daily',
    'GET /api/earnings/videos',
    'GET /api/earnings/withdrawals',
    'GET /api/earnings/withdrawals/:id/statement.csv',
    'GET /api/earnings/statements/:month.csv',
    'POST /api/earnings/webhook',
  ],
});
