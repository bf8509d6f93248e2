import { and, asc, count, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COURT_MESSAGES,
  type TCourt,
  type TCourtListAnswer,
  type TCourtListQuery,
  type TCourtPricing,
  type TCourtRef,
  type TCourtStatus,
  type TCreateCourtRequest,
  type TUpdateCourtRequest,
} from '@padel/contract';
import { deriveTieredPrices } from '@padel/domain';
import type { AppContext } from '../lib/context';
import { bookings, courts, type Database } from '@padel/db';
import { notFound } from '../lib/errors';

export type CourtRow = typeof courts.$inferSelect;

/** Who is looking: staff and admins see every court, everyone else only active ones. */
export type CourtViewer = { isStaff: boolean };

const VISITOR_STATUSES: readonly TCourtStatus[] = ['active'];

type Executor = Pick<Database, 'select'>;

/** The spec's Court as the api answers it; bookkeeping (sort order, updatedAt) stays inside. */
export function toCourtDto(row: CourtRow): TCourt {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    capacity: row.capacity,
    pricePerHour: row.pricePerHour,
    rating: row.rating,
    status: row.status as TCourtStatus,
    image: row.image ?? null,
    amenities: row.amenities,
    specifications: Object.fromEntries(
      Object.entries(row.specifications).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    pricingMode: row.pricingMode === 'hourly' ? 'hourly' : 'tiered',
    pricing: row.pricing,
    discount: row.discount,
    timeSlotDiscounts: row.timeSlotDiscounts,
    lastMaintenance: row.lastMaintenance ?? null,
    nextMaintenance: row.nextMaintenance ?? null,
    maintenanceSchedule: readMaintenanceSchedule(row.maintenanceSchedule),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a booking, an override or an availability row names its court. */
export function toCourtRef(row: Pick<CourtRow, 'id' | 'name' | 'location'>): TCourtRef {
  return { _id: row.id, name: row.name, location: row.location };
}

// The column is a JSON list; the form's free text is kept as its one entry.
function readMaintenanceSchedule(stored: unknown[]): string | null {
  const text = stored.find((entry): entry is string => typeof entry === 'string');
  return text ?? null;
}

function toMaintenanceSchedule(text: string | null | undefined): unknown[] {
  return text ? [text] : [];
}

/** A court by id whatever its status, or undefined. */
export async function findCourtRow(
  ctx: Pick<AppContext, 'db'>,
  courtId: string,
  executor: Executor = ctx.db,
): Promise<CourtRow | undefined> {
  const [row] = await executor.select().from(courts).where(eq(courts.id, courtId)).limit(1);
  return row;
}

/** Whether a viewer may see a court: visitors and customers see only active courts. */
export function isCourtVisibleTo(court: Pick<CourtRow, 'status'>, viewer: CourtViewer): boolean {
  return viewer.isStaff || VISITOR_STATUSES.includes(court.status as TCourtStatus);
}

/** A court the viewer may see, or 404 'Court not found' (a hidden court is not revealed). */
export async function getVisibleCourtRow(
  ctx: Pick<AppContext, 'db'>,
  courtId: string,
  viewer: CourtViewer,
): Promise<CourtRow> {
  const row = await findCourtRow(ctx, courtId);
  if (!row || !isCourtVisibleTo(row, viewer)) throw notFound(COURT_MESSAGES.notFound);
  return row;
}

/** Escapes LIKE's wildcards so a search for '50%' means the text. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * In hourly mode the tiers follow the hourly price unless given (spec: derived tiers are 0.6x,
 * 1x, 1.8x and 0.9x), so switching the court to tiered later starts from sensible prices.
 */
function resolvePricing(input: {
  pricingMode: string;
  pricePerHour: number;
  pricing: TCourtPricing | undefined;
  current: TCourtPricing | undefined;
  isPriceChanged: boolean;
}): TCourtPricing {
  if (input.pricing) return input.pricing;
  if (input.pricingMode === 'hourly' && (input.isPriceChanged || !input.current)) {
    return deriveTieredPrices(input.pricePerHour);
  }
  return input.current ?? deriveTieredPrices(input.pricePerHour);
}

export type DeleteCourtResult = {
  court: TCourt;
  /** True when the court had bookings and was set inactive instead of being removed. */
  disabled: boolean;
  upcomingBookings: number;
  message: string;
};

export function createCourtsService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function requireCourt(courtId: string, executor: Executor = db): Promise<CourtRow> {
    const row = await findCourtRow(ctx, courtId, executor);
    if (!row) throw notFound(COURT_MESSAGES.notFound);
    return row;
  }

  /** GET /courts and GET /admin/courts: filtered, ordered as the venue sorts its courts, paged. */
  async function listCourts(
    query: TCourtListQuery,
    viewer: CourtViewer,
  ): Promise<TCourtListAnswer> {
    const { page, limit } = query;
    let statuses: readonly TCourtStatus[] | undefined = query.status?.length
      ? query.status
      : undefined;
    if (!viewer.isStaff) {
      statuses = (statuses ?? VISITOR_STATUSES).filter((s) => VISITOR_STATUSES.includes(s));
    }
    if (statuses && statuses.length === 0) {
      return { courts: [], pagination: { page, pages: 0, total: 0, limit } };
    }
    const conditions: SQL[] = [];
    if (statuses) conditions.push(inArray(courts.status, [...statuses]));
    if (query.pricingMode) conditions.push(eq(courts.pricingMode, query.pricingMode));
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(
        or(
          ilike(courts.name, pattern),
          ilike(courts.description, pattern),
          ilike(courts.location, pattern),
        ) as SQL,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(courts)
        .where(where)
        .orderBy(asc(courts.sortOrder), asc(courts.createdAt), asc(courts.name), asc(courts.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(courts).where(where),
    ]);
    const total = Number(totals?.total ?? 0);
    return {
      courts: rows.map(toCourtDto),
      pagination: { page, pages: Math.ceil(total / limit), total, limit },
    };
  }

  async function getCourt(courtId: string, viewer: CourtViewer): Promise<TCourt> {
    return toCourtDto(await getVisibleCourtRow(ctx, courtId, viewer));
  }

  async function createCourt(input: TCreateCourtRequest): Promise<TCourt> {
    const [last] = await db
      .select({ sortOrder: sql<number>`coalesce(max(${courts.sortOrder}), 0)::int` })
      .from(courts);
    const [row] = await db
      .insert(courts)
      .values({
        name: input.name,
        description: input.description,
        location: input.location ?? '',
        capacity: input.capacity,
        pricePerHour: input.pricePerHour,
        status: input.status,
        image: input.image ?? null,
        amenities: input.amenities,
        specifications: input.specifications,
        pricingMode: input.pricingMode,
        pricing: resolvePricing({
          pricingMode: input.pricingMode,
          pricePerHour: input.pricePerHour,
          pricing: input.pricing,
          current: undefined,
          isPriceChanged: true,
        }),
        discount: input.discount,
        timeSlotDiscounts: input.timeSlotDiscounts,
        lastMaintenance: input.lastMaintenance ?? null,
        nextMaintenance: input.nextMaintenance ?? null,
        maintenanceSchedule: toMaintenanceSchedule(input.maintenanceSchedule),
        sortOrder: (last?.sortOrder ?? 0) + 1,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    return toCourtDto(row!);
  }

  /** Changes the fields given; what is left out keeps its value. */
  async function updateCourt(courtId: string, input: TUpdateCourtRequest): Promise<TCourt> {
    const current = await requireCourt(courtId);
    const pricingMode = input.pricingMode ?? current.pricingMode;
    const pricePerHour = input.pricePerHour ?? current.pricePerHour;
    const changes: Partial<typeof courts.$inferInsert> = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.capacity !== undefined && { capacity: input.capacity }),
      ...(input.status !== undefined && { status: input.status }),
      ...(input.image !== undefined && { image: input.image }),
      ...(input.amenities !== undefined && { amenities: input.amenities }),
      ...(input.specifications !== undefined && { specifications: input.specifications }),
      ...(input.discount !== undefined && { discount: input.discount }),
      ...(input.timeSlotDiscounts !== undefined && { timeSlotDiscounts: input.timeSlotDiscounts }),
      ...(input.lastMaintenance !== undefined && { lastMaintenance: input.lastMaintenance }),
      ...(input.nextMaintenance !== undefined && { nextMaintenance: input.nextMaintenance }),
      ...(input.maintenanceSchedule !== undefined && {
        maintenanceSchedule: toMaintenanceSchedule(input.maintenanceSchedule),
      }),
      pricingMode,
      pricePerHour,
      pricing: resolvePricing({
        pricingMode,
        pricePerHour,
        pricing: input.pricing,
        current: current.pricing,
        isPriceChanged: input.pricePerHour !== undefined,
      }),
      updatedAt: clock.now(),
    };
    const [row] = await db.update(courts).set(changes).where(eq(courts.id, courtId)).returning();
    if (!row) throw notFound(COURT_MESSAGES.notFound);
    return toCourtDto(row);
  }

  /** Disable/Enable and maintenance: the status alone. */
  async function setCourtStatus(courtId: string, status: TCourtStatus): Promise<TCourt> {
    const [row] = await db
      .update(courts)
      .set({ status, updatedAt: clock.now() })
      .where(eq(courts.id, courtId))
      .returning();
    if (!row) throw notFound(COURT_MESSAGES.notFound);
    return toCourtDto(row);
  }

  /**
   * Removes a court that no booking names. Bookings keep the venue's books and point at their
   * court, so a court with any booking is set inactive instead, and the answer says so. The
   * court's row is locked first, so a booking made meanwhile waits and is then refused.
   */
  async function deleteCourt(courtId: string): Promise<DeleteCourtResult> {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(courts).where(eq(courts.id, courtId)).for('update');
      if (!current) throw notFound(COURT_MESSAGES.notFound);
      const [counts] = await tx
        .select({
          all: count(),
          upcoming: sql<number>`count(*) filter (where ${and(
            ne(bookings.status, 'cancelled'),
            gt(bookings.endsAt, clock.now()),
          )})::int`,
        })
        .from(bookings)
        .where(eq(bookings.courtId, courtId));
      const all = Number(counts?.all ?? 0);
      const upcomingBookings = Number(counts?.upcoming ?? 0);
      if (all === 0) {
        await tx.delete(courts).where(eq(courts.id, courtId));
        return {
          court: toCourtDto(current),
          disabled: false,
          upcomingBookings: 0,
          message: COURT_MESSAGES.deleted,
        };
      }
      const [disabled] = await tx
        .update(courts)
        .set({ status: 'inactive', updatedAt: clock.now() })
        .where(eq(courts.id, courtId))
        .returning();
      return {
        court: toCourtDto(disabled!),
        disabled: true,
        upcomingBookings,
        message:
          upcomingBookings > 0
            ? COURT_MESSAGES.disabledForUpcomingBookings
            : COURT_MESSAGES.disabledForBookingHistory,
      };
    });
  }

  /** Points the court at a newly stored image; answers the court and the image it replaced. */
  async function setCourtImage(
    courtId: string,
    imagePath: string,
  ): Promise<{ court: TCourt; previousImage: string | null }> {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(courts).where(eq(courts.id, courtId)).for('update');
      if (!current) throw notFound(COURT_MESSAGES.notFound);
      const [row] = await tx
        .update(courts)
        .set({ image: imagePath, updatedAt: clock.now() })
        .where(eq(courts.id, courtId))
        .returning();
      return { court: toCourtDto(row!), previousImage: current.image };
    });
  }

  return {
    requireCourt,
    listCourts,
    getCourt,
    createCourt,
    updateCourt,
    setCourtStatus,
    deleteCourt,
    setCourtImage,
  };
}

export type CourtsService = ReturnType<typeof createCourtsService>;
