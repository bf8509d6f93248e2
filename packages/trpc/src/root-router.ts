import { ENDPOINTS, type EndpointName } from '@padel/contract';
import { nest } from './nest';
import { passThrough, type PassThroughProcedure } from './catalogue-procedures';
import { authProcedures } from './routers/auth';
import { bookingProcedures } from './routers/bookings';
import { courtProcedures } from './routers/courts';
import { paymentProcedures } from './routers/payments';
import { deskPaymentProcedures } from './routers/desk-payments';
import { matchProcedures } from './routers/matches';
import { router, type RouterOptions } from './trpc';

/** Procedures the gateway writes itself, where it adds to the call (keyed by procedure name). */
const handWrittenProcedures = (options: RouterOptions) => ({
  ...authProcedures,
  ...bookingProcedures,
  ...courtProcedures(options),
  ...paymentProcedures(options),
  ...deskPaymentProcedures(options),
  ...matchProcedures,
});
type HandWritten = ReturnType<typeof handWrittenProcedures>;

/** Catalogue entries that have no procedure, and why. */
export const WITHOUT_PROCEDURE = {
  'service.health': 'the gateway answers its own /health',
  'service.ready': 'each api instance answers its own readiness to the load balancer',
  'service.openApi': 'partner developers read the reference from the api itself',
  'service.docs': 'partner developers read the reference from the api itself',
  'service.docsScript': 'the reference page loads its script from the api itself',
  'auth.oauthRequest':
    'a browser navigation, relayed by the gateway at /api/v1/auth/{provider}/request',
  'auth.oauthCallback':
    'the provider sends the browser back to the callback, relayed by the gateway at /api/v1/auth/{provider}/callback',
  'auth.oauthCallbackPost':
    'Apple posts the browser back to the callback, relayed by the gateway at /api/v1/auth/{provider}/callback',
  'business.uploadLogo': 'a multipart upload, relayed by the gateway at /upload/logo',
  'business.uploadFavicon': 'a multipart upload, relayed by the gateway at /upload/favicon',
  'admin.courts.uploadImage':
    'a multipart upload, relayed by the gateway at /upload/court-image/{id}',
  'payments.jazzCashReturn': "JazzCash posts the customer's browser to the api's return address",
  'calendar.feed': "calendar apps fetch a player's feed from the api's own public address",
  'webhooks.whatsappVerify': 'WhatsApp calls the api directly',
  'webhooks.whatsappEvents': 'WhatsApp calls the api directly',
} as const satisfies Partial<Record<EndpointName, string>>;

type PassThroughName = Exclude<EndpointName, keyof typeof WITHOUT_PROCEDURE | keyof HandWritten>;
type PassThroughs = { [N in PassThroughName]: PassThroughProcedure<N> };

/** One procedure for every catalogue entry that is neither hand-written nor without one. */
function passThroughs(handWritten: HandWritten, options: RouterOptions): PassThroughs {
  const skipped = new Set<string>([...Object.keys(WITHOUT_PROCEDURE), ...Object.keys(handWritten)]);
  const procedures: Record<string, unknown> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    if (skipped.has(name)) continue;
    procedures[name] = passThrough(name, options);
  }
  return procedures as PassThroughs;
}

/** The router the gateway hosts, built once at its start with the gateway's options. */
export function createAppRouter(options: RouterOptions) {
  const handWritten = handWrittenProcedures(options);
  return router(nest({ ...passThroughs(handWritten, options), ...handWritten }));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
