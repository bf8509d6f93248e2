import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createGateway } from './app';
import { loadGatewayConfig } from './config';

// A calendar feed's address is its only key: the gateway's request log names the path of what it
// answers, so an address sent to the gateway by mistake must not land in its logs.

const lines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
const gateway = createGateway(
  loadGatewayConfig({
    NODE_ENV: 'test',
    API_URL: 'http://127.0.0.1:9',
    SESSION_SECRET: 'a'.repeat(32),
    WEB_DIST_DIR: '/nonexistent',
  }),
  logger,
);
afterAll(async () => {
  await gateway.upstream.close();
});

describe('request log', () => {
  it('logs a calendar feed address with its token redacted', async () => {
    const token = randomBytes(32).toString('base64url');
    await request(gateway.app).get(`/api/v1/calendar/feeds/${token}.ics`).expect(404);
    await request(gateway.app).get(`/calendar/feeds/${token}?from=app`);

    expect(lines.join('\n')).not.toContain(token);
    const paths = lines.map((line) => (JSON.parse(line) as { path?: string }).path);
    expect(paths).toEqual(['/api/v1/calendar/feeds/[redacted]', '/calendar/feeds/[redacted]']);
  });
});
