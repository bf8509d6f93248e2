import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from './app';
import { loadGatewayConfig } from './config';

// The files that let the players' app open the product's links are served only for the app the
// venue configured, and say exactly which app and which paths.

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16)).join(':');
const gateways: Gateway[] = [];
afterEach(async () => {
  for (const gateway of gateways.splice(0)) await gateway.upstream.close();
});

function gatewayWith(env: Record<string, string>) {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    API_URL: 'http://127.0.0.1:9',
    SESSION_SECRET: 'a'.repeat(32),
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const gateway = createGateway(config, pino({ level: 'silent' }));
  gateways.push(gateway);
  return gateway.app;
}

describe('app links', () => {
  it("serves Android's asset links for the configured package and certificate", async () => {
    const app = gatewayWith({
      APP_LINKS_ANDROID_PACKAGE: 'pk.padel.app',
      APP_LINKS_ANDROID_CERT_SHA256: FINGERPRINT.toLowerCase(),
    });
    const answer = await request(app).get('/.well-known/assetlinks.json').expect(200);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.body).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'pk.padel.app',
          sha256_cert_fingerprints: [FINGERPRINT.toUpperCase()],
        },
      },
    ]);
  });

  it("serves Apple's app site association with the app's link paths", async () => {
    const app = gatewayWith({ APP_LINKS_IOS_APP_ID: 'ABCDE12345.pk.padel.app' });
    const answer = await request(app).get('/.well-known/apple-app-site-association').expect(200);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.body.applinks.details).toEqual([
      {
        appIDs: ['ABCDE12345.pk.padel.app'],
        components: [
          { '/': '/complete-signup*' },
          { '/': '/auth/callback*' },
          { '/': '/payment/*' },
        ],
      },
    ]);
  });

  it('answers 404 for both files when no app is configured', async () => {
    const app = gatewayWith({});
    await request(app).get('/.well-known/assetlinks.json').expect(404);
    await request(app).get('/.well-known/apple-app-site-association').expect(404);
  });

  it('refuses a malformed package, fingerprint or app id at start, naming the setting', () => {
    expect(() => gatewayWith({ APP_LINKS_ANDROID_PACKAGE: 'not a package' })).toThrow(
      /APP_LINKS_ANDROID_PACKAGE/,
    );
    expect(() => gatewayWith({ APP_LINKS_ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(
      /APP_LINKS_ANDROID_CERT_SHA256/,
    );
    expect(() => gatewayWith({ APP_LINKS_IOS_APP_ID: 'pk.padel.app' })).toThrow(
      /APP_LINKS_IOS_APP_ID/,
    );
  });
});
