import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  API_KEY_SCOPES,
  ENDPOINT_LIST,
  errorStatusesOf,
  type NamedEndpoint,
  type TApiKeyScope,
} from '@padel/contract';
import { apiKeys } from '@padel/db';
import { bookWithCode, createTestUser, listCourtIds, type TestUser } from '../test/bookings';
import { createTestContext, type TestContext } from '../test/test-context';

// Who may call what, generated from the catalogue: every entry declares its access ('public',
// 'optional', 'player', 'staff', 'admin') and the API-key scope that also opens it. Each caller
// calls each entry; the expected answer follows from those two facts alone:
//   no credentials on a signed-in call      -> 401
//   a role below the entry's access         -> 403
//   an API key without the entry's scope    -> 403 (keys reach only scoped entries and Service)
//   anyone else                             -> never 401/403 (2xx, or 4xx for the input)
// and for calls naming a booking: another player's booking, or one another key did not make,
// is 404; its owner and the venue's staff see it.

type Caller = {
  name: string;
  headers: Record<string, string>;
} & (
  | { kind: 'visitor' }
  | { kind: 'session'; role: 'user' | 'staff' | 'admin' }
  | { kind: 'agent'; scopes: TApiKeyScope[] }
);

type Expected = 'allowed' | 401 | 403 | 404;

const ROLE_RANK = { user: 1, staff: 2, admin: 3 } as const;
const ACCESS_RANK = { player: 1, staff: 2, admin: 3 } as const;

/** The contract's access rule for one caller and one entry. */
function expectedAccess(entry: NamedEndpoint, caller: Caller): Expected {
  if (caller.kind === 'agent') {
    if (entry.scope) return caller.scopes.includes(entry.scope) ? 'allowed' : 403;
    return entry.tag === 'Service' ? 'allowed' : 403;
  }
  if (entry.access === 'public' || entry.access === 'optional') return 'allowed';
  if (caller.kind === 'visitor') return 401;
  return ROLE_RANK[caller.role] >= ACCESS_RANK[entry.access] ? 'allowed' : 403;
}

const isAllowedAnswer = (entry: NamedEndpoint, status: number) =>
  status !== 401 && status !== 403 && (status < 500 || errorStatusesOf(entry).includes(status));

