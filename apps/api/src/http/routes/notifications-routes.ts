import type { Request } from 'express';
import { ENDPOINTS, WHATSAPP_SIGNATURE_HEADER } from '@padel/contract';
import { currentUser } from '../guards';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';

/** The exact bytes of a JSON body, kept by the api's body parser for signed webhooks (app.ts). */
export const rawBodyOf = (req: Request) => (req as Request & { rawBody?: Buffer }).rawBody;

/** A player's notification choices and calendar feed; WhatsApp's webhooks. */
export function notificationsRoutes({
  notificationPreferences,
  calendarFeeds,
  whatsappWebhooks,
}: RouteServices): EndpointRoute[] {
  return [
    route(ENDPOINTS['notifications.settings'], async ({ req }) => ({
      data: await notificationPreferences.readSettings(currentUser(req)),
    })),
    route(ENDPOINTS['notifications.updateSettings'], ({ body, req }) =>
      notificationPreferences.updateSettings(currentUser(req), body),
    ),
    route(ENDPOINTS['notifications.confirmWhatsApp'], ({ body, req }) =>
      notificationPreferences.confirmWhatsApp(currentUser(req), body),
    ),
    route(ENDPOINTS['notifications.resetCalendarFeed'], async ({ req }) => ({
      data: await calendarFeeds.resetFeed(currentUser(req)),
      message: 'Your calendar feed has a new address; the previous one no longer works',
    })),
    route(ENDPOINTS['webhooks.whatsappVerify'], ({ query, res }) => {
      res.status(200).type('text/plain').send(whatsappWebhooks.verifySubscription(query));
    }),
    route(ENDPOINTS['webhooks.whatsappEvents'], async ({ req, res }) => {
      const answer = await whatsappWebhooks.receive(
        rawBodyOf(req),
        req.get(WHATSAPP_SIGNATURE_HEADER),
      );
      res.status(200).json(answer);
    }),
  ];
}
