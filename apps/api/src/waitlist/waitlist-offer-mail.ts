import { WHATSAPP_NAME_LEFT_OUT, WHATSAPP_TEMPLATES } from '@padel/contract';
import { formatKarachiTime } from '@padel/domain';
import { users, type Database } from '@padel/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../lib/context';
import { enqueueMessage } from '../lib/outbox';
import { sendBusinessMail } from '../mail/business-mail';
import {
  describeSlot,
  findWhatsAppRecipient,
  toTemplateName,
  toTemplateText,
  whatsappEntry,
} from '../notifications';
import { WAITLIST_MAIL_TEXTS } from './waitlist-mail-texts';

// The news a waiting player gets when their slot frees: a mail (and a WhatsApp message when they
// opted in) with the link that opens the booking form on that slot, written to the outbox in
// the transaction that makes the offer, under a key of its own (once an offer).

type OfferWriter = Pick<Database, 'select' | 'insert'>;
type NotifyContext = Pick<AppContext, 'clock' | 'config' | 'outboxWorker' | 'db'>;

export type WaitlistOffer = {
  entryId: string;
  userId: string;
  court: { id: string; name: string };
  date: string;
  startTime: string;
  endTime: string;
  expiresAt: Date;
};

/** The booking screen on that court, date and time: the form opens on it. */
export function offerLink(ctx: Pick<AppContext, 'config'>, offer: WaitlistOffer): string {
  const query = new URLSearchParams({
    court: offer.court.id,
    date: offer.date,
    start: offer.startTime,
    end: offer.endTime,
  });
  return `${ctx.config.publicWebUrl}/booking?${query.toString()}`;
}

export async function notifyOffer(
  ctx: NotifyContext,
  tx: OfferWriter,
  offer: WaitlistOffer,
): Promise<void> {
  const [player] = await tx
    .select({ firstName: users.firstName, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, offer.userId))
    .limit(1);
  if (!player) return;
  const { language } = player;
  const texts = WAITLIST_MAIL_TEXTS[language];
  const { date, time } = describeSlot(offer, language);
  const until = formatKarachiTime(offer.expiresAt);
  const link = offerLink(ctx, offer);
  if (player.email) {
    await sendBusinessMail(
      ctx,
      {
        to: player.email,
        language,
        subject: texts.subject(offer.court.name, date, offer.startTime),
        heading: texts.heading,
        paragraphs: [
          texts.greeting(player.firstName),
          texts.free({ court: offer.court.name, date, time, until }),
          texts.bookBefore,
        ],
        details: [
          [texts.labels.court, offer.court.name],
          [texts.labels.date, date],
          [texts.labels.time, time],
          [texts.labels.heldUntil, until],
        ],
        action: { label: texts.action, url: link },
      },
      { tx, key: `waitlist:${offer.entryId}:offer:mail` },
    );
  }
  const phone = ctx.config.whatsapp
    ? await findWhatsAppRecipient({ db: tx }, offer.userId)
    : undefined;
  if (phone) {
    const entry = whatsappEntry(`waitlist:${offer.entryId}:offer:whatsapp`, {
      to: phone,
      template: WHATSAPP_TEMPLATES.waitlistSlotFree,
      parameters: [
        toTemplateName(player.firstName, WHATSAPP_NAME_LEFT_OUT[language]),
        toTemplateText(offer.court.name),
        date,
        offer.startTime,
        until,
        link,
      ],
      language,
      userId: offer.userId,
    });
    await enqueueMessage(tx, entry, ctx.clock.now());
  }
}
