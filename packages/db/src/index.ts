// @padel/db: the drizzle schema, the migrations (one folder for PGlite and PostgreSQL) and the
// row types. `openDatabase` opens either engine and runs the same migrations on both.
import type {
  activities,
  activitySessions,
  apiKeys,
  bookingEvents,
  bookings,
  courtOverrides,
  courts,
  holidays,
  idempotencyKeys,
  operatingHours,
  paymentTransactions,
  slotClaims,
  userChanges,
  users,
} from './schema';

export * from './schema';
export {
  inProcessListen,
  listenForChanges,
  openDatabase,
  type ChangeListener,
  type Database,
  type DatabaseEngine,
  type DatabaseHandle,
  type DatabaseOptions,
  type Listen,
} from './client';

export type UserRow = typeof users.$inferSelect;
export type UserChangeRow = typeof userChanges.$inferSelect;
export type CourtRow = typeof courts.$inferSelect;
export type NewCourtRow = typeof courts.$inferInsert;
export type OperatingHoursRow = typeof operatingHours.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
export type CourtOverrideRow = typeof courtOverrides.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type SlotClaimRow = typeof slotClaims.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type ActivitySessionRow = typeof activitySessions.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
