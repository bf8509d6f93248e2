import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { TApiKeyScope } from '@padel/contract';
import type { CredentialResolver } from '../auth/guards';
import type { AppContext } from '../context';
import { AppError, tooManyRequests } from '../lib/errors';
import { createApiKeysService, isApiTokenShaped, type ApiKeysService } from './api-keys-service';

/** Requests per key and minute; above it the key is answered 429 until the minute passes. */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 300;
/** lastUsedAt is written at most this often per key. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

export const INSUFFICIENT_SCOPE_MESSAGE = 'Insufficient scope';

type ScopeRule = { method: string; pattern: RegExp; scope: TApiKeyScope | null };

const ID = '[^/]+';
const route = (method: string, path: string, scope: TApiKeyScope | null): ScopeRule => ({
  method,
  pattern: new RegExp(`^${path}$`),
  scope,
});

/**
 * Everything an API key can reach (paths under /api/v1); a request not named here is refused.
 * `null` marks the public documents, open to anyone.
 */
export const API_KEY_ROUTES: readonly ScopeRule[] = [
  route('GET', '/health', null),
  route('GET', '/openapi\\.json', null),
  route('GET', '/docs', null),
  route('GET', '/courts', 'courts:read'),
  route('GET', `/courts/${ID}`, 'courts:read'),
  route('GET', `/courts/${ID}/availability`, 'availability:read'),
  route('GET', '/analytics/common-timeslots', 'availability:read'),
  route('GET', '/operating-hours', 'availability:read'),
  route('GET', `/operating-hours/${ID}`, 'availability:read'),
  route('GET', `/operating-hours/${ID}/slots`, 'availability:read'),
  route('GET', '/bookings', 'bookings:read'),
  route('GET', `/bookings/(?!my-bookings$)${ID}`, 'bookings:read'),
  route('POST', '/bookings', 'bookings:write'),
  route('PATCH', `/bookings/${ID}/cancel`, 'bookings:write'),
];

/** Which rule an API key request falls under, if any. */
export function findApiKeyRoute(method: string, path: string): ScopeRule | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const asked = method === 'HEAD' ? 'GET' : method;
  return API_KEY_ROUTES.find((rule) => rule.method === asked && rule.pattern.test(normalised));
}

/**
 * Resolves `Authorization: Bearer <token>` (a token that is not a JWT) or `X-API-Key: <token>`
 * of a partner agent's key to the agent. A revoked key, or an owner suspended or deleted,
 * resolves to nothing and the api answers 401.
 */
export function createApiKeyResolver(
  ctx: AppContext,
  service: ApiKeysService = createApiKeysService(ctx),
): CredentialResolver {
  const lastWritten = new Map<string, number>();
  return async (credential) => {
    if (!isApiTokenShaped(credential)) return undefined;
    const found = await service.findLiveKey(credential);
    if (!found) return undefined;
    const nowMs = ctx.clock.now().getTime();
    const written = lastWritten.get(found.key.id);
    if (written === undefined || nowMs - written >= LAST_USED_WRITE_INTERVAL_MS) {
      lastWritten.set(found.key.id, nowMs);
      await service.touchKey(found.key.id, LAST_USED_WRITE_INTERVAL_MS);
    }
    return { user: found.owner, via: 'apiKey', apiKeyId: found.key.id, scopes: found.key.scopes };
  };
}

/**
 * For API key requests only: at most 300 requests a minute per key (429), and only the calls
 * of API_KEY_ROUTES whose scope the key holds (403 'Insufficient scope'). Sessions pass through.
 */
export function createScopeGuard(_ctx: AppContext): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: API_KEY_RATE_LIMIT_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `api-key:${req.auth?.apiKeyId ?? ''}`,
    handler: (_req, _res, next) =>
      next(tooManyRequests('Too many requests for this API key. Please slow down.')),
  });
  return (req, res, next) => {
    const auth = req.auth;
    if (auth?.via !== 'apiKey') return next();
    limiter(req, res, (error?: unknown) => {
      if (error) return next(error);
      const rule = findApiKeyRoute(req.method, req.path);
      if (!rule || (rule.scope && !(auth.scopes ?? []).includes(rule.scope))) {
        return next(new AppError(403, INSUFFICIENT_SCOPE_MESSAGE));
      }
      next();
    });
  };
}
