import { defineModule } from '../../module-manifest';
import { billingRoutes } from './billing.routes';
import { cancelDeletedMemberBilling } from './commands/cancel-and-refund';
import { applyBillingEventJob } from './jobs/apply-event.job';
import { reconcileBillingJob } from './jobs/reconcile.job';
import { exportMemberPlanSubscriptions } from './member-data';
import { billingOverview } from './overview';
import { billingStanding } from './standing';

export const billingModule = defineModule({
  name: 'billing',
  routes: (ctx) => [billingRoutes(ctx)],
  jobs: [applyBillingEventJob, reconcileBillingJob],
  exportMemberData: async (db, userId) => ({
    planSubscriptions: await exportMemberPlanSubscriptions(db, userId),
  }),
  removeMemberData: cancelDeletedMemberBilling,
  standing: billingStanding,
  overview: billingOverview,
  permissionRoutes: [
    'GET /api/billing/subscription',
    'POST /api/billing/checkout',
    'POST /api/billing/qa-checkout',
    'POST /api/billing/portal',
    'POST /api/billing/qa-cancel',
    'POST /api/billing/refund',
    'POST /api/billing/webhook',
  ],
});
