import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'padel-config-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Everything production must be told, with values no default has. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://padel:db-password-4f1c@db.internal:5432/padel',
  JWT_SECRET: 'jwt-secret-of-the-venue-0123456789abcdef',
  SMTP_URL: 'smtp://mailer:smtp-password-9a2e@smtp.internal:587',
  PUBLIC_WEB_URL: 'https://padel.example.pk',
  PUBLIC_API_URL: 'https://api.padel.example.pk',
  JAZZCASH_MERCHANT_ID: 'MC_VENUE_7',
  JAZZCASH_PASSWORD: 'merchant-password-77aa',
  JAZZCASH_INTEGRITY_SALT: 'integrity-salt-of-the-venue',
  JAZZCASH_MPIN: '9087',
  JAZZCASH_CARD_PAGE_URL:
    'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
  JAZZCASH_API_BASE_URL: 'https://payments.jazzcash.com.pk',
} as const;

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig({ DATA_DIR: newDataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'started';
};

describe('production configuration', () => {
  it('starts with every required variable and uses exactly what it was given', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: newDataDir() });
    expect(config.isProduction).toBe(true);
    expect(config.database).toMatchObject({ engine: 'postgres', url: PRODUCTION.DATABASE_URL });
    expect(config.jwtSecret).toBe(PRODUCTION.JWT_SECRET);
    expect(config.jazzcash).toMatchObject({
      merchantId: PRODUCTION.JAZZCASH_MERCHANT_ID,
      integritySalt: PRODUCTION.JAZZCASH_INTEGRITY_SALT,
      cardPageUrl: PRODUCTION.JAZZCASH_CARD_PAGE_URL,
      apiBaseUrl: PRODUCTION.JAZZCASH_API_BASE_URL,
      returnUrl: 'https://api.padel.example.pk/api/v1/payments/jazzcash/return',
    });
    // Nothing of the local sandbox: not its salt, password, merchant or address.
    expect(JSON.stringify(config)).not.toMatch(/sandbox|MC_SANDBOX|127\.0\.0\.1/);
  });

  it.each(Object.keys(PRODUCTION).filter((name) => name !== 'NODE_ENV'))(
    'refuses to start without %s and names it',
    (name) => {
      const problems = problemsOf({ ...PRODUCTION, [name]: undefined });
      expect(problems).toContain(`${name} is required in production`);
      // One missing variable is one problem: the others were accepted.
      expect(problems.match(/^\s+- /gm)).toHaveLength(1);
    },
  );

  it('refuses the local sandbox credentials', () => {
    const problems = problemsOf({
      ...PRODUCTION,
      JAZZCASH_INTEGRITY_SALT: 'sandbox-salt',
      JAZZCASH_PASSWORD: 'sandbox-password',
    });
    expect(problems).toContain("JAZZCASH_INTEGRITY_SALT is the local sandbox's");
    expect(problems).toContain("JAZZCASH_PASSWORD is the local sandbox's");
  });

  it('never repeats a value it refuses', () => {
    const problems = problemsOf({
      ...PRODUCTION,
      JWT_SECRET: 'short-jwt-secret',
      SMTP_URL: 'mail://x:pw-31f@h',
    });
    expect(problems).toContain('JWT_SECRET must be at least 32 characters long');
    expect(problems).toContain('SMTP_URL must start with smtp://');
    expect(problems).not.toContain('short-jwt-secret');
    expect(problems).not.toContain('pw-31f');
  });
});

describe('development secrets', () => {
  it('are made at random on the first start of a data folder and kept there', () => {
    const dataDir = newDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const again = loadConfig({ DATA_DIR: dataDir });
    const elsewhere = loadConfig({ DATA_DIR: newDataDir() });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(elsewhere.jwtSecret).not.toBe(first.jwtSecret);
    const file = statSync(path.join(dataDir, 'secrets', 'jwt-secret'));
    expect(file.mode & 0o077).toBe(0);
  });

  it('give way to JWT_SECRET when it is set', () => {
    const dataDir = newDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: PRODUCTION.JWT_SECRET });
    expect(config.jwtSecret).toBe(PRODUCTION.JWT_SECRET);
  });

  it('talk to the local JazzCash sandbox outside production', () => {
    const config = loadConfig({ DATA_DIR: newDataDir(), JAZZCASH_SANDBOX_PORT: '4199' });
    expect(config.jazzcash).toMatchObject({
      merchantId: 'MC_SANDBOX',
      apiBaseUrl: 'http://127.0.0.1:4199',
    });
  });
});
