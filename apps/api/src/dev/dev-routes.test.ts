import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createApp } from '../app';
import { createErrorHandler } from '../lib/errors';
import { createDevRouter, isLoopbackAddress } from './dev-routes';

let t: TestContext;
let code: string;
const player = newPlayer();
beforeAll(async () => {
  t = await createTestContext();
  await request(t.app).post('/api/v1/auth/register').send(player).expect(200);
  code = await t.lastCodeFor(player.email);
});
afterAll(async () => {
  await t?.close();
});

/** The dev router as the api mounts it, reached from a given socket address. */
function appSeenFrom(remoteAddress: string) {
  const fromAddress: RequestHandler = (req, _res, next) => {
    Object.defineProperty(req.socket, 'remoteAddress', {
      value: remoteAddress,
      configurable: true,
    });
    next();
  };
  return express()
    .use(fromAddress)
    .use('/api/v1/dev', createDevRouter(t))
    .use(createErrorHandler(t.logger));
}

describe('the development outbox', () => {
  it('answers a caller on this machine with the mailed code', async () => {
    const res = await request(t.app).get('/api/v1/dev/outbox').expect(200);
    expect(JSON.stringify(res.body)).toContain(code);
  });

  it('answers only the mails to one address with ?to=, and refuses a malformed one', async () => {
    const other = newPlayer();
    await request(t.app).post('/api/v1/auth/register').send(other).expect(200);
    await t.lastCodeFor(other.email);
    const res = await request(t.app)
      .get('/api/v1/dev/outbox')
      .query({ to: player.email.toUpperCase() })
      .expect(200);
    const mails = res.body.data as { to: string; code?: string }[];
    expect(mails.map((mail) => mail.to)).toEqual([player.email.toLowerCase()]);
    expect(mails[0]?.code).toBe(code);
    await request(t.app).get('/api/v1/dev/outbox').query({ to: 'not-an-address' }).expect(400);
  });

  it.each(['203.0.113.9', '::ffff:192.0.2.7', '2001:db8::1', '10.0.0.5'])(
    'refuses a caller at %s',
    async (address) => {
      const res = await request(appSeenFrom(address)).get('/api/v1/dev/outbox').expect(403);
      expect(JSON.stringify(res.body)).not.toContain(code);
      expect(res.body.message).toBe('The development outbox is readable only on this machine');
    },
  );

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers loopback at %s', async (address) => {
    await request(appSeenFrom(address)).get('/api/v1/dev/outbox').expect(200);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
  ])('refuses a request a proxy relayed (%s), even on loopback', async (header, value) => {
    const res = await request(t.app).get('/api/v1/dev/outbox').set(header, value).expect(403);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('does not exist in production', async () => {
    const production = createApp({ ...t, config: { ...t.config, isProduction: true } }, t.services);
    const res = await request(production).get('/api/v1/dev/outbox').expect(404);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('knows loopback addresses', () => {
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('::2')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
