import type { Express } from 'express';
import { APP_LINK_PATH_PREFIXES } from '@padel/contract';
import type { GatewayConfig } from './config';

// The files Android and iOS fetch from the product's host to let the players' app open its links
// (/complete-signup, /auth/callback, /payment/*) instead of the browser: Digital Asset Links and
// the Apple App Site Association. Each is served only when the app's identity is configured.

/** Android's Digital Asset Links statement for the app, or null when it is not configured. */
export function androidAssetLinks(config: GatewayConfig['appLinks']) {
  if (!config.androidPackage || config.androidCertFingerprints.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.androidPackage,
        sha256_cert_fingerprints: config.androidCertFingerprints,
      },
    },
  ];
}

/** The Apple App Site Association for the app, or null when it is not configured. */
export function appleAppSiteAssociation(config: GatewayConfig['appLinks']) {
  if (!config.iosAppId) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [config.iosAppId],
          components: APP_LINK_PATH_PREFIXES.map((prefix) => ({ '/': `${prefix}*` })),
        },
      ],
    },
  };
}

export function mountAppLinks(app: Express, config: GatewayConfig['appLinks']): void {
  const assetLinks = androidAssetLinks(config);
  const association = appleAppSiteAssociation(config);
  app.get('/.well-known/assetlinks.json', (_req, res, next) => {
    if (!assetLinks) return next();
    res.set('Cache-Control', 'public, max-age=3600').json(assetLinks);
  });
  app.get('/.well-known/apple-app-site-association', (_req, res, next) => {
    if (!association) return next();
    // Apple fetches it without an extension and wants JSON.
    res.set('Cache-Control', 'public, max-age=3600').type('application/json').json(association);
  });
}
