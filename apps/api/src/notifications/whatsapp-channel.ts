// WhatsApp through the WhatsApp Business Cloud API: template messages (the only kind a business
// may start a conversation with), sent to players who opted in.
import { and, eq } from 'drizzle-orm';
import { WHATSAPP_TEMPLATES, fillWhatsAppTemplate, type TWhatsAppTemplate } from '@padel/contract';
import { notificationPreferences, whatsappMessages } from '@padel/db';
import type { WhatsAppSettings } from '../lib/config';
import type { BookingView } from './notification-types';
import { describeSlot } from './booking-emails';
import { toTemplateName, toTemplateText } from './whatsapp-parameters';
import type {
  BookingNotificationKind,
  NotificationChannel,
  NotificationContext,
} from './notification-types';

/**
 * The template of a notification, if WhatsApp has one. A new pay-at-venue booking is the one
 * the player is told is confirmed (the 'Booking Confirmed!' dialog), so it gets the
 * confirmation; a card or wallet booking gets it once paid.
 */
function templateOf(
  kind: BookingNotificationKind,
  view: BookingView,
): TWhatsAppTemplate | undefined {
  switch (kind) {
    case 'received':
      return view.booking.paymentMethod === 'cash'
        ? WHATSAPP_TEMPLATES.bookingConfirmed
        : undefined;
    case 'confirmed':
      return WHATSAPP_TEMPLATES.bookingConfirmed;
    case 'cancelled':
      return WHATSAPP_TEMPLATES.bookingCancelled;
    case 'reminder':
      return WHATSAPP_TEMPLATES.bookingReminder;
    default:
      return undefined;
  }
}

/**
 * The templates' parameters, in the order of their {{n}}. The first name is a person's own text
 * and the court's name an admin's: neither reaches the template as given (whatsapp-parameters).
 */
export function templateParameters(view: BookingView): string[] {
  const { date, time } = describeSlot(view.booking);
  return [
    toTemplateName(view.customer.firstName),
    view.booking.bookingNumber,
    toTemplateText(view.court.name),
    date,
    time,
  ];
}

/** '+923001234567' as the Cloud API writes a number: digits only, country code first. */
export const toWhatsAppNumber = (phone: string) => phone.replace(/\D/g, '');

export type WhatsAppTemplateMessage = {
  to: string;
  template: TWhatsAppTemplate;
  parameters: string[];
  /** An authentication template's copy-code button carries the code as well. */
  copyCode?: string;
};

/** POST {base}/{phone number id}/messages; answers the message's id (wamid). */
export async function sendWhatsAppTemplate(
  settings: WhatsAppSettings,
  message: WhatsAppTemplateMessage,
): Promise<string> {
  const response = await fetch(
    `${settings.apiBaseUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: toWhatsAppNumber(message.to),
        type: 'template',
        template: {
          name: message.template,
          language: { code: settings.templateLanguage },
          components: [
            {
              type: 'body',
              parameters: message.parameters.map((text) => ({ type: 'text', text })),
            },
            ...(message.copyCode
              ? [
                  {
                    type: 'button',
                    sub_type: 'url',
                    index: '0',
                    parameters: [{ type: 'text', text: message.copyCode }],
                  },
                ]
              : []),
          ],
        },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    },
  );
  const answer = (await response.json().catch(() => null)) as {
    messages?: Array<{ id?: unknown }>;
    error?: { message?: unknown };
  } | null;
  const id = answer?.messages?.[0]?.id;
  if (!response.ok || typeof id !== 'string') {
    const reason = typeof answer?.error?.message === 'string' ? answer.error.message : '';
    throw new Error(`WhatsApp refused the message (${response.status}) ${reason}`.trim());
  }
  return id;
}

/** The phone of a player who opted in with a number they confirmed, or undefined. */
export async function findWhatsAppRecipient(
  ctx: Pick<NotificationContext, 'db'>,
  userId: string,
): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ phone: notificationPreferences.whatsappPhone })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.whatsappOptedIn, true),
        eq(notificationPreferences.whatsappConfirmedPhone, notificationPreferences.whatsappPhone),
      ),
    )
    .limit(1);
  return row?.phone ?? undefined;
}

export function createWhatsAppChannel(
  ctx: NotificationContext,
  settings: WhatsAppSettings,
): NotificationChannel {
  return {
    name: 'whatsapp',
    accepts: async (kind, view) => {
      // A partner agent's booking belongs to the agent's account, not to its guest customer.
      if (!templateOf(kind, view) || view.booking.guestCustomer) return false;
      return (await findWhatsAppRecipient(ctx, view.booking.userId)) !== undefined;
    },
    send: async (kind, view) => {
      const template = templateOf(kind, view);
      const phone = await findWhatsAppRecipient(ctx, view.booking.userId);
      if (!template || !phone) return;
      const parameters = templateParameters(view);
      const id = await sendWhatsAppTemplate(settings, { to: phone, template, parameters });
      const now = ctx.clock.now();
      await ctx.db
        .insert(whatsappMessages)
        .values({
          id,
          userId: view.booking.userId,
          bookingId: view.booking.id,
          phone,
          template,
          body: fillWhatsAppTemplate(template, parameters),
          status: 'sent',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      ctx.logger.info(
        { bookingId: view.booking.id, template, messageId: id },
        'whatsapp message sent',
      );
    },
  };
}
