import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER_CLIENT_MODE, BEARER_HEADERS } from '@padel/contract';
import { runService, startService, type ServiceProcess } from '@padel/api/testing';
import { karachiDate } from './karachi-time';

// What production runs: the built api and gateway, plain node, no TypeScript loader.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (workspace: string) =>
  JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };

// One api and one gateway for the whole file: starting them is the slow part.
const dataDir = mkdtempSync(path.join(tmpdir(), 'padel-built-'));
let api: ServiceProcess;
let gateway: ServiceProcess;

beforeAll(async () => {
  api = await startService('api', {
    NODE_ENV: 'development',
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@built.test',
    ADMIN_PASSWORD: 'AdminPass1',
    // Everything a log could say, so that the test below reads it all.
    LOG_LEVEL: 'trace',
  });
  gateway = await startService('gateway', {
    NODE_ENV: 'development',
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    API_URL: api.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
  });
});

afterAll(async () => {
  await gateway?.stop();
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built services', () => {
  it('runs the api from dist on Node 24: health, migrations applied, Scalar bundle found', async () => {
    expect(api.isBuilt).toBe(true);
    expect(api.output()).toMatch(/Node v(2[4-9]|[3-9]\d)\./);
    const health = await fetch(`${api.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    // Migrated and seeded: the admin signs in and the seeded courts are listed.
    const login = await fetch(`${api.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@built.test', password: 'AdminPass1' }),
    });
    expect(login.status).toBe(200);
    const courts = (await (await fetch(`${api.url}/api/v1/courts`)).json()) as {
      data: { courts: unknown[] };
    };
    expect(courts.data.courts.length).toBeGreaterThan(0);

    const script = await fetch(`${api.url}/api/v1/docs/reference.js`);
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('runs the gateway from dist in front of the built api', async () => {
    expect(gateway.output()).toMatch(/Node v(2[4-9]|[3-9]\d)\./);
    expect(gateway.isBuilt).toBe(true);
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
    const input = encodeURIComponent(JSON.stringify({}));
    const courts = await fetch(`${gateway.url}/trpc/courts.list?input=${input}`);
    expect(courts.status).toBe(200);
  });

  it('needs no TypeScript loader at run time', () => {
    for (const workspace of [
      'apps/api',
      'apps/gateway',
      'infra/jazzcash-sandbox',
      'infra/whatsapp-sandbox',
    ]) {
      expect(Object.keys(manifest(workspace).dependencies ?? {})).not.toContain('tsx');
      expect(readFileSync(path.join(root, workspace, 'dist/main.js'), 'utf8')).not.toMatch(
        /from ["'][^"']*\.tsx?["']/,
      );
    }
  });
});

type Envelope<T> = { success: boolean; message?: string; data: T };
type Tokens = { accessToken: string; refreshToken: string };
type Mail = { to: string; code?: string };

describe('logs of a whole run', () => {
  async function call<T>(
    method: string,
    route: string,
    body?: unknown,
    token?: string,
  ): Promise<T> {
    const res = await fetch(`${api.url}/api/v1${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
    return (JSON.parse(text) as Envelope<T>).data;
  }

  /** Runs `action`, then answers the newest code mailed to `email` (read from the api's outbox). */
  async function mailedCode(email: string, action: () => Promise<unknown>): Promise<string> {
    const codesBefore = await codesTo(email);
    await action();
    for (let attempt = 0; attempt < 100; attempt++) {
      const codes = await codesTo(email);
      if (codes.length > codesBefore.length && codes[0]) return codes[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code was mailed to ${email}`);
  }
  const codesTo = async (email: string) =>
    (await call<Mail[]>('GET', '/dev/outbox'))
      .filter((mail) => mail.to === email && mail.code)
      .map((mail) => mail.code as string);

  it('never holds a one-time code or a token that the run issued', async () => {
    const issued: string[] = [];
    const player = {
      firstName: 'Log',
      lastName: 'Reader',
      email: `log-reader-${Date.now()}@logs.test`,
      phone: '+923001112233',
      password: 'PlayPass1',
    };

    const signupCode = await mailedCode(player.email, () => call('POST', '/auth/register', player));
    const verified = await call<Tokens>('POST', '/auth/verify-email', {
      ...player,
      otp: signupCode,
    });
    const signedIn = await call<Tokens>('POST', '/auth/login', {
      email: player.email,
      password: player.password,
    });
    const refreshed = await call<Tokens>('POST', '/auth/refresh-token', {
      refreshToken: signedIn.refreshToken,
    });
    issued.push(signupCode, verified.accessToken, verified.refreshToken, signedIn.accessToken);
    issued.push(signedIn.refreshToken, refreshed.accessToken, refreshed.refreshToken);

    const { courts } = await call<{ courts: Array<{ id: string }> }>('GET', '/courts');
    const slot = {
      courtId: courts[0]!.id,
      date: karachiDate(2),
      timeSlot: { startTime: '10:00', endTime: '11:00' },
    };
    const token = refreshed.accessToken;
    const bookingCode = await mailedCode(player.email, () =>
      call('POST', '/bookings/send-otp', slot, token),
    );
    const { booking } = await call<{ booking: { id: string } }>(
      'POST',
      '/bookings/verify-otp',
      {
        ...slot,
        durationMinutes: 60,
        otp: bookingCode,
        paymentMethod: 'cash',
        formData: { paymentMethod: 'cash' },
      },
      token,
    );
    const cancelCode = await mailedCode(player.email, () =>
      call('POST', '/bookings/send-cancellation-otp', { bookingId: booking.id }, token),
    );
    await call(
      'POST',
      '/bookings/verify-cancellation-otp',
      { bookingId: booking.id, otp: cancelCode },
      token,
    );
    issued.push(bookingCode, cancelCode);

    const resetCode = await mailedCode(player.email, () =>
      call('POST', '/auth/forgot-password', { email: player.email }),
    );
    await call('POST', '/auth/reset-password', {
      email: player.email,
      otp: resetCode,
      newPassword: 'Fresh1234',
    });
    issued.push(resetCode);

    // The phone shell signs in through the gateway and gets its tokens there.
    const viaGateway = await fetch(`${gateway.url}/trpc/auth.login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [BEARER_HEADERS.clientMode]: BEARER_CLIENT_MODE,
      },
      body: JSON.stringify({ email: player.email, password: 'Fresh1234' }),
    });
    expect(viaGateway.status).toBe(200);
    const headerValues: string[] = [];
    viaGateway.headers.forEach((value) => headerValues.push(value));
    const gatewayAnswer = `${headerValues.join(' ')} ${await viaGateway.text()}`;
    const gatewayTokens = gatewayAnswer.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? [];
    expect(gatewayTokens.length).toBeGreaterThan(0);
    issued.push(...gatewayTokens);

    // The processes' lines arrive through their pipes: wait for the gateway's line of the last
    // call (the api's line of it is written before the gateway answers), then read them all.
    await expect
      .poll(() => gateway.output().includes('/trpc/auth.login'), { timeout: 15_000 })
      .toBe(true);
    const logs = api.output() + gateway.output();
    expect(logs).toContain('request completed');
    expect(issued.every((secret) => secret.length >= 6)).toBe(true);
    for (const secret of issued) expect(logs).not.toContain(secret);
  });
});

describe('production refusals of the built services', () => {
  const secrets = {
    JWT_SECRET: 'jwt-secret-never-printed-0123456789abcdef',
    JAZZCASH_PASSWORD: 'merchant-password-never-printed',
    JAZZCASH_INTEGRITY_SALT: 'integrity-salt-never-printed',
  };

  it('the api refuses to start without PostgreSQL or SMTP, naming them and printing no secret', async () => {
    const refused = await runService('api', {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...secrets,
      PUBLIC_WEB_URL: 'https://padel.example.pk',
      PUBLIC_API_URL: 'https://api.padel.example.pk',
      JAZZCASH_MERCHANT_ID: 'MC_VENUE_7',
      JAZZCASH_MPIN: '9087',
      JAZZCASH_CARD_PAGE_URL: 'https://payments.example.pk/merchantform/',
      JAZZCASH_API_BASE_URL: 'https://payments.example.pk',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('DATABASE_URL is required in production');
    expect(refused.output).toContain('SMTP_URL is required in production');
    expect(refused.output).not.toContain('listening');
    for (const secret of Object.values(secrets)) expect(refused.output).not.toContain(secret);
  });

  it('the gateway refuses to start without its session secret and the api address', async () => {
    const refused = await runService('gateway', {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('SESSION_SECRET is required in production');
    expect(refused.output).toContain('API_URL is required in production');
  });
});
