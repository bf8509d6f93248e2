import { Text } from '@mantine/core';
import type { TCourt } from '@padel/contract';
import { priceBooking } from '@padel/domain';
import { formatRs } from '../shared';
import type { WizardDetails } from './wizard-state';

/**
 * What the booking will cost and how it is paid, shown before Create Booking: the price the api
 * will charge (the domain's pricing, with the larger discount) and cash at the venue.
 */
export function WizardPriceSummary({
  court,
  details,
}: {
  court: TCourt | undefined;
  details: WizardDetails;
}) {
  if (!court || !details.slot) return null;
  const { price, discount } = priceBooking({
    court,
    startTime: details.slot.startTime,
    durationMinutes: details.duration,
  });
  return (
    <Text size="sm" data-testid="wizard-price">
      Price: <strong>{formatRs(price)}</strong>
      {discount.hasDiscount
        ? ` (${discount.discountPercentage}% off ${formatRs(discount.originalPrice)})`
        : ''}
      {' · '}Payment: Cash at the venue
    </Text>
  );
}
