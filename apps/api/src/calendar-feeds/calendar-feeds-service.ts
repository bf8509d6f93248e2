import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { API_BASE_PATH, ENDPOINTS, type TBookingCalendarAnswer } from '@padel/contract';
import { bookings, calendarFeeds } from '@padel/db';
import type { UserRow } from '../users';
import { loadBusinessSettings } from '../business';
import type { AppContext } from '../lib/context';
import { findBookingView, selectBookingViews } from '../bookings';
import { BOOKING_NOT_FOUND } from '../bookings';
import { notFound } from '../lib/errors';
import { bookingsCalendar, googleCalendarUrl, venueDetailsOf } from '../notifications';
import { hashSecret } from '../lib/secret-hash';

export const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';

/** The feed's secret is kept only as its SHA-256 (like refresh tokens and API keys). */

/** How many upcoming bookings a feed lists at most (bookings are 30 days ahead at most). */
const FEED_LIMIT = 200;

export function createCalendarFeedsService(ctx: AppContext) {
  const { db, clock, config } = ctx;

  async function venue() {
    return venueDetailsOf(await loadBusinessSettings(ctx), config.mail.from);
  }

  /** GET /bookings/{id}/calendar: only the booking's own customer (anyone else: 404). */
  async function bookingCalendar(
    user: UserRow,
    bookingId: string,
  ): Promise<TBookingCalendarAnswer> {
    const view = await findBookingView(db, bookingId);
    if (!view || view.booking.userId !== user.id || view.booking.guestCustomer) {
      throw notFound(BOOKING_NOT_FOUND);
    }
    const details = await venue();
    return {
      fileName: `booking-${view.booking.bookingNumber}.ics`,
      ics: bookingsCalendar([view], details, {
        publicWebUrl: config.publicWebUrl,
        name: `${details.name}: ${view.booking.bookingNumber}`,
      }),
      googleCalendarUrl: googleCalendarUrl(view, details),
    };
  }

  /** POST /notifications/calendar-feed: a new secret address; the old one stops working. */
  async function resetFeed(user: UserRow): Promise<{ url: string }> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashSecret(token);
    const now = clock.now();
    await db
      .insert(calendarFeeds)
      .values({ userId: user.id, tokenHash, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
    const path = ENDPOINTS['calendar.feed'].path.replace('{token}', `${token}.ics`);
    return { url: `${config.publicApiUrl}${API_BASE_PATH}${path}` };
  }

  async function feedStatus(userId: string) {
    const [row] = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
      .limit(1);
    return { isActive: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
  }

  /** GET /calendar/feeds/{token}: the player's bookings that stand and have not ended. */
  async function renderFeed(token: string): Promise<string> {
    const [feed] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, hashSecret(token)))
      .limit(1);
    if (!feed) throw notFound(CALENDAR_FEED_NOT_FOUND);
    const views = await selectBookingViews(db)
      .where(
        and(
          eq(bookings.userId, feed.userId),
          isNull(bookings.guestCustomer),
          inArray(bookings.status, ['pending', 'confirmed']),
          gt(bookings.endsAt, clock.now()),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(FEED_LIMIT);
    const details = await venue();
    return bookingsCalendar(views, details, {
      publicWebUrl: config.publicWebUrl,
      name: `${details.name} bookings`,
    });
  }

  return { bookingCalendar, resetFeed, feedStatus, renderFeed };
}

export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
