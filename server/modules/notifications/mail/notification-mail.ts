import type { NotificationPreferences } from '../../../../domain/api/notifications';
import { DEFAULT_LOCALE, isLocale } from '../../../../domain/locales';
import type { NotificationData, NotificationKind } from '../../../../domain/notifications';
import { escapeHtml, fill, oneLine } from '../../../adapters/mail/mail-text';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { buildCommentMail } from './comment-mail';
import type { MailRecipient } from './mail-recipient';
import { NEW_VIDEO_MAIL_TEXTS } from './notification-mail-texts';
import { buildReportReceivedMail } from './report-received-mail';

export type { MailRecipient } from './mail-recipient';

/** The new-upload mail, in the member's language: a link to the watch page, how to stop these mails. */
export function buildNewVideoMail(
  data: NotificationData<'new_video'>,
  to: MailRecipient,
  publicUrl: string,
): MailMessage {
  const texts = NEW_VIDEO_MAIL_TEXTS[isLocale(to.locale) ? to.locale : DEFAULT_LOCALE];
  const watchUrl = `${publicUrl}/watch/${data.videoId}`;
  const settingsUrl = `${publicUrl}/settings`;
  const values = { channel: oneLine(data.channelName), title: oneLine(data.videoTitle), settingsUrl };
  const greeting = fill(texts.greeting, { name: oneLine(to.name) });
  const body = fill(texts.body, values);
  const footer = fill(texts.footer, values);
  // The settings address becomes a link; everything around it is escaped text.
  const footerHtml = fill(texts.footer, { channel: values.channel, title: values.title })
    .split('{{settingsUrl}}')
    .map(escapeHtml)
    .join(`<a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a>`);
  const text = [greeting, '', body, '', `${texts.action} : ${watchUrl}`, '', footer, '', '— Kinora'].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a2e;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#e11d48">Kinora</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(watchUrl)}" style="background:#e11d48;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#666">${footerHtml}</p></body></html>`;
  return { to: to.email, subject: oneLine(fill(texts.subject, values)), text, html };
}

/** A kind that may also go out by email: the preference that opts a member in, and its mail. */
interface NotificationMail<K extends NotificationKind> {
  preference: keyof NotificationPreferences;
  build(data: NotificationData<K>, to: MailRecipient, publicUrl: string): MailMessage;
}

/**
 * The kinds mailed as well as shown in the bell (only to members whose preference is on). Kinds not
 * listed stay in-app; moderation and billing notices will add their entries here.
 */
export const NOTIFICATION_MAILS: { [K in NotificationKind]?: NotificationMail<K> } = {
  new_video: { preference: 'emailNewUploads', build: buildNewVideoMail },
  report_received: { preference: 'emailReports', build: buildReportReceivedMail },
  comment_reply: { preference: 'emailComments', build: buildCommentMail('comment_reply') },
  comment_mention: { preference: 'emailComments', build: buildCommentMail('comment_mention') },
  comment_heart: { preference: 'emailComments', build: buildCommentMail('comment_heart') },
};
