import {
  ARRIVAL_MINUTES_BEFORE,
  formatPrice,
  formatUrduDate,
  type Language,
  type TPaymentMethod,
} from '@padel/contract';
import { formatKarachiDate, karachiInstant } from '@padel/domain';
import type { AppContext } from '../lib/context';
import { loadBusinessSettings } from '../business';
import { bookingInvitation, venueDetailsOf } from './booking-calendar';
import { sendBusinessMail, type BusinessMail, type MailSender } from '../mail/business-mail';
import type { MailCalendarEvent } from '../lib/mailer';
import type { BookingView, NotificationWriter } from './notification-types';
import { BOOKING_MAIL_TEXTS } from './booking-mail-texts';

/** What a booking mail is written from: the database (or the change's transaction) and config. */
type MailContext = {
  db: NotificationWriter;
  config: Pick<AppContext['config'], 'publicWebUrl' | 'mail'>;
};

/** A booking mail before it is addressed: the customer's e-mail is the channel's to add. */
export type BookingMailContent = Omit<BusinessMail, 'to'>;

/** The language of a booking's mails: the customer's, else English. */
const languageOfView = (view: BookingView): Language => view.language ?? 'en';

/**
 * A slot as people read it: the venue-local date ('Thu, 3 Dec 2026'; in Urdu with ur-PK names
 * and Latin digits) and 'HH:MM - HH:MM' (24-hour in both languages: DECISIONS).
 */
export function describeSlot(
  slot: { date: string; startTime: string; endTime: string },
  language: Language = 'en',
) {
  const instant = karachiInstant(slot.date, slot.startTime);
  return {
    date: language === 'ur' ? formatUrduDate(instant) : formatKarachiDate(instant),
    time: `${slot.startTime} - ${slot.endTime}`,
  };
}

function bookingDetails(view: BookingView): Array<[string, string]> {
  const { booking, court } = view;
  const language = languageOfView(view);
  const { labels, paymentMethods } = BOOKING_MAIL_TEXTS[language];
  const { date, time } = describeSlot(booking, language);
  const rows: Array<[string, string]> = [
    [labels.bookingNumber, booking.bookingNumber],
    [labels.court, court.location ? `${court.name} (${court.location})` : court.name],
    [labels.date, date],
    [labels.time, time],
  ];
  if (booking.discount?.applied) {
    rows.push([labels.priceBeforeDiscount, formatPrice(booking.discount.originalPrice)]);
    rows.push([
      labels.discount,
      `${booking.discount.percentage}% (${formatPrice(booking.discount.amount)})`,
    ]);
  }
  rows.push([labels.totalPrice, formatPrice(booking.totalPrice)]);
  rows.push([
    labels.payment,
    paymentMethods[booking.paymentMethod as TPaymentMethod] ?? booking.paymentMethod,
  ]);
  return rows;
}

const myBookingsAction = (ctx: Pick<MailContext, 'config'>, view: BookingView) => ({
  label: BOOKING_MAIL_TEXTS[languageOfView(view)].viewMyBookings,
  url: `${ctx.config.publicWebUrl}/my-bookings`,
});

const greeting = (view: BookingView) =>
  BOOKING_MAIL_TEXTS[languageOfView(view)].greeting(view.customer.firstName);

/**
 * The booking as a calendar invitation: the same UID in every mail of the booking, so a
 * calendar updates its event and, for a cancellation (METHOD:CANCEL), removes it.
 */
export async function bookingMailInvitation(
  ctx: MailContext,
  view: BookingView,
): Promise<MailCalendarEvent> {
  const venue = venueDetailsOf(await loadBusinessSettings(ctx), ctx.config.mail.from);
  const { method, content } = bookingInvitation(view, venue, ctx.config.publicWebUrl);
  return { method, content, filename: `booking-${view.booking.bookingNumber}.ics` };
}

