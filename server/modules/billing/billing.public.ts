/**
 * What other modules may use of billing: the member's plan (and its part of the standing), and the
 * webhook entry the sandbox provider delivers its signed events to.
 */

/** Account deletion: cancels the member's subscriptions at the provider (billing.manifest.ts). */
export { cancelDeletedMemberBilling } from './commands/cancel-and-refund';
export { receiveWebhook } from './commands/receive-webhook';
export { exportMemberPlanSubscriptions } from './member-data';
/** The admins' members filter: holding a plan now, as SQL on the caller's user id. */
export { holdsPlanAt } from './plan-holders';
export { type EffectivePlans, planOf, planStates, planStatusOf } from './premium';
