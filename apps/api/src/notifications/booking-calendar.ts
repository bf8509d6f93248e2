// Bookings as calendar events (RFC 5545), made with ical-generator: the invitation a booking
// mail carries, the .ics a player downloads, and each player's private feed.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import type { TBookingStatus, TBusinessSettings } from '@padel/contract';
import type { BookingView } from './notification-types';
import { BOOKING_MAIL_TEXTS } from './booking-mail-texts';

/** What every event says about the venue: its name, address and map link. */
export type VenueDetails = {
  name: string;
  address: string;
  mapUrl: string;
  email: string;
};

export function venueDetailsOf(settings: TBusinessSettings, fallbackEmail: string): VenueDetails {
  const { street, city, state, country, postalCode } = settings.address;
  const address =
    settings.fullAddress.trim() ||
    [street, city, state, postalCode, country]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
  return {
    name: settings.businessName,
    address,
    mapUrl: settings.mapUrl,
    // The organiser of the invitation: the venue's address, else the sender's ('Name <a@b>').
    email: settings.email || (/<([^>]+)>/.exec(fallbackEmail)?.[1] ?? fallbackEmail).trim(),
  };
}

/**
 * A booking's UID never changes, so a calendar replaces (or, with METHOD:CANCEL, removes) the
 * event it already has. The domain part is the web app's host.
 */
export function bookingEventUid(bookingId: string, publicWebUrl: string): string {
  return `booking-${bookingId}@${new URL(publicWebUrl).hostname}`;
}

/**
 * Each status a booking moves to is a later version of its event (a status only moves forward):
 * received 0, confirmed 1, completed or cancelled 2.
 */
const SEQUENCE_OF_STATUS: Record<TBookingStatus, number> = {
  pending: 0,
  confirmed: 1,
  completed: 2,
  cancelled: 2,
};

export const bookingEventSequence = (status: string) =>
  SEQUENCE_OF_STATUS[status as TBookingStatus] ?? 0;

/** The calendar's words in the customer's language (booking-mail-texts). */
const calendarTexts = (view: BookingView) => BOOKING_MAIL_TEXTS[view.language ?? 'en'].calendar;

export function bookingEventTitle(view: BookingView, venue: VenueDetails): string {
  return calendarTexts(view).title(view.court.name, venue.name);
}

export function bookingEventDescription(view: BookingView, venue: VenueDetails): string {
  const { booking, court } = view;
  const texts = calendarTexts(view);
  return [
    texts.booking(booking.bookingNumber),
    texts.court(court.location ? `${court.name} (${court.location})` : court.name),
    `${booking.date}, ${booking.startTime} - ${booking.endTime} (Asia/Karachi)`,
    ...(venue.address ? [texts.address(venue.address)] : []),
    ...(venue.mapUrl ? [texts.map(venue.mapUrl)] : []),
  ].join('\n');
}

export function bookingEventLocation(view: BookingView, venue: VenueDetails): string {
  return [`${venue.name}, ${view.court.name}`, venue.address].filter(Boolean).join(', ');
}

type EventOptions = {
  publicWebUrl: string;
  /** Invitations (mails) name the organiser and the attendee; downloads and feeds do not. */
  isInvitation: boolean;
};

function addBookingEvent(
  calendar: ICalCalendar,
  view: BookingView,
  venue: VenueDetails,
  options: EventOptions,
): void {
  const { booking } = view;
  const isCancelled = booking.status === 'cancelled';
  calendar.createEvent({
    id: bookingEventUid(booking.id, options.publicWebUrl),
    sequence: bookingEventSequence(booking.status),
    stamp: booking.updatedAt,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: bookingEventTitle(view, venue),
    description: bookingEventDescription(view, venue),
    location: {
      title: `${venue.name}, ${view.court.name}`,
      ...(venue.address ? { address: venue.address } : {}),
    },
    url: venue.mapUrl || `${options.publicWebUrl}/my-bookings`,
    status: isCancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === 'confirmed'
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE,
    // An invitation goes by mail, so only to a customer with an e-mail.
    ...(options.isInvitation && view.customer.email
      ? {
          organizer: { name: venue.name, email: venue.email },
          attendees: [
            {
              email: view.customer.email,
              name: `${view.customer.firstName} ${view.customer.lastName}`.trim(),
              role: ICalAttendeeRole.REQ,
              status: isCancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            },
          ],
        }
      : {}),
  });
}

const PROD_ID = { company: 'padel-arena', product: 'bookings', language: 'EN' } as const;

/**
 * The invitation a booking mail carries: METHOD:REQUEST while the booking stands,
 * METHOD:CANCEL (same UID, higher SEQUENCE) once it is cancelled, so calendars remove it.
 */
export function bookingInvitation(
  view: BookingView,
  venue: VenueDetails,
  publicWebUrl: string,
): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method =
    view.booking.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: PROD_ID, method });
  addBookingEvent(calendar, view, venue, { publicWebUrl, isInvitation: true });
  return {
    method: method === ICalCalendarMethod.CANCEL ? 'CANCEL' : 'REQUEST',
    content: calendar.toString(),
  };
}

/** Bookings as a published calendar: one booking's download, or a player's feed. */
export function bookingsCalendar(
  views: BookingView[],
  venue: VenueDetails,
  options: { publicWebUrl: string; name: string },
): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: options.name,
    ttl: 60 * 60,
  });
  for (const view of views) {
    addBookingEvent(calendar, view, venue, {
      publicWebUrl: options.publicWebUrl,
      isInvitation: false,
    });
  }
  return calendar.toString();
}

const googleDate = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A link that opens Google Calendar's new-event page filled with the booking. */
export function googleCalendarUrl(view: BookingView, venue: VenueDetails): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: bookingEventTitle(view, venue),
    dates: `${googleDate(view.booking.startsAt)}/${googleDate(view.booking.endsAt)}`,
    details: bookingEventDescription(view, venue),
    location: bookingEventLocation(view, venue),
    ctz: 'Asia/Karachi',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
