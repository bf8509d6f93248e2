// WhatsApp through the WhatsApp Business Cloud API: template messages (the only kind a business
// may start a conversation with), sent to players who opted in.
import { and, eq } from 'drizzle-orm';
import {
  WHATSAPP_NAME_LEFT_OUT,
  WHATSAPP_TEMPLATES,
  fillWhatsAppTemplate,
  type Language,
  type TWhatsAppTemplate,
} from '@padel/contract';
import { notificationPreferences, whatsappMessages, type Database } from '@padel/db';
import type { Logger } from 'pino';
import type { WhatsAppSettings } from '../lib/config';
import { DeliveryError, type Deliverer, type OutboxEntry } from '../lib/outbox';
import { describeSlot } from './booking-emails';
import { toTemplateName, toTemplateText } from './whatsapp-parameters';
import {
  bookingMessageKey,
  type BookingNotificationKind,
  type BookingView,
  type NotificationChannel,
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
  const language = view.language ?? 'en';
  const { date, time } = describeSlot(view.booking, language);
  return [
    toTemplateName(view.customer.firstName, WHATSAPP_NAME_LEFT_OUT[language]),
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
  /** The template's language: the recipient's (English when absent, as before languages). */
  language?: Language;
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
          language: { code: settings.templateLanguages[message.language ?? 'en'] },
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
    throw new DeliveryError(
      `WhatsApp refused the message (${response.status}) ${reason}`.trim(),
      failureKindOf(response.status),
    );
  }
  return id;
}

/**
 * How a refusal of the Cloud API is treated: too many requests and its own errors (5xx) pass;
 * a refused token or permission (401, 403) refuses every message until someone fixes it, so it
 * is an outage of the channel; any other refusal (a number that is not on WhatsApp, a template
 * it does not know) is this message's, for good.
 */
function failureKindOf(status: number): 'permanent' | 'temporary' | 'outage' {
  if (status === 429 || status >= 500 || status < 400) return 'temporary';
  if (status === 401 || status === 403) return 'outage';
  return 'permanent';
}

/** The phone of a player who opted in with a number they confirmed, or undefined. */
export async function findWhatsAppRecipient(
  ctx: { db: Pick<Database, 'select'> },
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

/** A template message as the outbox keeps it, until the worker hands it to the Cloud API. */
export type WhatsAppPayload = {
  to: string;
  template: TWhatsAppTemplate;
  parameters: string[];
  copyCode?: string;
  /** The recipient's language: the template is sent in it (English when absent). */
  language?: Language;
  userId: string;
  bookingId?: string;
  /** What whatsapp_messages keeps instead of `parameters` (a code stays out of it). */
  storedParameters?: string[];
};

/** A template message as an outbox entry. */
export const whatsappEntry = (key: string, payload: WhatsAppPayload): OutboxEntry => ({
  key,
  channel: 'whatsapp',
  recipient: payload.to,
  template: payload.template,
  payload,
});

export function createWhatsAppChannel(settings: WhatsAppSettings): NotificationChannel {
  void settings;
  return {
    name: 'whatsapp',
    message: async (kind, view, db) => {
      const template = templateOf(kind, view);
      // A partner agent's booking belongs to the agent's account, not to its guest customer.
      if (!template || view.booking.guestCustomer) return undefined;
      const phone = await findWhatsAppRecipient({ db }, view.booking.userId);
      if (!phone) return undefined;
      return whatsappEntry(bookingMessageKey(kind, view, 'whatsapp'), {
        to: phone,
        template,
        parameters: templateParameters(view),
        language: view.language ?? 'en',
        userId: view.booking.userId,
        bookingId: view.booking.id,
      });
    },
  };
}

/**
 * WhatsApp from the outbox: the template message sent, then kept in whatsapp_messages (the
 * delivery statuses the webhook reports are matched to it by its id).
 */
export function whatsappDeliverer(options: {
  db: Pick<Database, 'insert'>;
  settings: WhatsAppSettings;
  now: () => Date;
  logger: Logger;
}): Deliverer {
  return async (row) => {
    const message = row.payload as unknown as WhatsAppPayload;
    const id = await sendWhatsAppTemplate(options.settings, message);
    const now = options.now();
    await options.db
      .insert(whatsappMessages)
      .values({
        id,
        userId: message.userId,
        bookingId: message.bookingId ?? null,
        phone: message.to,
        template: message.template,
        body: fillWhatsAppTemplate(
          message.template,
          message.storedParameters ?? message.parameters,
          message.language,
        ),
        status: 'sent',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    options.logger.info(
      { bookingId: message.bookingId, template: message.template, messageId: id },
      'whatsapp message sent',
    );
  };
}
