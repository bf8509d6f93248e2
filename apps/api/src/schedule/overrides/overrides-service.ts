import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  MINUTES_PER_DAY,
  formatMinuteRange,
  resolveOpenRanges,
  type CourtStatus,
} from '@padel/domain';
import {
  OVERRIDE_MESSAGES,
  type TCourtOverride,
  type TCourtOverrideCheckAnswer,
  type TCourtOverrideInput,
  type TCourtOverrideListQuery,
} from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { courtOverrides, courts } from '@padel/db';
import { notFound } from '../../lib/errors';

type OverrideRow = typeof courtOverrides.$inferSelect;
type CourtRef = { id: string; name: string };
type OverrideWithCourt = { override: OverrideRow; court: CourtRef };

/** An override as the answers carry it, with its court expanded to {_id, name}. */
export function toCourtOverrideDto({ override, court }: OverrideWithCourt): TCourtOverride {
  return {
    _id: override.id,
    id: override.id,
    date: override.date,
    court: { _id: court.id, name: court.name },
    reason: override.reason,
    isAvailable: override.isAvailable,
    isFullDay: override.isFullDay,
    timeRanges: override.timeRanges.map(({ startTime, endTime }) => ({ startTime, endTime })),
  };
}

const toColumns = (input: TCourtOverrideInput) => ({
  courtId: input.court,
  date: input.date,
  reason: input.reason,
  isAvailable: input.isAvailable,
  isFullDay: input.isFullDay,
  timeRanges: input.timeRanges,
});

export function createOverridesService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  /** Overrides with their court, in date order, then the courts' own order, then creation. */
  async function selectOverrides(...filters: (SQL | undefined)[]): Promise<TCourtOverride[]> {
    const rows = await db
      .select({ override: courtOverrides, court: { id: courts.id, name: courts.name } })
      .from(courtOverrides)
      .innerJoin(courts, eq(courts.id, courtOverrides.courtId))
      .where(and(...filters))
      .orderBy(
        asc(courtOverrides.date),
        asc(courts.sortOrder),
        asc(courts.name),
        asc(courtOverrides.createdAt),
        asc(courtOverrides.id),
      );
    return rows.map(toCourtOverrideDto);
  }

  async function findCourt(courtId: string) {
    const [court] = await db
      .select({ id: courts.id, name: courts.name, status: courts.status })
      .from(courts)
      .where(eq(courts.id, courtId))
      .limit(1);
    if (!court) throw notFound(OVERRIDE_MESSAGES.courtNotFound);
    return court;
  }

  /** The overrides the filters given select: from, to (venue-local dates) and court. */
  async function listOverrides(query: TCourtOverrideListQuery): Promise<TCourtOverride[]> {
    return selectOverrides(
      query.startDate ? gte(courtOverrides.date, query.startDate) : undefined,
      query.endDate ? lte(courtOverrides.date, query.endDate) : undefined,
      query.courtId ? eq(courtOverrides.courtId, query.courtId) : undefined,
    );
  }

  /** Every court's overrides on one date. */
  async function listOverridesOn(date: string): Promise<TCourtOverride[]> {
    return selectOverrides(eq(courtOverrides.date, date));
  }

  async function getOverride(id: string): Promise<TCourtOverride> {
    const [override] = await selectOverrides(eq(courtOverrides.id, id));
    if (!override) throw notFound(OVERRIDE_MESSAGES.notFound);
    return override;
  }

  /**
   * How a court's overrides and status leave it on a date (calls doc §7 override rule, through
   * the domain's resolution). Only the unavailable minutes are read, so no opening hours are
   * given: hours and holidays belong to the availability answers.
   */
  async function checkCourtDay(courtId: string, date: string): Promise<TCourtOverrideCheckAnswer> {
    const court = await findCourt(courtId);
    const overrides = await selectOverrides(
      eq(courtOverrides.courtId, courtId),
      eq(courtOverrides.date, date),
    );
    const { unavailableRanges } = resolveOpenRanges({
      date,
      schedule: [],
      overrides,
      courtStatus: court.status as CourtStatus,
    });
    const [first] = unavailableRanges;
    return {
      court: { _id: court.id, name: court.name, status: court.status },
      date,
      isAvailable: unavailableRanges.length === 0,
      isUnavailableAllDay:
        unavailableRanges.length === 1 && first?.start === 0 && first.end === MINUTES_PER_DAY,
      unavailableRanges: unavailableRanges.map(formatMinuteRange),
      overrides,
    };
  }

  /** Adds an override for an existing court. */
  async function createOverride(input: TCourtOverrideInput): Promise<TCourtOverride> {
    await findCourt(input.court);
    const [row] = await db.insert(courtOverrides).values(toColumns(input)).returning();
    if (!row) throw new Error('Override insert returned no row');
    return getOverride(row.id);
  }

  /** Replaces an override's date, court, reason, availability and ranges. */
  async function updateOverride(id: string, input: TCourtOverrideInput): Promise<TCourtOverride> {
    await getOverride(id);
    await findCourt(input.court);
    const [row] = await db
      .update(courtOverrides)
      .set(toColumns(input))
      .where(eq(courtOverrides.id, id))
      .returning({ id: courtOverrides.id });
    if (!row) throw notFound(OVERRIDE_MESSAGES.notFound);
    return getOverride(row.id);
  }

  /** Removes an override and answers what it was. */
  async function deleteOverride(id: string): Promise<TCourtOverride> {
    const override = await getOverride(id);
    await db.delete(courtOverrides).where(eq(courtOverrides.id, id));
    return override;
  }

  return {
    listOverrides,
    listOverridesOn,
    getOverride,
    checkCourtDay,
    createOverride,
    updateOverride,
    deleteOverride,
  };
}

export type OverridesService = ReturnType<typeof createOverridesService>;
