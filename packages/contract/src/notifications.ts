import { z } from 'zod';
import { zOtp, zPhone } from './fields';
import { normalizePakistaniPhone } from './phone';
import type { Language } from './language';

// Calendar files and feeds, WhatsApp notifications and their webhooks.

/** GET /bookings/{id}/calendar: the booking as an .ics file and as a Google Calendar link. */
export const ZBookingCalendarAnswer = z.object({
  fileName: z.string(),
  ics: z.string(),
  googleCalendarUrl: z.url(),
});
export type TBookingCalendarAnswer = z.infer<typeof ZBookingCalendarAnswer>;

/** A feed's secret: 32 random bytes in base64url; calendar apps may add '.ics'. */
export const ZCalendarFeedParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, 'Calendar feed not found')
    .transform((value) => value.replace(/\.ics$/, '')),
});

/** The feed's address, shown once when it is made or reset (only a hash of it is kept). */
export const ZCalendarFeedAnswer = z.object({ url: z.url() });
export type TCalendarFeedAnswer = z.infer<typeof ZCalendarFeedAnswer>;

export const ZNotificationSettingsAnswer = z.object({
  /** Whether the venue sends WhatsApp messages at all. */
  whatsappAvailable: z.boolean(),
  whatsappOptIn: z.boolean(),
  /** '' when none was given. */
  whatsappPhone: z.string(),
  /**
   * Whether the owner of `whatsappPhone` confirmed it with the code sent there; messages go only
   * while opted in and confirmed.
   */
  whatsappConfirmed: z.boolean(),
  calendarFeed: z.object({
    isActive: z.boolean(),
    createdAt: z.string().nullable(),
  }),
});
export type TNotificationSettingsAnswer = z.infer<typeof ZNotificationSettingsAnswer>;

export const WHATSAPP_PHONE_REQUIRED = 'Enter the phone number for WhatsApp messages';

/** PUT /notifications/settings: opting in needs a phone number (+92 and 10 digits). */
export const ZUpdateNotificationSettingsRequest = z
  .object({
    whatsappOptIn: z.boolean(),
    whatsappPhone: z
      .string()
      .trim()
      .max(30)
      .optional()
      .transform((value) => (value && value !== '+92' ? value : undefined)),
  })
  .superRefine((value, ctx) => {
    if (!value.whatsappPhone) {
      if (value.whatsappOptIn) {
        ctx.addIssue({ code: 'custom', path: ['whatsappPhone'], message: WHATSAPP_PHONE_REQUIRED });
      }
      return;
    }
    const phone = zPhone.safeParse(value.whatsappPhone);
    if (!phone.success) {
      for (const issue of phone.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['whatsappPhone'], message: issue.message });
      }
    }
  })
  // Stored as '+92' and 10 digits, however it was written.
  .transform((value) => ({
    ...value,
    whatsappPhone:
      value.whatsappPhone && (normalizePakistaniPhone(value.whatsappPhone) ?? undefined),
  }));
export type TUpdateNotificationSettingsRequest = z.input<typeof ZUpdateNotificationSettingsRequest>;

/** POST /notifications/whatsapp/confirm: the 6-digit code sent to the number on WhatsApp. */
export const ZConfirmWhatsAppRequest = z.object({ code: zOtp() });
export type TConfirmWhatsAppRequest = z.infer<typeof ZConfirmWhatsAppRequest>;

export { WHATSAPP_SETTINGS_MESSAGES } from './player-app-texts';

/** The Cloud API's subscription handshake (GET on the webhook address). */
export const ZWhatsAppVerifyQuery = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(200),
  'hub.challenge': z.string().min(1).max(200),
});

/** The header that carries the HMAC-SHA256 of a webhook's body with the app secret. */
export const WHATSAPP_SIGNATURE_HEADER = 'X-Hub-Signature-256';

/** The parts of a Cloud API webhook the venue reads: delivery statuses and inbound texts. */
export const ZWhatsAppWebhook = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                statuses: z
                  .array(
                    z.object({
                      id: z.string().max(200),
                      status: z.string().max(40),
                      recipient_id: z.string().max(40).optional(),
                    }),
                  )
                  .max(1000)
                  .optional(),
                messages: z
                  .array(
                    z.object({
                      from: z.string().max(40),
                      type: z.string().max(40),
                      text: z.object({ body: z.string().max(4096) }).optional(),
                      button: z.object({ text: z.string().max(200) }).optional(),
                    }),
                  )
                  .max(1000)
                  .optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type TWhatsAppWebhook = z.infer<typeof ZWhatsAppWebhook>;

