import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { karachiDate } from './karachi-time';
import {
  createProcessDatabase,
  PROCESS_ADMIN,
  startApiProcess,
  type ServiceProcess,
} from '@padel/api/testing';

// Durability: the api killed outright (kill -9, no shutdown of any kind) in the middle of 200
// booking writes loses nothing it acknowledged, and the database still holds no two bookings
// of one court that overlap.

const adminUrl = process.env.TEST_DATABASE_URL;
const WRITES = 200;
const CONCURRENCY = 10;
/** Answers to wait for before the kill: well inside the run, with writes still in flight. */
const KILL_AFTER = 70;

type Write = { court: string; date: string; startTime: string; endTime: string };

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One-hour bookings starting every half hour: each overlaps its neighbours, which race it. */
function plannedWrites(courtIds: string[]): Write[] {
  const writes: Write[] = [];
  for (let day = 1; writes.length < WRITES; day++) {
    for (const court of courtIds) {
      // 07:00 to 22:00: open on every day of the seeded week (weekends open later and close
      // earlier), so no write is refused for the day it falls on.
      for (let start = 7 * 60; start + 60 <= 22 * 60; start += 30) {
        writes.push({
          court,
          date: karachiDate(day),
          startTime: toTime(start),
          endTime: toTime(start + 60),
        });
      }
    }
  }
  return writes.slice(0, WRITES);
}

describe.skipIf(!adminUrl)('kill -9 of the api during 200 booking writes', () => {
  let database: Awaited<ReturnType<typeof createProcessDatabase>>;
  let api: ServiceProcess;

  beforeAll(async () => {
    database = await createProcessDatabase(adminUrl!);
    api = await startApiProcess(database.url, { AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('keeps every acknowledged booking after a restart, and none overlap', async () => {
    const signIn = async (base: string) => {
      const res = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(PROCESS_ADMIN),
      });
      return ((await res.json()) as { data: { accessToken: string; user: { id: string } } }).data;
    };
    const admin = await signIn(api.url);
    const courts = await database.query<{ id: string }>(
      `select id from courts where status = 'active' order by sort_order limit 2`,
    );
    const writes = plannedWrites(courts.map((c) => c.id));

    const book = async (base: string, write: Write) => {
      const response = await fetch(`${base}/api/v1/admin/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin.accessToken}`,
        },
        body: JSON.stringify({
          userType: 'existing',
          user: admin.user.id,
          court: write.court,
          date: write.date,
          timeSlot: { startTime: write.startTime, endTime: write.endTime },
          duration: 60,
        }),
      });
      const body = (await response.json()) as { data?: { booking: { _id: string } } };
      return { status: response.status, id: body.data?.booking._id };
    };

    const acknowledged: string[] = [];
    let answered = 0;
    let unanswered = 0;
    let killed: Promise<unknown> | undefined;
    const queue = [...writes];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) {
          try {
            const { status, id } = await book(api.url, write);
            answered += 1;
            if (status >= 200 && status < 300 && id) acknowledged.push(id);
            else expect(status, 'a refused write is refused as a conflict').toBe(409);
          } catch {
            unanswered += 1;
          }
          if (answered >= KILL_AFTER && !killed) killed = api.stop('SIGKILL');
        }
      }),
    );
    expect((await killed) as { signal: string }).toMatchObject({ signal: 'SIGKILL' });
    expect(unanswered, 'writes were still being made when the process died').toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(20);

    // Restarted on the same database.
    api = await startApiProcess(database.url, { AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'warn' });
    const kept = await database.query<{ id: string }>(
      `select id from bookings where id = any($1::uuid[]) and status <> 'cancelled'`,
      [acknowledged],
    );
    expect(kept.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    const overlapping = await database.query(
      `select a.id, b.id from bookings a join bookings b
         on a.court_id = b.court_id and a.date = b.date and a.id < b.id
        and a.start_time < b.end_time and b.start_time < a.end_time
      where a.status <> 'cancelled' and b.status <> 'cancelled'`,
    );
    expect(overlapping).toEqual([]);

    // The restarted api refuses a booking over an acknowledged one and takes the rest.
    const [first] = await database.query<
      Write & { court_id: string; start_time: string; end_time: string }
    >(
      `select court_id, to_char(date, 'YYYY-MM-DD') as date, start_time, end_time from bookings where id = $1`,
      [acknowledged[0]],
    );
    const again = await book(api.url, {
      court: first!.court_id,
      date: first!.date,
      startTime: first!.start_time.slice(0, 5),
      endTime: first!.end_time.slice(0, 5),
    });
    expect(again.status).toBe(409);
  });
});
