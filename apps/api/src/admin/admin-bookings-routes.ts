import { Router } from 'express';
import {
  ZAdminBookingListQuery,
  ZAdminBookingStatusRequest,
  ZAdminCreateBookingRequest,
  ZIdParams,
  ZRecentBookingsQuery,
} from '@padel/contract';
import { currentUser, requireAdmin, requireStaff } from '../auth/guards';
import { createBookingsService } from '../bookings/bookings-service';
import type { AppContext } from '../context';
import { sendMessage, sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import { createAdminBookingsService } from './admin-bookings-service';

/**
 * /api/v1/admin/bookings. DECISIONS: staff use the booking screen's calls (list, create,
 * complete, cancel); deleting a booking is for admins only.
 */
export function createAdminBookingsRouter(ctx: AppContext): Router {
  const router = Router();
  const bookingsService = createBookingsService(ctx);
  const service = createAdminBookingsService(ctx, bookingsService);
  const staff = requireStaff();

  router.get('/', staff, async (req, res) => {
    const query = parseQuery(ZAdminBookingListQuery, req);
    sendOk(res, await bookingsService.listBookings(query));
  });

  router.get('/recent', staff, async (req, res) => {
    const { limit } = parseQuery(ZRecentBookingsQuery, req);
    sendOk(res, await service.listRecentBookings(limit));
  });

  router.get('/upcoming', staff, async (req, res) => {
    const { limit } = parseQuery(ZRecentBookingsQuery, req);
    sendOk(res, await service.listUpcomingBookings(limit));
  });

  router.post('/', staff, async (req, res) => {
    const input = parseBody(ZAdminCreateBookingRequest, req);
    const { booking, message } = await service.createAdminBooking(currentUser(req), input);
    sendOk(res, { booking }, message, 201);
  });

  router.patch('/:id/status', staff, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const { status } = parseBody(ZAdminBookingStatusRequest, req);
    const { booking, message } = await bookingsService.changeBookingStatus(currentUser(req), id, {
      status,
    });
    sendOk(res, { booking }, message);
  });

  router.delete('/:id', requireAdmin(), async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendMessage(res, (await service.deleteBooking(id)).message);
  });

  return router;
}
