import { sandboxHarness, stripePeerHarness } from '../../adapters/payments/payments.test-helpers';
import { describePaymentProvider } from '../../adapters/payments/payments-contract';

// The adapters project runs the payment providers' shared suite on PGlite only (it has no database
// setup); here it runs on each integration backend, PostgreSQL included.
describePaymentProvider('sandbox', sandboxHarness);
describePaymentProvider('stripe (local peer)', stripePeerHarness);
