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
 * A range of times or levels for a string-only prop (a card's fact): in Urdu it is isolated left
 * to right (U+2066 … U+2069, what `<bdi dir="ltr">` does in markup), so '18:00 - 19:00' do not
 * show their ends swapped inside right-to-left text (a number run, a separator and a number run
 * take the line's direction). English is left as it is.
 */
export function useLtrText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => (i18n.locale === 'ur' ? `\u2066${text}\u2069` : text);
}
