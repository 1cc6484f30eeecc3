/** Who a notification mail goes to, as the users table has them. */
export interface MailRecipient {
  email: string;
  name: string;
  locale: string | null;
}
