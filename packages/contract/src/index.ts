// @padel/contract: zod schemas, types, messages, constants, and the endpoint catalogue.
//
// The endpoint catalogue (./endpoints) is `ENDPOINTS`, a plain object keyed by a dotted name
// ('courts.list', 'admin.bookings.setStatus': the domain, then the operation); `ENDPOINT_LIST` is
// the same entries as an array, each with its `name`. An entry (type `Endpoint`) has:
//   method 'get' | 'post' | 'put' | 'patch' | 'delete'; path under /api/v1 with '{param}'s;
//   params, query, body: zod schemas (absent when the call has none); data: the zod schema of
//   `data` in the success envelope {success, message?, data} (null: message only); raw: an answer
//   outside the envelope; status: the success status when not 200; access: 'public' | 'optional'
//   | 'player' | 'staff' | 'admin'; scope: the API-key scope that lets a partner agent call it;
//   tag, summary, description; errors: statuses beyond those access and input imply
//   (errorStatusesOf gives all); upload, form, headers.
// Helper types: EndpointParams<E>, EndpointQuery<E>, EndpointBody<E>, EndpointData<E>,
// EndpointName, NamedEndpoint; helpers: pathParamNames, compareEndpointPaths, errorStatusesOf,
// redactSecretPaths (a URL for a log line).
export * from './messages';
export * from './client-error-messages';
export * from './constants';
export * from './headers';
export * from './native-app';
export * from './fields';
export * from './phone';
export * from './format';
export * from './common';
export * from './entities/user';
export * from './auth';
export * from './entities/court';
export * from './entities/time-slot';
export * from './entities/booking';
export * from './attendance';
export * from './entities/operating-hours';
export * from './entities/holiday';
export * from './entities/court-override';
export * from './entities/business-settings';
export * from './entities/payment-transaction';
export * from './entities/api-key';
export * from './entities/dashboard-stats';
export * from './entities/activity-session';
export * from './entities/contact-form';
export * from './entities/data-deletion-form';
export * from './courts';
export * from './availability';
export * from './bookings';
export * from './hours';
export * from './holidays';
export * from './overrides';
export * from './business';
export * from './payments';
export * from './desk-payments';
export * from './analytics';
export * from './admin';
export * from './api-keys';
export * from './outbox';
export * from './endpoints';
export * from './admin-screens-texts';
export * from './notifications';
export * from './web-page';
export * from './closures';
export * from './booking-series';
export * from './match-texts';
export * from './matches';
export * from './match-result-texts';
export * from './match-results';
export * from './level-texts';
export * from './levels';
export * from './waitlist-texts';
export * from './waitlist';
export * from './language';
export * from './messages-ur';
export * from './client-error-messages-ur';
export * from './message-language';
export * from './matches-ur';
export * from './levels-ur';
export * from './player-app-texts-ur';