/** The booking code, naming the court, date, time and price it is good for. */
export async function sendBookingCodeMail(
  ctx: MailSender,
  input: {
    to: string;
    firstName: string;
    code: string;
    court: { name: string; location: string };
    date: string;
    startTime: string;
    endTime: string;
    price: number;
    language: Language;
  },
): Promise<void> {
  const { language } = input;
  const texts = BOOKING_MAIL_TEXTS[language];
  const { date, time } = describeSlot(input, language);
  await sendBusinessMail(ctx, {
    to: input.to,
    language,
    subject: texts.bookingCode.subject,
    heading: texts.bookingCode.heading,
    paragraphs: [
      texts.greeting(input.firstName),
      texts.bookingCode.intro({ court: input.court.name, date, time }),
      texts.ignoreIfNotYou,
    ],
    details: [
      [texts.labels.court, input.court.name],
      [texts.labels.date, date],
      [texts.labels.time, time],
      [texts.labels.price, formatPrice(input.price)],
    ],
    code: input.code,
  });
}

/** A new booking, still pending (cash: pay at the venue). */
export async function bookingReceivedMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const isCash = view.booking.paymentMethod === 'cash';
  const language = languageOfView(view);
  const texts = BOOKING_MAIL_TEXTS[language];
  return {
    language,
    subject: texts.received.subject(view.booking.bookingNumber),
    heading: texts.received.heading,
    paragraphs: [
      greeting(view),
      texts.received.pending(view.court.name),
      isCash
        ? texts.received.payAtVenue(formatPrice(view.booking.totalPrice))
        : texts.received.confirmAfterPayment,
      texts.arriveEarly(ARRIVAL_MINUTES_BEFORE),
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx, view),
    icalEvent: await bookingMailInvitation(ctx, view),
  };
}

export async function bookingConfirmedMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const language = languageOfView(view);
  const texts = BOOKING_MAIL_TEXTS[language];
  return {
    language,
    subject: texts.confirmed.subject(view.booking.bookingNumber),
    heading: texts.confirmed.heading,
    paragraphs: [
      greeting(view),
      texts.confirmed.body(view.court.name),
      texts.arriveEarly(ARRIVAL_MINUTES_BEFORE),
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx, view),
    icalEvent: await bookingMailInvitation(ctx, view),
  };
}

export function bookingCompletedMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const language = languageOfView(view);
  const texts = BOOKING_MAIL_TEXTS[language];
  return Promise.resolve({
    language,
    subject: texts.completed.subject,
    heading: texts.completed.heading,
    paragraphs: [greeting(view), texts.completed.body(view.court.name)],
    details: bookingDetails(view),
    action: { label: texts.completed.bookNext, url: `${ctx.config.publicWebUrl}/booking` },
  });
}

export async function bookingCancelledMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const reason = view.booking.cancellationReason;
  const language = languageOfView(view);
  const texts = BOOKING_MAIL_TEXTS[language];
  return {
    language,
    subject: texts.cancelled.subject(view.booking.bookingNumber),
    heading: texts.cancelled.heading,
    paragraphs: [
      greeting(view),
      texts.cancelled.body(view.court.name),
      ...(reason ? [texts.cancelled.reason(reason)] : []),
      texts.cancelled.refundPolicy,
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx, view),
    icalEvent: await bookingMailInvitation(ctx, view),
  };
}

/** The reminder before a booking (REMINDER_MINUTES_BEFORE), while it can still be cancelled. */
export function bookingReminderMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const language = languageOfView(view);
  const texts = BOOKING_MAIL_TEXTS[language];
  const { date, time } = describeSlot(view.booking, language);
  return Promise.resolve({
    language,
    subject: texts.reminder.subject(view.court.name, view.booking.startTime),
    heading: texts.reminder.heading,
    paragraphs: [
      greeting(view),
      texts.reminder.body({ court: view.court.name, date, time }),
      texts.reminder.arriveOrCancel(ARRIVAL_MINUTES_BEFORE),
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx, view),
  });
}

/** The code that confirms a customer's own cancellation. */
export async function sendCancellationCodeMail(
  ctx: MailSender & { config: MailContext['config'] },
  view: BookingView,
  code: string,
): Promise<void> {
  if (!view.customer.email) return;
  const language = languageOfView(view);
  const texts = BOOKING_MAIL_TEXTS[language].cancellationCode;
  const { date, time } = describeSlot(view.booking, language);
  await sendBusinessMail(ctx, {
    to: view.customer.email,
    language,
    subject: texts.subject,
    heading: texts.heading,
    paragraphs: [
      greeting(view),
      texts.intro(view.booking.bookingNumber, { court: view.court.name, date, time }),
      texts.ignore,
    ],
    details: bookingDetails(view),
    code,
  });
}