/** The message templates the venue registers with WhatsApp. */
export const WHATSAPP_TEMPLATES = {
  bookingConfirmed: 'booking_confirmed',
  bookingCancelled: 'booking_cancelled',
  bookingReminder: 'booking_reminder',
  /** A waiting player's slot freed and is held for them (the waitlist). */
  waitlistSlotFree: 'waitlist_slot_free',
  /** An authentication template: the code that confirms a number (with a copy-code button). */
  numberCode: 'number_confirmation_code',
} as const;
export type TWhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[keyof typeof WHATSAPP_TEMPLATES];

/** A reminder goes out this long before a confirmed booking (before the 2-hour cancellation cut-off). */
export const REMINDER_MINUTES_BEFORE = 180;

/**
 * The templates' bodies as registered with WhatsApp ({{n}} is the n-th parameter). The api sends
 * only the name and the parameters; these texts are what the player reads, shown as such by the
 * development outbox and the local sandbox.
 */
export const WHATSAPP_TEMPLATE_TEXTS: Record<TWhatsAppTemplate, string> = {
  booking_confirmed:
    'Hi {{1}}, your booking {{2}} of {{3}} on {{4}} at {{5}} is confirmed. See you on court!',
  booking_cancelled:
    'Hi {{1}}, your booking {{2}} of {{3}} on {{4}} at {{5}} has been cancelled and the slot released.',
  booking_reminder:
    'Hi {{1}}, a reminder of your booking {{2}}: {{3}} on {{4}} at {{5}}. If you cannot come, please cancel at least 2 hours before the start.',
  waitlist_slot_free:
    'Hi {{1}}, {{2}} is free on {{3}} at {{4}} and held for you until {{5}}. Book it here: {{6}}',
  // WhatsApp writes an authentication template's text itself (only the code is ours).
  number_confirmation_code:
    '{{1}} is your verification code. For your security, do not share this code. This code expires in 5 minutes.',
};

/**
 * The Urdu templates, registered under the same names with the language code `ur` (translators:
 * keep every {{n}}; a changed text must be registered with WhatsApp again before it is sent).
 */
export const WHATSAPP_TEMPLATE_TEXTS_UR: Record<TWhatsAppTemplate, string> = {
  booking_confirmed:
    'السلام علیکم {{1}}، {{4}} کو {{5}} بجے {{3}} کی آپ کی بکنگ {{2}} کی تصدیق ہو گئی ہے۔ کورٹ پر ملاقات ہو گی!',
  booking_cancelled:
    'السلام علیکم {{1}}، {{4}} کو {{5}} بجے {{3}} کی آپ کی بکنگ {{2}} منسوخ کر دی گئی ہے اور یہ وقت دوسروں کے لیے کھول دیا گیا ہے۔',
  booking_reminder:
    'السلام علیکم {{1}}، آپ کی بکنگ {{2}} کی یاد دہانی: {{4}} کو {{5}} بجے {{3}}۔ اگر آپ نہ آ سکیں تو براہِ کرم شروع ہونے سے کم از کم 2 گھنٹے پہلے بکنگ منسوخ کر دیں۔',
  waitlist_slot_free:
    'السلام علیکم {{1}}، {{3}} کو {{4}} بجے {{2}} خالی ہو گیا ہے اور {{5}} تک آپ کے لیے رکھا گیا ہے۔ یہاں بک کریں: {{6}}',
  number_confirmation_code:
    '{{1}} آپ کا تصدیقی کوڈ ہے۔ اپنی حفاظت کے لیے یہ کوڈ کسی کو نہ بتائیں۔ یہ کوڈ 5 منٹ میں ختم ہو جائے گا۔',
};

/** Each language's template bodies. */
export const WHATSAPP_TEMPLATE_TEXTS_BY_LANGUAGE: Record<
  Language,
  Record<TWhatsAppTemplate, string>
> = { en: WHATSAPP_TEMPLATE_TEXTS, ur: WHATSAPP_TEMPLATE_TEXTS_UR };

/** Said in a template's salutation in place of a name that cannot be used as given. */
export const WHATSAPP_NAME_LEFT_OUT: Record<Language, string> = { en: 'there', ur: 'محترم کھلاڑی' };

/** A template's body with its parameters filled in, in the language it was sent in. */
export function fillWhatsAppTemplate(
  template: string,
  parameters: readonly string[],
  language: Language = 'en',
): string {
  const text =
    WHATSAPP_TEMPLATE_TEXTS_BY_LANGUAGE[language][template as TWhatsAppTemplate] ?? template;
  return text.replace(
    /\{\{(\d+)\}\}/g,
    (whole, index: string) => parameters[Number(index) - 1] ?? whole,
  );
}

/** A message body that opts its sender out of WhatsApp messages (the Cloud API's usual words). */
export const isWhatsAppOptOut = (text: string) =>
  /^\s*(stop|unsubscribe|stop all|opt out|optout)\s*[.!]?\s*$/i.test(text);