const pathParamsOf = (entry: NamedEndpoint) =>
  [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const bodyKeysOf = (entry: NamedEndpoint): string[] => {
  const shape = (entry.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/** An entry that names one booking: by its path ('/bookings/{id}…', '{bookingId}') or its body. */
const namesBooking = (entry: NamedEndpoint) =>
  /^\/(admin\/)?bookings\/\{id\}/.test(entry.path) ||
  pathParamsOf(entry).includes('bookingId') ||
  bodyKeysOf(entry).includes('bookingId');

/** Entries that answer a booking to its own customer alone: the venue's staff get 404 too. */
const OWNER_ONLY: ReadonlySet<string> = new Set(['bookings.calendar']);

/**
 * Entries staff may call only with a narrowing query (the wizard's customer search); the matrix
 * calls them with it, and a test of its own checks that staff without it are refused.
 */
const STAFF_QUERY: Readonly<Record<string, Record<string, string>>> = {
  'admin.users.list': { role: 'customer' },
};

/** Whether the entry names something besides the booking (a payment reference), which may not exist. */
const namesMoreThanBooking = (entry: NamedEndpoint) =>
  pathParamsOf(entry).some((name) => name !== 'id' && name !== 'bookingId');

describe('the access matrix, generated from the catalogue', () => {
  let t: TestContext;
  let courtId: string;
  let playerA: TestUser;
  let bookingA: string;
  const callers: Caller[] = [];
  const tally = new Map<string, Map<string, number>>();

  const record = (caller: string, outcome: string) => {
    const row = tally.get(caller) ?? new Map<string, number>();
    row.set(outcome, (row.get(outcome) ?? 0) + 1);
    tally.set(caller, row);
  };

  /** Values for a path's parameters: a real court, the given booking, otherwise nothing that exists. */
  function pathOf(entry: NamedEndpoint, booking?: string): string {
    const values: Record<string, string> = {
      id: booking ?? randomUUID(),
      bookingId: booking ?? randomUUID(),
      courtId,
      date: '2026-06-16',
      day: 'monday',
      provider: 'google',
      transactionId: 'T20260615100000NONE',
      token: 'A'.repeat(43),
      paymentId: randomUUID(),
      userId: randomUUID(),
    };
    return entry.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined)
        throw new Error(`${entry.name}: no test value for the path parameter {${name}}`);
      return encodeURIComponent(value);
    });
  }

  /** A body its schema accepts that names the booking, so the only thing wrong is whose it is. */
  function bookingBodyOf(entry: NamedEndpoint, booking: string): unknown {
    if (!entry.body) return undefined;
    const samples: Record<string, unknown> = {
      bookingId: booking,
      otp: '123456',
      reason: 'Plans changed',
      status: 'cancelled',
      method: 'cash',
      amount: 100,
      openSeats: 2,
      levelMin: 2.5,
      levelMax: 3.5,
    };
    const body = Object.fromEntries(
      bodyKeysOf(entry)
        .filter((key) => key in samples)
        .map((key) => [key, samples[key]]),
    );
    const parsed = entry.body.safeParse(body);
    if (!parsed.success)
      throw new Error(`${entry.name}: cannot make a valid body naming a booking`);
    return body;
  }

  function call(entry: NamedEndpoint, caller: Caller, path: string, body: unknown) {
    const url = `${API_BASE_PATH}${path}`;
    let req = request(t.app)[entry.method](url).set(caller.headers);
    const query = STAFF_QUERY[entry.name];
    if (query) req = req.query(query);
    if (entry.form) req = req.type('form');
    return body === undefined ? req : req.send(body as object);
  }

  beforeAll(async () => {
    t = await createTestContext();
    const [firstCourt] = await listCourtIds(t);
    if (!firstCourt) throw new Error('the seeded venue has no court');
    courtId = firstCourt;
    playerA = await createTestUser(t, { role: 'user' });
    const playerB = await createTestUser(t, { role: 'user' });
    const staff = await createTestUser(t, { role: 'staff' });
    const admin = await createTestUser(t, { role: 'admin' });
    const booked = await bookWithCode(t, playerA, {
      courtId,
      date: '2026-06-16',
      startTime: '18:00',
      endTime: '19:00',
    });
    expect(booked.status).toBe(201);
    bookingA = booked.body.data.booking._id as string;

    callers.push(
      { name: 'visitor', kind: 'visitor', headers: {} },
      { name: 'player', kind: 'session', role: 'user', headers: playerA.headers },
      { name: 'other player', kind: 'session', role: 'user', headers: playerB.headers },
      { name: 'staff', kind: 'session', role: 'staff', headers: staff.headers },
      { name: 'admin', kind: 'session', role: 'admin', headers: admin.headers },
    );
    for (const scope of API_KEY_SCOPES) {
      const issued = await request(t.app)
        .post(`${API_BASE_PATH}/admin/api-keys`)
        .set(admin.headers)
        .send({
          name: `Partner ${scope}`,
          agentFirstName: 'Partner',
          agentLastName: 'Agent',
          email: `agent-${scope.replace(':', '-')}@partner.pk`,
          phone: '+923001234567',
        })
        .expect(201);
      await t.db
        .update(apiKeys)
        .set({ scopes: [scope] })
        .where(eq(apiKeys.id, issued.body.data.key.id));
      callers.push({
        name: `agent ${scope}`,
        kind: 'agent',
        scopes: [scope],
        headers: { 'X-API-Key': issued.body.data.token },
      });
    }
  });

  afterAll(async () => {
    const outcomes = ['allowed', '401', '403', '404'];
    const lines = [...tally].map(
      ([caller, row]) =>
        `  ${caller.padEnd(38)}${outcomes.map((o) => `${o} ${String(row.get(o) ?? 0).padStart(3)}`).join('  ')}`,
    );
    console.log(
      `access matrix: ${ENDPOINT_LIST.length} endpoints x ${callers.length} callers\n${lines.join('\n')}`,
    );
    await t?.close();
  });

  // Every entry times every caller: a minute and more on a loaded machine.
  it('answers every endpoint to every caller as its declared access and scope say', async () => {
    const wrong: string[] = [];
    const leaks: string[] = [];
    for (const entry of ENDPOINT_LIST) {
      const path = pathOf(entry);
      // An empty body: a caller who may call learns only what is wrong with the input.
      const body = entry.upload ? undefined : entry.body ? {} : undefined;
      for (const caller of callers) {
        const res = await call(entry, caller, path, body);
        const expected = expectedAccess(entry, caller);
        const isRight =
          expected === 'allowed' ? isAllowedAnswer(entry, res.status) : res.status === expected;
        record(caller.name, String(expected));
        if (!isRight)
          wrong.push(
            `${entry.name} (${entry.access}${entry.scope ? `, ${entry.scope}` : ''}) as ${caller.name}: ${res.status}, expected ${expected}`,
          );
        // Nobody but the owner and the venue's staff ever reads player A's booking.
        const isPrivy =
          caller.name === 'player' || caller.name === 'staff' || caller.name === 'admin';
        if (!isPrivy && res.status < 300 && JSON.stringify(res.body ?? '').includes(bookingA)) {
          leaks.push(`${entry.name} as ${caller.name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
  }, 90_000);

  it('refuses staff an entry they may call only with its narrowing query, when called without it', async () => {
    const staff = callers.find((caller) => caller.name === 'staff');
    const admin = callers.find((caller) => caller.name === 'admin');
    if (!staff || !admin) throw new Error('no staff or admin caller');
    for (const name of Object.keys(STAFF_QUERY)) {
      const entry = ENDPOINT_LIST.find((candidate) => candidate.name === name);
      if (!entry) throw new Error(`${name} is not in the catalogue`);
      const url = `${API_BASE_PATH}${pathOf(entry)}`;
      await request(t.app)[entry.method](url).set(staff.headers).expect(403);
      await request(t.app)[entry.method](url).set(admin.headers).expect(200);
    }
  });

  it("answers 404 for another's booking, and shows it to its owner and the venue's staff", async () => {
    const bookingEntries = ENDPOINT_LIST.filter(namesBooking);
    expect(bookingEntries.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const entry of bookingEntries) {
      const path = pathOf(entry, bookingA);
      const body = bookingBodyOf(entry, bookingA);
      for (const caller of callers) {
        const access = expectedAccess(entry, caller);
        const isOwnerOrVenue = OWNER_ONLY.has(entry.name)
          ? caller.name === 'player'
          : caller.name === 'player' || caller.name === 'staff' || caller.name === 'admin';
        // Only reads are made by those who may act on the booking: a write would change it.
        if (isOwnerOrVenue && entry.method !== 'get') continue;
        const res = await call(entry, caller, path, body);
        let isRight: boolean;
        let expected: string;
        if (access !== 'allowed') {
          expected = String(access);
          isRight = res.status === access;
        } else if (isOwnerOrVenue) {
          expected = namesMoreThanBooking(entry) ? 'allowed' : '2xx';
          isRight = namesMoreThanBooking(entry)
            ? isAllowedAnswer(entry, res.status)
            : res.status < 300;
        } else {
          expected = '404';
          isRight = res.status === 404;
        }
        record(`${caller.name} (a booking)`, expected === '2xx' ? 'allowed' : expected);
        if (!isRight)
          wrong.push(
            `${entry.name} on player A's booking as ${caller.name}: ${res.status}, expected ${expected}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the desk calls in the matrix', () => {
  it('opens check-in, no-show and their undo to staff and admins, never players or agents', () => {
    const names = [
      'admin.bookings.checkIn',
      'admin.bookings.noShow',
      'admin.bookings.clearAttendance',
    ];
    const entries = ENDPOINT_LIST.filter((entry) => names.includes(entry.name));
    expect(entries.map((entry) => [entry.name, entry.access, entry.scope ?? null])).toEqual(
      names.map((name) => [name, 'staff', null]),
    );
  });
});

describe('the outbox calls in the matrix', () => {
  it('opens the failed messages and their retry to admins alone, never staff or agents', () => {
    const names = ['admin.outbox.list', 'admin.outbox.retry'];
    const entries = ENDPOINT_LIST.filter((entry) => names.includes(entry.name));
    expect(entries.map((entry) => [entry.name, entry.access, entry.scope ?? null])).toEqual(
      names.map((name) => [name, 'admin', null]),
    );
  });
});

describe('the open match calls in the matrix', () => {
  it('lets anyone find matches, players open, join, leave and settle results, and staff run the venue’s side and take cash shares', () => {
    const access = Object.fromEntries(
      ENDPOINT_LIST.filter((entry) => entry.name.includes('matches.')).map((entry) => [
        entry.name,
        [entry.access, entry.scope ?? null],
      ]),
    );
    expect(access).toEqual({
      'matches.open': ['player', null],
      'matches.list': ['optional', null],
      'matches.byId': ['optional', null],
      'matches.join': ['player', null],
      'matches.leave': ['player', null],
      'matches.enterResult': ['player', null],
      'matches.confirmResult': ['player', null],
      'matches.rejectResult': ['player', null],
      'admin.matches.list': ['staff', null],
      'admin.matches.create': ['staff', null],
      'admin.matches.removePlayer': ['staff', null],
      'admin.matches.takeSharePayment': ['staff', null],
    });
  });
});

describe('the waitlist calls in the matrix', () => {
  it('lets players wait, read and leave, and staff count a day’s, never partner agents', () => {
    const access = Object.fromEntries(
      ENDPOINT_LIST.filter((entry) => entry.name.includes('waitlist.')).map((entry) => [
        entry.name,
        [entry.access, entry.scope ?? null],
      ]),
    );
    expect(access).toEqual({
      'waitlist.join': ['player', null],
      'waitlist.mine': ['player', null],
      'waitlist.remove': ['player', null],
      'admin.waitlist.counts': ['staff', null],
    });
  });
});
