import { sql, type SQL } from 'drizzle-orm';
import { courtOverrides, courts, holidays, operatingHours } from '@padel/db';

// The schedule's tables as JSON columns of one statement, for readers that take the schedule
// together with other things in a single round trip (availability's store, the dashboard).

/** The weekly hours: [{ dayOfWeek, isOpen, timeRanges }]. */
export const WEEKLY_HOURS_JSON = sql`(select coalesce(json_agg(json_build_object(
    'dayOfWeek', ${operatingHours.dayOfWeek},
    'isOpen', ${operatingHours.isOpen},
    'timeRanges', ${operatingHours.timeRanges})), '[]'::json)
  from ${operatingHours})`;

/** The holidays where `where` holds: [{ date, isFullDay, openTime, closeTime }]. */
export const holidaysJson = (where: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'date', ${holidays.date},
    'isFullDay', ${holidays.isFullDay},
    'openTime', ${holidays.customOpenTime},
    'closeTime', ${holidays.customCloseTime})), '[]'::json)
  from ${holidays}
  where ${where})`;

/** The court overrides where `where` holds: [{ courtId, date, isAvailable, isFullDay, timeRanges }]. */
export const overridesJson = (where: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'courtId', ${courtOverrides.courtId},
    'date', ${courtOverrides.date},
    'isAvailable', ${courtOverrides.isAvailable},
    'isFullDay', ${courtOverrides.isFullDay},
    'timeRanges', ${courtOverrides.timeRanges})), '[]'::json)
  from ${courtOverrides}
  where ${where})`;

// As an array, the active courts' ids become an index condition on (court_id, date) rather
// than a join the planner may answer by scanning the date's rows of every court.
export const ACTIVE_COURT_IDS = sql`array(select ${courts.id} from ${courts} where ${courts.status} = 'active')`;
