import { randomUUID } from 'node:crypto';
import { karachiDate } from './karachi-time';
import { E2E_ADMIN, type WholeStack } from './stack';

/** How long the stack may take to answer or mail (a slow CI box on 2 cores). */
export const MAIL_TIMEOUT = 15_000;

export type Player = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
};

/** A fresh player for one run: a distinct e-mail (and phone) every time. */
export function newPlayer(tag: string): Player {
  const unique = randomUUID().slice(0, 8);
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: `player-${tag}-${unique}@e2e.test`,
    phone: `+92300${digits}`,
    password: 'PlayPass1',
  };
}

type Envelope<T> = { success: boolean; message?: string; data: T };

export async function callApi<T>(
  stack: WholeStack,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${stack.apiUrl}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

type SignedIn = { accessToken: string; user: { id: string; email: string } };

export function signInToApi(stack: WholeStack, email: string, password: string): Promise<SignedIn> {
  return callApi<SignedIn>(stack, 'POST', '/auth/login', { body: { email, password } });
}

export async function adminToken(stack: WholeStack): Promise<string> {
  return (await signInToApi(stack, E2E_ADMIN.email, E2E_ADMIN.password)).accessToken;
}

/** Creates a verified account through the api (register, then the mailed code). */
export async function registerThroughApi(stack: WholeStack, player: Player): Promise<void> {
  const details = {
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    phone: player.phone,
    password: player.password,
  };
  const otp = await mailedCode(stack, player.email, () =>
    callApi(stack, 'POST', '/auth/register', { body: details }),
  );
  await callApi(stack, 'POST', '/auth/verify-email', { body: { ...details, otp } });
}

export type BookingAnswer = {
  id: string;
  bookingId: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  date: string;
  timeSlot: { startTime: string; endTime: string };
};

/** A player's booking by its number (PB-…), read with the player's own token. */
export async function findMyBooking(
  stack: WholeStack,
  player: Player,
  bookingNumber: string,
): Promise<BookingAnswer> {
  const { accessToken } = await signInToApi(stack, player.email, player.password);
  const { bookings } = await callApi<{ bookings: BookingAnswer[] }>(
    stack,
    'GET',
    '/bookings/my-bookings?limit=100',
    {
      token: accessToken,
    },
  );
  const booking = bookings.find((candidate) => candidate.bookingId === bookingNumber);
  if (!booking) throw new Error(`booking ${bookingNumber} is not among ${player.email}'s bookings`);
  return booking;
}

export async function getBooking(stack: WholeStack, id: string): Promise<BookingAnswer> {
  const token = await adminToken(stack);
  return (await callApi<{ booking: BookingAnswer }>(stack, 'GET', `/bookings/${id}`, { token }))
    .booking;
}

async function codeMailsTo(stack: WholeStack, email: string) {
  return (await stack.outbox()).filter((mail) => mail.to === email.toLowerCase() && mail.code);
}

export async function countCodesMailedTo(stack: WholeStack, email: string): Promise<number> {
  return (await codeMailsTo(stack, email)).length;
}

/** Runs `action` and answers the code it mailed to `email` (newer than any code before it). */
export async function mailedCode(
  stack: WholeStack,
  email: string,
  action: () => Promise<unknown>,
): Promise<string> {
  const before = await countCodesMailedTo(stack, email);
  await action();
  const deadline = Date.now() + MAIL_TIMEOUT;
  while (Date.now() < deadline) {
    const mails = await codeMailsTo(stack, email);
    const code = mails.length > before ? mails[0]?.code : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code was mailed to ${email}`);
}

/**
 * A venue-hosted match (no host, four open seats) on the `courtIndex`th court, `daysAhead` days
 * from today in Karachi at 20:00 for 90 minutes, made through the admin api; answers its id.
 */
export async function createVenueMatch(
  stack: WholeStack,
  match: {
    courtIndex: number;
    daysAhead: number;
    levelMin: number;
    levelMax: number;
    note: string;
  },
): Promise<string> {
  const token = await adminToken(stack);
  const { courts } = await callApi<{ courts: { _id: string }[] }>(stack, 'GET', '/courts');
  const { match: made } = await callApi<{ match: { id: string } }>(
    stack,
    'POST',
    '/admin/matches',
    {
      token,
      body: {
        courtId: courts[match.courtIndex]?._id,
        date: karachiDate(match.daysAhead),
        startTime: '20:00',
        durationMinutes: 90,
        levelMin: match.levelMin,
        levelMax: match.levelMax,
        note: match.note,
      },
    },
  );
  return made.id;
}
