// Dashboard figures (product doc §3 "Dashboard stats"; DECISIONS "Figures").
import { z } from 'zod';
import { DASHBOARD_PERIODS } from '../constants';
import { zLocalDate } from '../fields';

export const ZDashboardPeriod = z.enum(DASHBOARD_PERIODS);

export const ZDashboardStats = z.object({
  period: ZDashboardPeriod,
  totalBookings: z.number().int().min(0),
  /** Rupees from bookings that are paid or completed. */
  totalRevenue: z.number().int().min(0),
  /** Pending or confirmed bookings not yet over. */
  activeBookings: z.number().int().min(0),
  /** Percent, 0 to 100: booked minutes over open court-minutes. */
  courtUtilization: z.number().min(0).max(100),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** One heatmap day: `_id` is the venue-local date. */
export const ZDailyRevenue = z.object({
  _id: zLocalDate,
  revenue: z.number().int().min(0),
});
export type TDailyRevenue = z.infer<typeof ZDailyRevenue>;
