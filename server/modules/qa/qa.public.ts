/** What other modules may use of the QA module. */
export { exportMemberQaFeedback, purgeQaFeedbackJob, removeMemberQaFeedback } from './member-data';
