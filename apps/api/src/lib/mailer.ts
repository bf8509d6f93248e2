import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-time code carried by the mail; kept in the development outbox for people and tests. */
  code?: string;
  /** A calendar invitation (text/calendar) the mail carries, for calendars to add or remove. */
  icalEvent?: MailCalendarEvent;
  /** The same on every attempt at one message (the outbox's key), so a resend is recognisable. */
  messageId?: string;
};

export type MailCalendarEvent = {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
};

export type CapturedMail = OutgoingMail & { createdAt: string };

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  /** Captured mails, newest first; undefined when real SMTP is used. */
  outbox?: () => CapturedMail[];
};

const OUTBOX_LIMIT = 500;

/**
 * Real SMTP when a URL is configured; otherwise a captured outbox. Either way nodemailer builds
 * the message, so what a person reads in the outbox is what SMTP would have carried.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  now?: () => Date;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  const now = options.now ?? (() => new Date());
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const captured: CapturedMail[] = [];
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
      captured.unshift({ ...mail, createdAt: now().toISOString() });
      if (captured.length > OUTBOX_LIMIT) captured.length = OUTBOX_LIMIT;
      // Never the code: a one-time code is read from the outbox (loopback only), not the log.
      logger.info({ mailTo: mail.to, subject: mail.subject }, 'mail captured in outbox');
    },
    outbox: () => captured.slice(),
  };
}
