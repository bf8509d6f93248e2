import { eq } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import { ZMatchAnswer, type TMatch } from '@padel/contract';
import { addDays } from '@padel/domain';
import { users } from '@padel/db';
import { bookWithCode, createTestUser, listCourtIds, moveClock, type TestUser } from './bookings';
import { TEST_NOW, TEST_TODAY } from './now';
import type { TestContext } from './test-context';

// Open matches played to their end, for the result and level tests: a host and three players
// who joined, each with a level, and the clock moved past the match's end.

export const API = '/api/v1';

export type PlayedMatch = {
  match: TMatch;
  /** The host, then the players in the order they joined. */
  players: [TestUser, TestUser, TestUser, TestUser];
  /** Karachi instants: the start and the end of the match. */
  startsAt: string;
  endsAt: string;
};

let slotCount = 0;

export async function playerWithLevel(
  t: TestContext,
  level: number | null,
  firstName = 'Ali',
): Promise<TestUser> {
  const user = await createTestUser(t, { firstName });
  await t.db.update(users).set({ level }).where(eq(users.id, user.id));
  return user;
}

export async function levelOf(t: TestContext, userId: string): Promise<number | null> {
  const [row] = await t.db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  return row?.level ?? null;
}

/**
 * A match of four at a slot of its own, 18:00 to 19:00 Karachi some days after TEST_NOW. The
 * clock is left at TEST_NOW (before it): move it with `moveClock` to after `endsAt` to play it.
 */
export async function fullMatch(
  t: TestContext,
  levels: [number | null, number | null, number | null, number | null],
  target: Parameters<typeof request>[0] = t.app,
  options: { openSeats?: number } = {},
): Promise<PlayedMatch> {
  await moveClock(t, TEST_NOW);
  const n = slotCount++;
  const courtIds = await listCourtIds(t);
  const date = addDays(TEST_TODAY, 2 + Math.floor(n / courtIds.length));
  const slot = {
    courtId: courtIds[n % courtIds.length]!,
    date,
    startTime: '18:00',
    endTime: '19:00',
  };
  const names = ['Hamza', 'Ayesha', 'Bilal', 'Sana'];
  const players = await Promise.all(levels.map((level, i) => playerWithLevel(t, level, names[i])));
  const [host, ...joiners] = players;
  const booked = await bookWithCode(t, host!, slot);
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const openSeats = options.openSeats ?? 3;
  const opened = await request(target)
    .post(`${API}/matches`)
    .set(host!.headers)
    .send({ bookingId: booked.body.data.booking._id, openSeats, levelMin: 1, levelMax: 7 });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  let match = ZMatchAnswer.parse(opened.body.data).match;
  for (const joiner of joiners.slice(0, openSeats)) {
    const joined = await request(target)
      .post(`${API}/matches/${match.id}/join`)
      .set(joiner.headers)
      .send({ paymentMethod: 'cash' });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    match = ZMatchAnswer.parse({ match: joined.body.data.match }).match;
  }
  return {
    match,
    players: players as PlayedMatch['players'],
    // 18:00 and 19:00 in Karachi (UTC+5).
    startsAt: `${date}T13:00:00.000Z`,
    endsAt: `${date}T14:00:00.000Z`,
  };
}

/** A full match with the clock moved to after its end. */
export async function playedMatch(
  t: TestContext,
  levels: [number | null, number | null, number | null, number | null],
  target: Parameters<typeof request>[0] = t.app,
): Promise<PlayedMatch> {
  const played = await fullMatch(t, levels, target);
  await moveClock(t, new Date(Date.parse(played.endsAt) + 60_000).toISOString());
  return played;
}

/** The seat a player holds in a match (0 the host). */
export function seatOf(match: TMatch, player: TestUser, played: PlayedMatch): number {
  const index = played.players.indexOf(player);
  const seat = match.players[index]?.seat;
  if (seat === undefined) throw new Error('not a player of the match');
  return seat;
}

export const enterResult = (
  target: Parameters<typeof request>[0],
  player: TestUser,
  matchId: string,
  body: Record<string, unknown>,
) => request(target).post(`${API}/matches/${matchId}/result`).set(player.headers).send(body);

export const decideResult = (
  target: Parameters<typeof request>[0],
  player: TestUser,
  matchId: string,
  decision: 'confirm' | 'reject',
) => request(target).post(`${API}/matches/${matchId}/result/${decision}`).set(player.headers);
