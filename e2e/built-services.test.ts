import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices, startBuiltService, type RunningService } from './built-services';

// What production runs: the built api and gateway, plain node, no TypeScript loader.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (workspace: string) =>
  JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };

describe('the built services', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'padel-built-'));
  let api: RunningService;
  let gateway: RunningService;

  beforeAll(async () => {
    buildServices();
    api = await startBuiltService('api', {
      NODE_ENV: 'development',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@built.test',
      ADMIN_PASSWORD: 'AdminPass1',
    });
    gateway = await startBuiltService('gateway', {
      NODE_ENV: 'development',
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      API_URL: api.url.replace('localhost', '127.0.0.1'),
      DATA_DIR: dataDir,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the api from dist on Node 24: health, migrations applied, Scalar bundle found', async () => {
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
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ json: {} }));
    const courts = await fetch(`${gateway.url}/trpc/courts.list?input=${input}`);
    expect(courts.status).toBe(200);
  });

  it('needs no TypeScript loader at run time', () => {
    for (const workspace of ['apps/api', 'apps/gateway', 'infra/jazzcash-sandbox']) {
      expect(Object.keys(manifest(workspace).dependencies ?? {})).not.toContain('tsx');
      expect(readFileSync(path.join(root, workspace, 'dist/main.js'), 'utf8')).not.toMatch(
        /from ["'][^"']*\.tsx?["']/,
      );
    }
  });
});
