import { ENDPOINTS } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** /admin/booking-series: weekly series at the desk (staff and admins, DECISIONS "Series"). */
export function bookingSeriesRoutes({ series: service }: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['admin.bookingSeries.preview'], async ({ body }) => ({
      data: await service.previewSeries(body),
    })),
    route(ENDPOINTS['admin.bookingSeries.create'], async ({ body, req }) => {
      const { answer, message } = await service.createSeries(currentUser(req), body);
      return { data: answer, message };
    }),
    route(ENDPOINTS['admin.bookingSeries.list'], async ({ query }) => ({
      data: await service.listSeries(query.page, query.limit),
    })),
    route(ENDPOINTS['admin.bookingSeries.get'], async ({ params }) => ({
      data: { series: await service.getSeries(params.id) },
    })),
    route(ENDPOINTS['admin.bookingSeries.cancel'], async ({ params, query, req }) => {
      const { answer, message } = await service.cancelSeries(
        currentUser(req),
        params.id,
        query.from,
      );
      return { data: answer, message };
    }),
  ];
}
