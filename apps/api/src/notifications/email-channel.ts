import { mailEntry } from '../lib/outbox';
import { renderBusinessMail } from '../mail/business-mail';
import {
  bookingCancelledMail,
  bookingCompletedMail,
  bookingConfirmedMail,
  bookingReceivedMail,
  bookingReminderMail,
} from './booking-emails';
import {
  bookingMessageKey,
  type NotificationChannel,
  type NotificationContext,
} from './notification-types';

const MAILS = {
  received: bookingReceivedMail,
  confirmed: bookingConfirmedMail,
  completed: bookingCompletedMail,
  cancelled: bookingCancelledMail,
  reminder: bookingReminderMail,
};

/** The booking mails (booking-emails.ts) as a notification channel: every kind, always. */
export function createEmailChannel(ctx: NotificationContext): NotificationChannel {
  return {
    name: 'email',
    message: async (kind, view, db) => {
      // A walk-in registered without an e-mail is mailed nothing: there is nobody to mail.
      const to = view.customer.email;
      if (!to) return undefined;
      const content = await MAILS[kind]({ db, config: ctx.config }, view);
      const rendered = await renderBusinessMail({ db }, { to, ...content });
      return mailEntry(bookingMessageKey(kind, view, 'email'), rendered);
    },
  };
}
