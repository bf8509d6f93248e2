import { ARRIVAL_MINUTES_BEFORE, formatPrice, type TPaymentMethod } from '@padel/contract';
import { formatKarachiDate, karachiInstant } from '@padel/domain';
import type { AppContext } from '../lib/context';
import { loadBusinessSettings } from '../business';
import { bookingInvitation, venueDetailsOf } from './booking-calendar';
import { sendBusinessMail, type BusinessMail, type MailSender } from '../mail/business-mail';
import type { MailCalendarEvent } from '../lib/mailer';
import type { BookingView, NotificationWriter } from './notification-types';

/** What a booking mail is written from: the database (or the change's transaction) and config. */
type MailContext = {
  db: NotificationWriter;
  config: Pick<AppContext['config'], 'publicWebUrl' | 'mail'>;
};

/** A booking mail before it is addressed: the customer's e-mail is the channel's to add. */
export type BookingMailContent = Omit<BusinessMail, 'to'>;

const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  cash: 'Pay at venue',
  jazzcash_card: 'Card (JazzCash)',
  jazzcash_mwallet: 'JazzCash wallet',
};

/** A slot as people read it: the venue-local date and 'HH:MM - HH:MM'. */
export function describeSlot(slot: { date: string; startTime: string; endTime: string }) {
  return {
    date: formatKarachiDate(karachiInstant(slot.date, slot.startTime)),
    time: `${slot.startTime} - ${slot.endTime}`,
  };
}

function bookingDetails(view: BookingView): Array<[string, string]> {
  const { booking, court } = view;
  const { date, time } = describeSlot(booking);
  const rows: Array<[string, string]> = [
    ['Booking number', booking.bookingNumber],
    ['Court', court.location ? `${court.name} (${court.location})` : court.name],
    ['Date', date],
    ['Time', time],
  ];
  if (booking.discount?.applied) {
    rows.push(['Price before discount', formatPrice(booking.discount.originalPrice)]);
    rows.push([
      'Discount',
      `${booking.discount.percentage}% (${formatPrice(booking.discount.amount)})`,
    ]);
  }
  rows.push(['Total price', formatPrice(booking.totalPrice)]);
  rows.push([
    'Payment',
    PAYMENT_METHOD_LABELS[booking.paymentMethod as TPaymentMethod] ?? booking.paymentMethod,
  ]);
  return rows;
}

const myBookingsAction = (ctx: Pick<MailContext, 'config'>) => ({
  label: 'View my bookings',
  url: `${ctx.config.publicWebUrl}/my-bookings`,
});

const greeting = (view: BookingView) => `Hi ${view.customer.firstName},`;

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
  },
): Promise<void> {
  const { date, time } = describeSlot(input);
  await sendBusinessMail(ctx, {
    to: input.to,
    subject: 'Your booking verification code',
    heading: 'Confirm your court booking',
    paragraphs: [
      `Hi ${input.firstName},`,
      `Use this code to confirm your booking of ${input.court.name} on ${date} at ${time}. It only works for this court and time.`,
      'If you did not ask for this, you can ignore this email.',
    ],
    details: [
      ['Court', input.court.name],
      ['Date', date],
      ['Time', time],
      ['Price', formatPrice(input.price)],
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
  return {
    subject: `Booking received: ${view.booking.bookingNumber}`,
    heading: 'We have received your booking',
    paragraphs: [
      greeting(view),
      `Your booking of ${view.court.name} is pending.`,
      isCash
        ? `Please pay ${formatPrice(view.booking.totalPrice)} at the venue when you arrive.`
        : 'We will confirm it as soon as your payment goes through.',
      `Please arrive ${ARRIVAL_MINUTES_BEFORE} minutes before your booking time.`,
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx),
    icalEvent: await bookingMailInvitation(ctx, view),
  };
}

export async function bookingConfirmedMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  return {
    subject: `Booking confirmed: ${view.booking.bookingNumber}`,
    heading: 'Your booking is confirmed',
    paragraphs: [
      greeting(view),
      `Your booking of ${view.court.name} is confirmed. See you on court!`,
      `Please arrive ${ARRIVAL_MINUTES_BEFORE} minutes before your booking time.`,
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx),
    icalEvent: await bookingMailInvitation(ctx, view),
  };
}

export function bookingCompletedMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  return Promise.resolve({
    subject: 'Thank you for playing with us',
    heading: 'Thank you for playing with us!',
    paragraphs: [
      greeting(view),
      `Thank you for your game on ${view.court.name}. We hope you enjoyed it and look forward to seeing you again soon.`,
    ],
    details: bookingDetails(view),
    action: { label: 'Book your next game', url: `${ctx.config.publicWebUrl}/booking` },
  });
}

export async function bookingCancelledMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const reason = view.booking.cancellationReason;
  return {
    subject: `Booking cancelled: ${view.booking.bookingNumber}`,
    heading: 'Your booking has been cancelled',
    paragraphs: [
      greeting(view),
      `Your booking of ${view.court.name} has been cancelled and the time slot has been released.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      'Any refund follows our refund policy. If you have questions, please contact the venue.',
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx),
    icalEvent: await bookingMailInvitation(ctx, view),
  };
}

/** The reminder before a booking (REMINDER_MINUTES_BEFORE), while it can still be cancelled. */
export function bookingReminderMail(
  ctx: MailContext,
  view: BookingView,
): Promise<BookingMailContent> {
  const { date, time } = describeSlot(view.booking);
  return Promise.resolve({
    subject: `Reminder: ${view.court.name} today at ${view.booking.startTime}`,
    heading: 'See you on court soon',
    paragraphs: [
      greeting(view),
      `This is a reminder of your booking of ${view.court.name} on ${date} at ${time}.`,
      `Please arrive ${ARRIVAL_MINUTES_BEFORE} minutes before your booking time. If you cannot come, please cancel at least 2 hours before the start.`,
    ],
    details: bookingDetails(view),
    action: myBookingsAction(ctx),
  });
}

/** The code that confirms a customer's own cancellation. */
export async function sendCancellationCodeMail(
  ctx: MailSender & { config: MailContext['config'] },
  view: BookingView,
  code: string,
): Promise<void> {
  if (!view.customer.email) return;
  const { date, time } = describeSlot(view.booking);
  await sendBusinessMail(ctx, {
    to: view.customer.email,
    subject: 'Your cancellation verification code',
    heading: 'Confirm your cancellation',
    paragraphs: [
      greeting(view),
      `Use this code to cancel your booking ${view.booking.bookingNumber} of ${view.court.name} on ${date} at ${time}.`,
      'If you did not ask for this, you can ignore this email and your booking stays as it is.',
    ],
    details: bookingDetails(view),
    code,
  });
}
