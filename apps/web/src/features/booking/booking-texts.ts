import { messages } from '../../locales/en/booking.po';
import { defineTexts } from '../../i18n/texts';

/** The booking flow's texts: the steps, the week strip and slots, the form and its dialogs. */
export const bookingTexts = defineTexts(
  'booking',
  messages,
  () => import('../../locales/ur/booking.po'),
);
