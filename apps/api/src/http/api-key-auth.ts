import type { RequestHandler } from 'express';
import {
  compareEndpointPaths,
  ENDPOINT_LIST,
  type Endpoint,
  type NamedEndpoint,
} from '@padel/contract';
import type { RateLimits } from '../lib/rate-limits';
import type { CredentialResolver } from './guards';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { isApiTokenShaped, type ApiKeysService } from '../api-keys';

/** lastUsedAt is written at most this often per key. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

export const INSUFFICIENT_SCOPE_MESSAGE = 'Insufficient scope';

type CompiledEndpoint = { method: string; pattern: RegExp; entry: NamedEndpoint };

/** The catalogue's entries as path patterns, literal segments first ('/bookings/my-bookings' before '/bookings/{id}'). */
const COMPILED: readonly CompiledEndpoint[] = [...ENDPOINT_LIST]
  .sort((a, b) => compareEndpointPaths(a.path, b.path))
  .map((entry) => ({
    method: entry.method.toUpperCase(),
    pattern: new RegExp(`^${entry.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
    entry,
  }));

/** The catalogue entry a request under /api/v1 falls under, if any. */
export function findEndpoint(method: string, path: string): NamedEndpoint | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const asked = method === 'HEAD' ? 'GET' : method;
  return COMPILED.find((rule) => rule.method === asked && rule.pattern.test(normalised))?.entry;
}

/**
 * What an API key may call: the entries whose scope the key holds, and the service's own
 * public calls (health and the reference). Anything else is refused.
 */
export function isAllowedForKey(
  entry: Pick<Endpoint, 'scope' | 'tag'> | undefined,
  scopes: readonly string[],
): boolean {
  if (!entry) return false;
  if (entry.scope) return scopes.includes(entry.scope);
  return entry.tag === 'Service';
}

/**
 * Resolves `Authorization: Bearer <token>` (a token that is not a JWT) or `X-API-Key: <token>`
 * of a partner agent's key to the agent. A revoked key, or an owner suspended or deleted,
 * resolves to nothing and the api answers 401.
 */
export function createApiKeyResolver(ctx: AppContext, service: ApiKeysService): CredentialResolver {
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
 * For API key requests only: at most 300 requests a minute per key (429), and only the
 * catalogue's calls the key may make (403 'Insufficient scope'). Sessions pass through.
 */
export function createScopeGuard(limits: RateLimits): RequestHandler {
  // Counted in the shared store: the key's 300 a minute hold across every api instance.
  const limiter = limits.limitRequests(
    'apiKey',
    (req) => req.auth?.apiKeyId ?? '',
    'Too many requests for this API key. Please slow down.',
  );
  return (req, res, next) => {
    const auth = req.auth;
    if (auth?.via !== 'apiKey') return next();
    limiter(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!isAllowedForKey(findEndpoint(req.method, req.path), auth.scopes ?? [])) {
        return next(new AppError(403, INSUFFICIENT_SCOPE_MESSAGE));
      }
      next();
    });
  };
}
