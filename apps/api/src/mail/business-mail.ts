import { randomUUID } from 'node:crypto';
import type { AppContext } from '../lib/context';
import { businessSettings, type Database } from '@padel/db';
import { enqueueMessage, mailEntry } from '../lib/outbox';
import { renderMail, type MailContent } from './layout';
import type { MailCalendarEvent, OutgoingMail } from '../lib/mailer';

export const FALLBACK_BUSINESS_NAME = 'Padel Arena';

/** The venue's name as its settings say, for mail headers and signatures. */
export async function loadBusinessName(ctx: { db: Pick<Database, 'select'> }): Promise<string> {
  const [row] = await ctx.db
    .select({ settings: businessSettings.settings })
    .from(businessSettings)
    .limit(1);
  const name = row?.settings.businessName;
  return typeof name === 'string' && name.trim() ? name : FALLBACK_BUSINESS_NAME;
}

export type BusinessMail = Omit<MailContent, 'businessName'> & {
  to: string;
  subject: string;
  icalEvent?: MailCalendarEvent;
};

/** Renders a mail in the venue's layout (HTML and text), ready for the mailer. */
export async function renderBusinessMail(
  ctx: { db: Pick<Database, 'select'> },
  mail: BusinessMail,
): Promise<OutgoingMail> {
  const businessName = await loadBusinessName(ctx);
  const { icalEvent, ...content } = mail;
  const { html, text } = renderMail({ ...content, businessName });
  return {
    to: mail.to,
    subject: `${mail.subject} | ${businessName}`,
    html,
    text,
    ...(mail.code ? { code: mail.code } : {}),
    ...(icalEvent ? { icalEvent } : {}),
  };
}

/** The database, or the transaction of the change that causes a mail. */
export type MailWriter = Pick<Database, 'select' | 'insert'>;

export type MailSender = Pick<AppContext, 'db' | 'clock' | 'outboxWorker'>;

export type QueueOptions = {
  /** Names the mail's cause: a second mail with the same key is never written (lib/outbox). */
  key?: string;
  /**
   * The transaction of the change that causes the mail: the mail is written with it, or not at
   * all. The caller nudges the outbox worker once it has committed.
   */
  tx?: MailWriter;
};

/**
 * Renders a mail in the venue's layout (HTML and text) and writes it to the outbox, whose
 * worker delivers it after the answer and retries it while the mail server refuses it.
 */
export async function sendBusinessMail(
  ctx: MailSender,
  mail: BusinessMail,
  options: QueueOptions = {},
): Promise<void> {
  const db = options.tx ?? ctx.db;
  const rendered = await renderBusinessMail({ db }, mail);
  await enqueueMessage(
    db,
    mailEntry(options.key ?? `mail:${randomUUID()}`, rendered),
    ctx.clock.now(),
  );
  if (!options.tx) ctx.outboxWorker.nudge();
}
