import { Badge, VisuallyHidden, type BadgeProps, type MantineColor } from '@mantine/core';
import type { TBookingStatus, TPaymentStatus } from '@padel/contract';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

export type BadgeStatus = TBookingStatus | TPaymentStatus;

// Spec badge mapping: confirmed=success, pending=warning, cancelled=error.
const STATUS_COLORS: Record<BadgeStatus, MantineColor> = {
  confirmed: 'green',
  pending: 'yellow',
  cancelled: 'red',
  completed: 'blue',
  paid: 'green',
  refunded: 'gray',
  failed: 'red',
};

export function statusBadgeColor(status: BadgeStatus): MantineColor {
  return STATUS_COLORS[status];
}

/**
 * A booking's status as a coloured badge. A screen reader hears what the badge is about
 * ('Booking status: Confirmed'), which the eye takes from its colour and place.
 */
export function StatusBadge({
  status,
  ...props
}: { status: BadgeStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const t = useTexts(componentsTexts);
  return (
    <Badge color={statusBadgeColor(status)} variant="filled" autoContrast {...props}>
      <VisuallyHidden>{t('components.bookingStatus')} </VisuallyHidden>
      <span>{t(`components.status.${status}`)}</span>
    </Badge>
  );
}
