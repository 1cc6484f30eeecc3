/**
 * What other modules may use of billing: the member's plan, the plan access versions that revoke
 * Premium-dependent playback grants, and the webhook entry the sandbox provider delivers its
 * signed events to.
 */

/** Account deletion: cancels the member's subscriptions at the provider (billing.manifest.ts). */
export { cancelDeletedMemberBilling } from './commands/cancel-and-refund';
export { receiveWebhook } from './commands/receive-webhook';
export { exportMemberPlanSubscriptions } from './member-data';
export {
  announcePlanChange,
  NO_CUSTOMER,
  PLAN_ACCESS_TOPIC,
  PlanAccessVersions,
  readPlanAccessVersion,
} from './plan-access';
export { type EffectivePlans, planOf, planStates, planStatusOf } from './premium';
