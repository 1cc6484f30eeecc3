/** What other modules use of the audit log: appending their admin actions in their transaction. */
export { type AdminAction, recordAdminAction } from './audit.repository';
