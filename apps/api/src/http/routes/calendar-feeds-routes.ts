import { ENDPOINTS } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** A booking's .ics, and each player's private feed (its secret address is the only key). */
export function calendarFeedsRoutes({ calendarFeeds: calendar }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['bookings.calendar'], async ({ params, req }) => ({
      data: await calendar.bookingCalendar(currentUser(req), params.id),
    })),
    route(ENDPOINTS['calendar.feed'], async ({ params, res }) => {
      const ics = await calendar.renderFeed(params.token);
      res
        .status(200)
        .set({
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="bookings.ics"',
          // The address is a secret: no shared cache keeps the player's bookings.
          'cache-control': 'private, max-age=300',
          'referrer-policy': 'no-referrer',
        })
        .send(ics);
    }),
  ];
}
