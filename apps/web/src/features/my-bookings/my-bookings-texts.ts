import { useLingui } from '@lingui/react';
import { messages } from '../../locales/en/my-bookings.po';
import { defineTexts } from '../../i18n/texts';

/** My Bookings' texts: the list, its cards and dialogs, cancellation and the waitlist section. */
export const myBookingsTexts = defineTexts(
  'my-bookings',
  messages,
  () => import('../../locales/ur/my-bookings.po'),
);

/**
 * A time or price for a string-only prop (a card's fact): in Urdu it is isolated left to right
 * (U+2066 … U+2069, what `<bdi dir="ltr">` does in markup), so '18:00 - 19:00' and 'Rs. 1,800'
 * do not reverse inside right-to-left text. English is left as it is.
 */
export function useLtrText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => (i18n.locale === 'ur' ? `\u2066${text}\u2069` : text);
}
