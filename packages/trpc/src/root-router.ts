import { adminRouter } from './routers/admin';
import { analyticsRouter } from './routers/analytics';
import { apiKeysRouter } from './routers/api-keys';
import { authRouter } from './routers/auth';
import { bookingsRouter } from './routers/bookings';
import { businessRouter } from './routers/business';
import { courtsRouter } from './routers/courts';
import { holidaysRouter } from './routers/holidays';
import { hoursRouter } from './routers/hours';
import { overridesRouter } from './routers/overrides';
import { paymentsRouter } from './routers/payments';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  courts: courtsRouter,
  bookings: bookingsRouter,
  hours: hoursRouter,
  holidays: holidaysRouter,
  overrides: overridesRouter,
  business: businessRouter,
  payments: paymentsRouter,
  analytics: analyticsRouter,
  admin: adminRouter,
  apiKeys: apiKeysRouter,
});

export type AppRouter = typeof appRouter;
