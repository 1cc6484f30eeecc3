/** What other modules may use of the mail module: queuing a message. */
export { sendMailJob } from './jobs/send-mail.job';
