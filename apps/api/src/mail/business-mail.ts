import type { AppContext } from '../lib/context';
import { businessSettings } from '@padel/db';
import { renderMail, type MailContent } from './layout';
import type { MailCalendarEvent, OutgoingMail } from '../lib/mailer';

export const FALLBACK_BUSINESS_NAME = 'Padel Arena';

/** The venue's name as its settings say, for mail headers and signatures. */
export async function loadBusinessName(ctx: Pick<AppContext, 'db'>): Promise<string> {
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
  ctx: Pick<AppContext, 'db'>,
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

/** Renders a mail in the venue's layout (HTML and text) and sends it. */
export async function sendBusinessMail(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  mail: BusinessMail,
): Promise<void> {
  await ctx.mailer.send(await renderBusinessMail(ctx, mail));
}
