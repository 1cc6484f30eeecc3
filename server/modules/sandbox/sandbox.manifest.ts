import { defineModule } from '../../module-manifest';
import { deliverSandboxEventJob } from './jobs/deliver-event.job';
import { deliverSandboxPayoutEventJob } from './jobs/deliver-payout-event.job';
import { runSandboxClockJob } from './jobs/run-clock.job';
import { sandboxRoutes } from './sandbox.routes';
import { sandboxPayoutRoutes } from './sandbox-payouts.routes';

export const sandboxModule = defineModule({
  name: 'sandbox',
  // The built-in payment provider's hosted pages exist only when it is the provider.
  routes: (ctx) =>
    ctx.config.payments.provider === 'sandbox' ? [sandboxRoutes(ctx), sandboxPayoutRoutes(ctx)] : [],
  jobs: [deliverSandboxEventJob, deliverSandboxPayoutEventJob, runSandboxClockJob],
  permissionRoutes: [
    'GET /api/sandbox/checkout/:token',
    'POST /api/sandbox/checkout/:token/pay',
    'POST /api/sandbox/checkout/:token/confirm',
    'GET /api/sandbox/portal/:token',
    'POST /api/sandbox/portal/:token/card',
    'POST /api/sandbox/portal/:token/subscriptions/:subscriptionId/cancel',
    'POST /api/sandbox/portal/:token/subscriptions/:subscriptionId/resume',
    'POST /api/sandbox/portal/:token/advance-clock',
    'GET /api/sandbox/onboarding/:token',
    'POST /api/sandbox/onboarding/:token',
    'GET /api/sandbox/payouts/:token',
    'POST /api/sandbox/payouts/:token/bank',
    'GET /api/sandbox/platform-balance',
    'POST /api/sandbox/platform-balance',
  ],
});
