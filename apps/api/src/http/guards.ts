import type { RequestHandler } from 'express';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../lib/context';
import { users, type UserRow } from '@padel/db';
import { createChangeCache, USERS_CHANGED } from '../lib/change-cache';
import { forbidden, unauthorized } from '../lib/errors';
import type { TokenService } from '../auth';
import { isStaffRole, STAFF_ROLES } from '../users';

export type { UserRow };

export type AuthInfo = {
  user: UserRow;
  via: 'session' | 'apiKey';
  apiKeyId?: string;
  scopes?: string[];
};

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthInfo;
  }
}

export { isStaffRole, STAFF_ROLES };

/** A further way to authenticate a bearer credential (API keys plug in here). */
export type CredentialResolver = (token: string) => Promise<AuthInfo | undefined>;

function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/**
 * Reads the caller from `Authorization: Bearer` (a JWT, or another credential a resolver knows)
 * without refusing anyone; the guards below refuse. A bad token is a 401 even on public routes,
 * so a client knows to refresh.
 */
export function createAuthenticate(
  ctx: Pick<AppContext, 'db' | 'engine'>,
  tokens: TokenService,
  resolvers: CredentialResolver[] = [],
): RequestHandler {
  // The caller's row, kept until any user changes (lib/change-cache): a suspended or removed
  // account is refused from the next request on.
  const callers = createChangeCache<UserRow | undefined>(ctx, [USERS_CHANGED], 1_000);
  const readCaller = (userId: string) =>
    callers.read(userId, async () => {
      const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user;
    });
  return async (req, _res, next) => {
    const token = bearerOf(req.headers.authorization);
    const apiKeyHeader = req.headers['x-api-key'];
    if (!token && typeof apiKeyHeader !== 'string') return next();
    if (token && token.split('.').length === 3) {
      const claims = await tokens.verifyAccessToken(token);
      const user = await readCaller(claims.userId);
      if (!user || user.deletedAt || user.status !== 'active') {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      req.auth = { user: { ...user }, via: 'session' };
      return next();
    }
    const credential = token ?? (apiKeyHeader as string);
    for (const resolve of resolvers) {
      const auth = await resolve(credential);
      if (auth) {
        req.auth = auth;
        return next();
      }
    }
    throw unauthorized('Invalid or expired access token');
  };
}

export function requireAuth(message = 'Authentication required'): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) throw unauthorized(message);
    next();
  };
}

/** 401 for an anonymous caller, 403 for a signed-in caller without the role. */
export function requireRole(...roles: string[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) throw unauthorized();
    if (!roles.includes(req.auth.user.role)) throw forbidden();
    next();
  };
}

/** The signed-in user; only call behind requireAuth. */
export function currentUser(req: { auth?: AuthInfo }): UserRow {
  if (!req.auth) throw unauthorized();
  return req.auth.user;
}
