export {
  createBookingChangeHub,
  type BookingChange,
  type BookingChangeHub,
} from './booking-stream';
