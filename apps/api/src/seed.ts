import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_OPERATING_HOURS, DEFAULT_TIERED_PRICES } from '@padel/contract';
import { hashPassword } from './auth';
import { buildDefaultBusinessSettings } from './business';
import { insertUserRowUnlessTaken } from './users';
import {
  businessSettings,
  courts,
  type Database,
  type DatabaseHandle,
  operatingHours,
  users,
} from '@padel/db';

export type SeedResult = {
  /** Set only when this start created the admin: the credentials to print once. */
  createdAdmin?: { email: string; password: string; isGenerated: boolean };
  /** There is no admin and none was made: no password was given and none may be generated. */
  isAdminMissing?: boolean;
};

const DEFAULT_ADMIN_EMAIL = 'admin@padel.local';

const SEED_COURTS = [
  {
    name: 'Court 1',
    location: 'Indoor hall',
    description: 'Panoramic glass court under the roof, flood-lit for evening play.',
  },
  {
    name: 'Court 2',
    location: 'Indoor hall',
    description: 'Glass court beside Court 1 with spectator seating.',
  },
  {
    name: 'Court 3',
    location: 'Outdoor',
    description: 'Open-air court with a shade canopy and evening lights.',
  },
  {
    name: 'Court 4',
    location: 'Outdoor',
    description: 'Open-air court near the cafe, ideal for beginners and coaching.',
  },
];

/** First-start data, idempotent: each part is written only where it is missing. */
export async function seedDatabase(
  db: Database,
  options: {
    adminEmail?: string;
    adminPassword?: string;
    businessName?: string;
    /** False in production: the first admin's password is given, never generated and printed. */
    mayGenerateAdminPassword?: boolean;
  } = {},
): Promise<SeedResult> {
  const result: SeedResult = {};
  await db
    .insert(businessSettings)
    .values({ id: 1, settings: buildDefaultBusinessSettings(options.businessName) })
    .onConflictDoNothing();

  const weekdayRange = DEFAULT_OPERATING_HOURS.weekday;
  const weekendRange = DEFAULT_OPERATING_HOURS.weekend;
  await db
    .insert(operatingHours)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
        const range = dayOfWeek === 0 || dayOfWeek === 6 ? weekendRange : weekdayRange;
        return {
          dayOfWeek,
          isOpen: true,
          timeRanges: [{ openTime: range.openTime, closeTime: range.closeTime }],
        };
      }),
    )
    .onConflictDoNothing();

  const [courtCount] = await db.select({ n: sql<number>`count(*)::int` }).from(courts);
  if ((courtCount?.n ?? 0) === 0) {
    await db.insert(courts).values(
      SEED_COURTS.map((court, index) => ({
        ...court,
        capacity: 4,
        pricePerHour: DEFAULT_TIERED_PRICES.oneHour,
        status: 'active',
        pricingMode: 'tiered',
        pricing: { ...DEFAULT_TIERED_PRICES },
        discount: { isActive: false, percentage: 0 },
        timeSlotDiscounts: [],
        sortOrder: index + 1,
      })),
    );
  }

  const [adminCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.role} = 'admin' and ${users.deletedAt} is null`);
  if (
    (adminCount?.n ?? 0) === 0 &&
    !options.adminPassword &&
    options.mayGenerateAdminPassword === false
  ) {
    result.isAdminMissing = true;
  } else if ((adminCount?.n ?? 0) === 0) {
    const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const isGenerated = !options.adminPassword;
    const password = options.adminPassword ?? `Pa${randomBytes(9).toString('base64url')}9`;
    await insertUserRowUnlessTaken(db, {
      firstName: 'Venue',
      lastName: 'Admin',
      email,
      phone: '+920000000000',
      passwordHash: await hashPassword(password),
      role: 'admin',
      status: 'active',
      isEmailVerified: true,
    });
    result.createdAdmin = { email, password, isGenerated };
  }
  return result;
}

/**
 * Applies the migrations and seeds what is missing, both under the database's migration lock:
 * release steps or instances started together migrate once and create one admin.
 */
export async function migrateAndSeed(
  database: Pick<DatabaseHandle, 'migrate'>,
  options: { adminEmail?: string; adminPassword?: string; mayGenerateAdminPassword?: boolean },
): Promise<SeedResult> {
  let result: SeedResult = {};
  await database.migrate(async (db) => {
    result = await seedDatabase(db, options);
  });
  return result;
}
