import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { AppContext } from '../lib/context';
import { refreshTokens } from '@padel/db';
import { unauthorized } from '../lib/errors';
import { hashSecret } from '../lib/secret-hash';

// DECISIONS: access tokens are short-lived (15 min); refresh tokens rotate on every use, and
// reuse of an old one revokes that whole family of tokens.
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
export const INVALID_REFRESH_MESSAGE = 'Invalid or expired refresh token';
export const INVALID_ACCESS_MESSAGE = 'Invalid or expired access token';

export type AccessClaims = { userId: string; role: string };
export type TokenPair = { accessToken: string; refreshToken: string };

export function createTokenService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const key = new TextEncoder().encode(ctx.config.jwtSecret);

  async function signAccessToken(claims: AccessClaims): Promise<string> {
    const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + ACCESS_TOKEN_TTL_S)
      .setJti(randomUUID())
      .sign(key);
  }

  async function verifyAccessToken(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: ctx.clock.now(),
      });
      if (typeof payload.sub !== 'string') throw unauthorized(INVALID_ACCESS_MESSAGE);
      return {
        userId: payload.sub,
        role: typeof payload.role === 'string' ? payload.role : 'user',
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized(INVALID_ACCESS_MESSAGE);
      throw error;
    }
  }

  async function insertRefreshToken(userId: string, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.clock.now();
    await ctx.db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return token;
  }

  /** A new session: a fresh token family. */
  async function issueTokens(claims: AccessClaims): Promise<TokenPair> {
    const [accessToken, refreshToken] = await Promise.all([
      signAccessToken(claims),
      insertRefreshToken(claims.userId, randomUUID()),
    ]);
    return { accessToken, refreshToken };
  }

  async function revokeFamily(familyId: string) {
    await ctx.db
      .update(refreshTokens)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends every session of a user, except the one whose family is named (the caller's own). */
  async function revokeAllForUser(userId: string, exceptFamilyId?: string) {
    await ctx.db
      .update(refreshTokens)
      .set({ revokedAt: ctx.clock.now() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
        ),
      );
  }

  /** Finds the live token row, or undefined. */
  async function findToken(token: string) {
    const [row] = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(token)))
      .limit(1);
    return row;
  }

  /**
   * Spends a refresh token and returns the user id and family for a rotated pair. A token that
   * was already spent or revoked revokes its whole family: someone is replaying a stolen token.
   */
  async function rotateRefreshToken(
    token: string,
  ): Promise<{ userId: string; familyId: string; refreshToken: string }> {
    const row = await findToken(token);
    const now = ctx.clock.now();
    if (!row) throw unauthorized(INVALID_REFRESH_MESSAGE);
    if (row.usedAt || row.revokedAt) {
      await revokeFamily(row.familyId);
      throw unauthorized(INVALID_REFRESH_MESSAGE);
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized(INVALID_REFRESH_MESSAGE);
    const spent = await ctx.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.id, row.id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) {
      // Lost a race with another use of the same token: treat as reuse.
      await revokeFamily(row.familyId);
      throw unauthorized(INVALID_REFRESH_MESSAGE);
    }
    const refreshToken = await insertRefreshToken(row.userId, row.familyId);
    return { userId: row.userId, familyId: row.familyId, refreshToken };
  }

  return {
    signAccessToken,
    verifyAccessToken,
    issueTokens,
    rotateRefreshToken,
    revokeFamily,
    revokeAllForUser,
    findToken,
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
