import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@padel/db';
import { runService } from '../test/processes';
import { createPostgresTestDatabase, testEngine } from '../test/test-context';

// `npm run db:migrate` is the release step: runs started together (two deploys, or every
// instance of a release) take turns under an advisory lock and leave one admin.

describe.skipIf(testEngine !== 'postgres')('npm run db:migrate', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    database = await openDatabase({ engine: 'postgres', url: created.url });
  });
  afterAll(async () => {
    await database?.close();
    await created?.drop();
  });

  it('two runs at once on a fresh database both succeed and create one admin', async () => {
    expect(await database.isMigrated()).toBe(false);
    const env = { DATABASE_URL: created.url, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const runs = await Promise.all([runService('migrate', env), runService('migrate', env)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(runs.filter((run) => /Admin created/.test(run.output))).toHaveLength(1);
    expect(await database.isMigrated()).toBe(true);
    const { rows } = await database.db.execute<{ admins: number; courts: number }>(sql`
      select (select count(*)::int from users where role = 'admin') as admins,
             (select count(*)::int from courts) as courts`);
    expect(rows[0]).toEqual({ admins: 1, courts: 4 });
  }, 120_000);
});
