import { sandboxPayoutHarness, stripeConnectPayoutHarness } from './payouts.test-helpers';
import { describePayoutProvider } from './payouts-contract';

// Also run on PGlite and PostgreSQL from server/modules/sandbox/payout-providers.test.ts.
describePayoutProvider('sandbox', sandboxPayoutHarness);
describePayoutProvider('stripe connect (local peer)', stripeConnectPayoutHarness);
