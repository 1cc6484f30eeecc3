/** What other modules may use of the contact module. */
export {
  exportMemberContactMessages,
  purgeContactMessagesJob,
  removeMemberContactMessages,
} from './member-data';
