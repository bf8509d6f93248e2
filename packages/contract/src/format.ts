import { CURRENCY_SYMBOL, NUMBER_LOCALE } from './constants';

// Made on first use, not when a screen's code loads: the first `Intl` object of a page loads its
// locale data, which a phone feels, and most first screens show no price.
let rupees: Intl.NumberFormat | undefined;

/**
 * A price as the screens show it: 'Rs. 1,800' (product doc §1: 'Rs.' with en-PK grouping).
 * Amounts are whole rupees, so any fraction is rounded to the nearest rupee (DECISIONS).
 */
export function formatPrice(amount: number): string {
  rupees ??= new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });
  return `${CURRENCY_SYMBOL} ${rupees.format(Math.round(amount) || 0)}`;
}

// Made on first use: an English page never pays for Urdu's locale data.
let urduDate: Intl.DateTimeFormat | undefined;

/**
 * A Karachi day as an Urdu reader reads it: 'جمعرات، 3 دسمبر، 2026' (DECISIONS "Languages":
 * ur-PK month and weekday names, Latin digits).
 */
export function formatUrduDate(instant: Date): string {
  urduDate ??= new Intl.DateTimeFormat('ur-PK', {
    numberingSystem: 'latn',
    timeZone: 'Asia/Karachi',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return urduDate.format(instant);
}
