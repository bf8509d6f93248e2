import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CSRF_HEADER, ENDPOINTS, errorStatusesOf } from '@padel/contract';
import { createAppRouter, type ProcedureMeta } from '@padel/trpc';
import {
  BROKEN_JSON_BODIES,
  hostileValue,
  jsonSchemaOf,
  mutatedJson,
  STACK_TRACE,
  validArbitrary,
  type FuzzPool,
} from '@padel/api/testing';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// Every procedure the gateway hosts, called over HTTP the way any client could: with input made
// from its own schema and then broken (wrong types, huge numbers, unicode and control
// characters, impossible dates, prototype keys), with bodies that are not JSON, and through
// tRPC's batch form, signed in as an admin and as a visitor. No answer may be a 5xx other than
// one the catalogue names for that entry (502 when JazzCash does not answer, 503 in
// maintenance), and no answer may show a stack trace.

const SEED = 20260615;
/**
 * Bounded to about 1,000 calls (~40 s here): per procedure, a third of the broken bodies (a
 * different third for each neighbour, so every body reaches a third of the procedures; tRPC
 * reads every body in one place) and a few generated calls per caller.
 */
const RUNS = { admin: 3, visitor: 1 } as const;
const BODY_SHARE = 3;

type Procedure = {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[]; meta?: ProcedureMeta };
};
const PROCEDURES = Object.entries(
  createAppRouter({ checkAnswers: true })._def.procedures as unknown as Record<string, Procedure>,
).sort(([a], [b]) => (a < b ? -1 : 1));

let stack: Stack;
let pool: FuzzPool;
let adminCookie = '';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Signs the admin in and keeps the session cookie (again, when a fuzzed call ended it). */
async function signInAdmin(): Promise<void> {
  const res = await fetch(`${stack.gatewayUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ email: STACK_ADMIN.email, password: STACK_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  adminCookie = cookies.join('; ');
}

async function isAdminSignedIn(): Promise<boolean> {
  const res = await fetch(`${stack.gatewayUrl}/trpc/auth.session`, {
    headers: { cookie: adminCookie },
  });
  return (await res.text()).includes(STACK_ADMIN.email);
}

/** A player who exists, for the procedures that name a user (never the admin: a fuzzed call
 * could demote or delete the session the rest of the run uses). */
async function registerPlayer(): Promise<string> {
  const { client } = stack.browser();
  const player = {
    firstName: 'Fuzz',
    lastName: 'Player',
    email: 'fuzz-player@example.com',
    password: 'Secret123',
    phone: '+923001234599',
  };
  await client.auth.register.mutate(player);
  const otp = await stack.lastCodeFor(player.email);
  return (await client.auth.verifyEmail.mutate({ ...player, otp })).data.user.id;
}

beforeAll(async () => {
  stack = await startStack({ apiEnv: { JAZZCASH_TIMEOUT_MS: '500' } });
  await signInAdmin();
  const courts = await (await fetch(`${stack.gatewayUrl}/trpc/courts.list`)).text();
  pool = { ids: [...new Set(courts.match(UUID) ?? []), await registerPlayer(), randomUUID()] };
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

type Call = { kind: 'plain' | 'batch'; input: string | undefined };

/** The input as a client sends it; a lone surrogate, which has no UTF-8 form, as invalid bytes. */
function encodeInput(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

async function send(path: string, procedure: Procedure, call: Call, asAdmin: boolean) {
  const isQuery = procedure._def.type === 'query';
  const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
  if (asAdmin) headers.cookie = adminCookie;
  // tRPC's batch form wraps the input in {"0": …}; the text stays as broken as it was.
  const input =
    call.input === undefined || call.kind === 'plain' ? call.input : `{"0":${call.input}}`;
  const batch = call.kind === 'batch' ? 'batch=1' : '';
  const url = `${stack.gatewayUrl}/trpc/${path}`;
  if (isQuery) {
    const query = [batch, input === undefined ? '' : `input=${encodeInput(input)}`]
      .filter(Boolean)
      .join('&');
    return fetch(query ? `${url}?${query}` : url, { headers });
  }
  headers['content-type'] = 'application/json';
  return fetch(batch ? `${url}?${batch}` : url, { method: 'POST', headers, body: input });
}

/** 5xx statuses the catalogue names for the procedure's entry. */
function declared5xx(procedure: Procedure): Set<number> {
  const name = procedure._def.meta?.endpoint;
  return new Set(name ? errorStatusesOf(ENDPOINTS[name]).filter((s) => s >= 500) : []);
}

/** What must never come back, whatever was sent. */
async function expectSafeAnswer(res: Response, allowed: Set<number>, what: string) {
  const text = await res.text();
  expect(text, `${what} -> ${res.status}: a stack trace\n${text.slice(0, 600)}`).not.toMatch(
    STACK_TRACE,
  );
  // A batch answers one status for all; each call's own status is in its error's data.
  const statuses = [
    res.status,
    ...[...text.matchAll(/"status":(\d{3})/g)].map((m) => Number(m[1])),
  ];
  for (const status of statuses) {
    if (allowed.has(status)) continue;
    expect(status, `${what} -> ${res.status} ${text.slice(0, 400)}`).toBeLessThan(500);
  }
}

const inputSchema = (procedure: Procedure) => procedure._def.inputs[0];

function validInput(procedure: Procedure): fc.Arbitrary<unknown> {
  const schema = inputSchema(procedure);
  return schema ? validArbitrary(jsonSchemaOf(schema), 'input', pool) : fc.constant(undefined);
}

/** A valid input, the same input with one part broken, or a value of the wrong kind. */
function fuzzedCall(procedure: Procedure): fc.Arbitrary<Call> {
  const valid = validInput(procedure);
  const text = fc.oneof(
    { weight: 1, arbitrary: valid.map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: mutatedJson(valid.map((value) => value ?? {})) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON_BODIES) },
  );
  return fc.record({ kind: fc.constantFrom('plain' as const, 'batch' as const), input: text });
}

describe('every gateway procedure answers hostile input without a 5xx or a stack trace', () => {
  it('hosts procedures to fuzz', () => {
    expect(PROCEDURES.length).toBeGreaterThan(50);
    expect(PROCEDURES.map(([path]) => path)).toContain('admin.payments.inquire');
  });

  it.each(PROCEDURES.map(([path, procedure], index) => [path, procedure, index] as const))(
    '%s',
    async (path, procedure, index) => {
      const allowed = declared5xx(procedure);
      if (!(await isAdminSignedIn())) await signInAdmin();
      const bodies = BROKEN_JSON_BODIES.filter((_, n) => n % BODY_SHARE === index % BODY_SHARE);
      for (const input of bodies) {
        const res = await send(path, procedure, { kind: 'plain', input }, true);
        await expectSafeAnswer(res, allowed, `admin ${path} ${JSON.stringify(input).slice(0, 80)}`);
      }
      for (const [who, runs] of [
        ['admin', RUNS.admin],
        ['visitor', RUNS.visitor],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(fuzzedCall(procedure), async (call) => {
            const res = await send(path, procedure, call, who === 'admin');
            await expectSafeAnswer(
              res,
              allowed,
              `${who} ${path} ${call.kind} ${(call.input ?? '').slice(0, 300)}`,
            );
          }),
          { numRuns: runs, seed: SEED, endOnFailure: true },
        );
      }
    },
  );
});
