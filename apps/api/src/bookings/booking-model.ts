// The bookings domain's shared words: its messages and the shapes its operations take and give.
import {
  SUCCESS_MESSAGES,
  type TBooking,
  type TJazzCashRedirect,
  type TPagination,
  type TPaymentMethod,
  COURT_MESSAGES,
} from '@padel/contract';
import type { GuestCustomer } from '@padel/db';
import type { UserRow } from '../users';
import type { TemporaryUserInput } from '../users';
import type { PaymentDetails } from './payment-flows';

export const BOOKING_MESSAGES = {
  created: 'Booking created successfully!',
  codeSent: SUCCESS_MESSAGES.verificationCodeSent,
  cancelled: SUCCESS_MESSAGES.bookingCancelled,
  courtNotFound: COURT_MESSAGES.notFound,
  userNotFound: 'User not found',
  outsideWindow: 'Bookings can be made from today up to 30 days ahead',
  maintenanceFallback:
    'We are currently under maintenance. New bookings are paused; please try again later.',
  customerCancelNote: 'Cancelled by the customer',
  agentNeedsCustomer:
    'Partner agents book for a named customer: give customer {firstName, lastName, email, phone}',
  agentPaysAtVenue: 'Partner agents book with pay at venue (paymentMethod cash)',
} as const;

/** A partner agent's request: what it may see and change is what its API key created. */
export type AgentScope = { apiKeyId: string };

/** Where a booking came from; kept on the row for the venue's figures. */
export type BookingSource = 'web' | 'staff' | 'admin' | 'agent';

/** Whose booking it is: an existing account, or an invited person created with the booking. */
export type BookingOwner =
  { kind: 'user'; user: UserRow } | { kind: 'temporary'; details: TemporaryUserInput };

export type CreateBookingInput = {
  owner: BookingOwner;
  /** Who makes it: the customer, staff, an admin or an agent. */
  actor: UserRow;
  courtId: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  paymentMethod: TPaymentMethod;
  payer?: PaymentDetails;
  source: BookingSource;
  notes?: string | null | undefined;
  specialRequests?: string | null | undefined;
  apiKeyId?: string | null;
  /** A partner agent's customer, kept on the booking as the agent named them. */
  guestCustomer?: GuestCustomer | null;
  mobileApp?: boolean;
  /** The weekly series this booking is an occurrence of (DECISIONS: series). */
  seriesId?: string | null;
  /** How many days ahead the date may be: the 30-day window unless a series reaches further. */
  windowDays?: number;
  /** Spends the customer's booking code; runs after every check that needs no code. */
  spendCode?: () => Promise<void>;
};

export type CreatedBooking = { booking: TBooking; jazzResp?: TJazzCashRedirect };

export type BookingList = { bookings: TBooking[]; pagination: TPagination };
