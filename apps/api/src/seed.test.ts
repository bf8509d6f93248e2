import { sql } from 'drizzle-orm';
import { openDatabase, users, type DatabaseHandle } from '@padel/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from './seed';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openDatabase({ engine: 'pglite' });
  await database.migrate();
});
afterEach(async () => {
  await database.close();
});

const admins = async () =>
  database.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.role} = 'admin'`);

describe('the first admin', () => {
  it('gets a generated password, shown once, in development', async () => {
    const seed = await seedDatabase(database.db, {});
    expect(seed.createdAdmin).toMatchObject({ email: 'admin@padel.local', isGenerated: true });
    expect(seed.createdAdmin?.password.length).toBeGreaterThanOrEqual(8);
    expect(await admins()).toHaveLength(1);
  });

  it('is never given a generated password in production: none is made until one is set', async () => {
    const seed = await seedDatabase(database.db, { mayGenerateAdminPassword: false });
    expect(seed.createdAdmin).toBeUndefined();
    expect(seed.isAdminMissing).toBe(true);
    expect(await admins()).toHaveLength(0);

    const given = await seedDatabase(database.db, {
      adminEmail: 'owner@venue.pk',
      adminPassword: 'OwnerPass1',
      mayGenerateAdminPassword: false,
    });
    expect(given.createdAdmin).toMatchObject({ email: 'owner@venue.pk', isGenerated: false });
    expect(await admins()).toEqual([{ email: 'owner@venue.pk' }]);
  });
});
