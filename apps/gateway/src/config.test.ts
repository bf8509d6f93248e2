import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GatewayConfigError, loadGatewayConfig } from './config';

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'padel-gateway-config-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'session-secret-of-the-venue-0123456789abcdef',
  API_URL: 'http://api.internal:4000',
} as const;

const problemsOf = (env: Record<string, string | undefined>) => {
  try {
    loadGatewayConfig({ DATA_DIR: newDataDir(), ...env });
  } catch (error) {
    if (error instanceof GatewayConfigError) return error.message;
    throw error;
  }
  return 'started';
};

describe('gateway configuration', () => {
  it('starts in production with a session secret and the api address', () => {
    const config = loadGatewayConfig({ ...PRODUCTION, DATA_DIR: newDataDir() });
    expect(config.sessionSecret).toBe(PRODUCTION.SESSION_SECRET);
    expect(config.apiUrl).toBe(PRODUCTION.API_URL);
  });

  it.each(['SESSION_SECRET', 'API_URL'])(
    'refuses to start in production without %s and names it',
    (name) => {
      const problems = problemsOf({ ...PRODUCTION, [name]: undefined });
      expect(problems).toContain(`${name} is required in production`);
      expect(problems.match(/^\s+- /gm)).toHaveLength(1);
    },
  );

  it('makes a development session secret per data folder and keeps it there', () => {
    const dataDir = newDataDir();
    const first = loadGatewayConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadGatewayConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
    expect(loadGatewayConfig({ DATA_DIR: newDataDir() }).sessionSecret).not.toBe(
      first.sessionSecret,
    );
    expect(statSync(path.join(dataDir, 'secrets', 'session-secret')).mode & 0o077).toBe(0);
  });

  it('checks the api’s answers everywhere but in production, unless CHECK_ANSWERS says otherwise', () => {
    const checks = (env: Record<string, string | undefined>) =>
      loadGatewayConfig({ DATA_DIR: newDataDir(), ...env }).checkAnswers;
    expect(checks({ ...process.env })).toBe(true);
    expect(checks({})).toBe(true);
    expect(checks({ NODE_ENV: 'development' })).toBe(true);
    expect(checks({ NODE_ENV: 'test' })).toBe(true);
    expect(checks({ ...PRODUCTION })).toBe(false);
    expect(checks({ ...PRODUCTION, CHECK_ANSWERS: 'true' })).toBe(true);
    expect(checks({ NODE_ENV: 'test', CHECK_ANSWERS: 'false' })).toBe(false);
    expect(problemsOf({ CHECK_ANSWERS: 'yes' })).toContain(
      "CHECK_ANSWERS must be 'true' or 'false'",
    );
  });
});
