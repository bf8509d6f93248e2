import { formatPrice, type TBooking } from '@padel/contract';

/**
 * DECISIONS (desk payments): a part-paid booking keeps paymentStatus pending and shows
 * "Part paid Rs. 900 of Rs. 1,800".
 */
export function paidLabel(booking: Pick<TBooking, 'amountPaid' | 'amountDue' | 'totalPrice'>) {
  if (booking.amountDue === 0 && booking.amountPaid > 0)
    return `Paid ${formatPrice(booking.amountPaid)}`;
  if (booking.amountPaid > 0) {
    return `Part paid ${formatPrice(booking.amountPaid)} of ${formatPrice(booking.totalPrice)}`;
  }
  return null;
}

/** The calendar block's money line: what is paid and what is still due. */
export function paidDueText(booking: Pick<TBooking, 'amountPaid' | 'amountDue'>): string {
  if (booking.amountDue === 0)
    return booking.amountPaid > 0 ? `Paid ${formatPrice(booking.amountPaid)}` : '';
  return `Paid ${formatPrice(booking.amountPaid)} · Due ${formatPrice(booking.amountDue)}`;
}
