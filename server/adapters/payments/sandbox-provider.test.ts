import { sandboxHarness } from './payments.test-helpers';
import { describePaymentProvider } from './payments-contract';

// Also run on PostgreSQL from server/modules/sandbox/payment-providers.test.ts.
describePaymentProvider('sandbox', sandboxHarness);
