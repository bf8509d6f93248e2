import { CURRENCY_SYMBOL, NUMBER_LOCALE } from './constants';

const rupees = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });

/**
 * A price as the screens show it: 'Rs. 1,800' (product doc §1: 'Rs.' with en-PK grouping).
 * Amounts are whole rupees, so any fraction is rounded to the nearest rupee (DECISIONS).
 */
export function formatPrice(amount: number): string {
  return `${CURRENCY_SYMBOL} ${rupees.format(Math.round(amount) || 0)}`;
}
