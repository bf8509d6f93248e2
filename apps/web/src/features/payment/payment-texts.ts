import { messages } from '../../locales/en/payment.po';
import { defineTexts } from '../../i18n/texts';

/** The payment result pages' texts (success, failed, cancelled, close). */
export const paymentTexts = defineTexts(
  'payment',
  messages,
  () => import('../../locales/ur/payment.po'),
);
