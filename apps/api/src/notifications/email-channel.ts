import {
  sendBookingCancelledMail,
  sendBookingCompletedMail,
  sendBookingConfirmedMail,
  sendBookingReceivedMail,
  sendBookingReminderMail,
} from './booking-emails';
import type { NotificationChannel, NotificationContext } from './notification-types';

/** The booking mails (booking-emails.ts) as a notification channel: every kind, always. */
export function createEmailChannel(ctx: NotificationContext): NotificationChannel {
  const mails = {
    received: sendBookingReceivedMail,
    confirmed: sendBookingConfirmedMail,
    completed: sendBookingCompletedMail,
    cancelled: sendBookingCancelledMail,
    reminder: sendBookingReminderMail,
  };
  return {
    name: 'email',
    accepts: (_kind, view) => Promise.resolve(Boolean(view.customer.email)),
    send: (kind, view) => mails[kind](ctx, view),
  };
}
