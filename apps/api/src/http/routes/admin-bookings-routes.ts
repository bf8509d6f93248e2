import { ENDPOINTS } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/**
 * /admin/bookings. DECISIONS: staff use the booking screen's calls (list, create, complete,
 * cancel); deleting a booking is for admins only.
 */
export function adminBookingsRoutes({
  bookings: bookingsService,
  adminBookings: service,
}: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['admin.bookings.list'], async ({ query }) => ({
      data: await bookingsService.listBookings(query),
    })),
    route(ENDPOINTS['admin.bookings.recent'], async ({ query }) => ({
      data: await service.listRecentBookings(query.limit),
    })),
    route(ENDPOINTS['admin.bookings.upcoming'], async ({ query }) => ({
      data: await service.listUpcomingBookings(query.limit),
    })),
    route(ENDPOINTS['admin.bookings.create'], async ({ body, req }) => {
      const { booking, message } = await service.createAdminBooking(currentUser(req), body);
      return { data: { booking }, message };
    }),
    route(ENDPOINTS['admin.bookings.setStatus'], async ({ params, body, req }) => {
      const { booking, message } = await bookingsService.changeBookingStatus(
        currentUser(req),
        params.id,
        { status: body.status },
      );
      return { data: { booking }, message };
    }),
    route(ENDPOINTS['admin.bookings.checkIn'], async ({ params, req }) => {
      const { booking, message } = await bookingsService.checkIn(currentUser(req), params.id);
      return { data: { booking }, message };
    }),
    route(ENDPOINTS['admin.bookings.noShow'], async ({ params, req }) => {
      const { booking, message } = await bookingsService.markNoShow(currentUser(req), params.id);
      return { data: { booking }, message };
    }),
    route(ENDPOINTS['admin.bookings.clearAttendance'], async ({ params, req }) => {
      const answer = await bookingsService.clearAttendance(currentUser(req), params.id);
      return { data: { booking: answer.booking }, message: answer.message };
    }),
    route(ENDPOINTS['admin.bookings.remove'], async ({ params }) => ({
      message: (await service.deleteBooking(params.id)).message,
    })),
  ];
}
