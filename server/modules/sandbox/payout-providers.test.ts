import {
  sandboxPayoutHarness,
  stripeConnectPayoutHarness,
} from '../../adapters/payouts/payouts.test-helpers';
import { describePayoutProvider } from '../../adapters/payouts/payouts-contract';

// The adapters project runs the payout providers' shared suite on PGlite only (no database setup);
// here it runs on each integration backend, PostgreSQL included.
describePayoutProvider('sandbox', sandboxPayoutHarness);
describePayoutProvider('stripe connect (local peer)', stripeConnectPayoutHarness);
