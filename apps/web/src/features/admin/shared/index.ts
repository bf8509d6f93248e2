export { AdminPageHeader } from './admin-page-header';
export {
  formatInstant,
  formatLocalDate,
  formatRs,
  formatSlot,
  fullName,
  karachiToday,
  pickerValueOf,
  shiftDate,
} from './format';
export { BookingStatusBadges, PaymentBadge, paymentStatusLabel } from './booking-status-badges';
export { useCourts } from './use-courts';
export { useLiveBookings } from './use-live-bookings';
export { AffectedBookingsDialog } from './affected-bookings-dialog';
export { useAffectedBookings, type AffectedBookings } from './use-affected-bookings';
