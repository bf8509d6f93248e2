import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  DEFAULT_API_KEY_SCOPES,
  type TApiKey,
  type TApiKeyScope,
  type TCreateApiKeyAnswer,
  type TCreateApiKeyRequest,
} from '@padel/contract';
import type { UserRow } from '../users';
import { insertUserRow } from '../users';
import type { AppContext } from '../lib/context';
import { apiKeys, type Database, users } from '@padel/db';
import { AppError, badRequest, conflict, notFound, sqlStateOf } from '../lib/errors';
import { EMAIL_TAKEN_MESSAGE } from '../users';
import { hashSecret } from '../lib/secret-hash';

// DECISIONS: an API key's token is shown once and stored hashed; the key's id (`apiKey`) is not
// secret. The token carries 256 random bits, so a plain SHA-256 is enough to store it.

export const API_KEY_MESSAGES = {
  created: 'API key created. Copy the token now: it will not be shown again.',
  revoked: 'API key revoked',
  notFound: 'API key not found',
  agentNotFound: 'Agent not found',
  notAnAgent: 'The selected user is not an agent',
} as const;

const TOKEN_PREFIX = 'sk_';
const PUBLIC_ID_PREFIX = 'pk_';

export const hashApiToken = hashSecret;

/** Whether a bearer credential looks like an API key token (so nothing else costs a query). */
export const isApiTokenShaped = (credential: string) =>
  credential.startsWith(TOKEN_PREFIX) && credential.length > TOKEN_PREFIX.length + 20;

type KeyRow = typeof apiKeys.$inferSelect;
type OwnerRef = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

const toIso = (value: Date | null) => value?.toISOString() ?? null;

export function toApiKeyDto(key: KeyRow, owner: OwnerRef | null): TApiKey {
  return {
    _id: key.id,
    id: key.id,
    apiKey: key.apiKey,
    name: key.name,
    owner: owner
      ? { _id: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email }
      : null,
    scopes: key.scopes as TApiKeyScope[],
    isActive: key.isActive,
    createdAt: key.createdAt.toISOString(),
    revokedAt: toIso(key.revokedAt),
    lastUsedAt: toIso(key.lastUsedAt),
  };
}

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type Executor = Pick<Database, 'select' | 'insert'>;

/** The agent an existing-owner key is for: a user with role agent that is not deleted. */
async function findAgent(executor: Executor, ownerId: string): Promise<UserRow> {
  const [owner] = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, ownerId), isNull(users.deletedAt)))
    .limit(1);
  if (!owner) throw notFound(API_KEY_MESSAGES.agentNotFound);
  if (owner.role !== 'agent')
    throw badRequest(API_KEY_MESSAGES.notAnAgent, [
      { field: 'owner', message: API_KEY_MESSAGES.notAnAgent },
    ]);
  return owner;
}

/** A new partner agent: role agent, active, no password (agents act through their keys only). */
async function insertAgent(
  executor: Executor,
  input: { firstName: string; lastName: string; email: string; phone: string },
  now: Date,
): Promise<UserRow> {
  const [existing] = await executor
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (existing) throw conflict(EMAIL_TAKEN_MESSAGE);
  try {
    return await insertUserRow(
      executor,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        passwordHash: null,
        role: 'agent',
        status: 'active',
        isEmailVerified: false,
        createdAt: now,
        updatedAt: now,
      },
      'Could not create the agent',
    );
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

export function createApiKeysService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** POST /admin/api-keys: the token is in this answer and nowhere else, ever. */
  async function createApiKey(input: TCreateApiKeyRequest): Promise<TCreateApiKeyAnswer> {
    const now = clock.now();
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const publicId = `${PUBLIC_ID_PREFIX}${randomBytes(12).toString('hex')}`;
    return db.transaction(async (tx) => {
      const owner = input.owner
        ? await findAgent(tx, input.owner)
        : await insertAgent(
            tx,
            {
              firstName: input.agentFirstName ?? '',
              lastName: input.agentLastName ?? '',
              email: input.email ?? '',
              phone: input.phone ?? '',
            },
            now,
          );
      const [key] = await tx
        .insert(apiKeys)
        .values({
          apiKey: publicId,
          tokenHash: hashApiToken(token),
          name: input.name,
          ownerId: owner.id,
          scopes: [...DEFAULT_API_KEY_SCOPES],
          isActive: true,
          createdAt: now,
        })
        .returning();
      if (!key) throw new AppError(500, 'Could not create the API key');
      return { apiKey: key.apiKey, token, key: toApiKeyDto(key, owner) };
    });
  }

  /** GET /admin/api-keys: newest first, with the owner; never a token. */
  async function listApiKeys(): Promise<{ keys: TApiKey[] }> {
    const rows = await db
      .select({ key: apiKeys, owner: ownerColumns })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.ownerId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return { keys: rows.map((row) => toApiKeyDto(row.key, row.owner)) };
  }

  /** POST /admin/api-keys/{id}/revoke: final; revoking a revoked key changes nothing. */
  async function revokeApiKey(id: string): Promise<{ key: TApiKey }> {
    const now = clock.now();
    await db
      .update(apiKeys)
      .set({ isActive: false, revokedAt: now })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    const [row] = await db
      .select({ key: apiKeys, owner: ownerColumns })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.ownerId))
      .where(eq(apiKeys.id, id))
      .limit(1);
    if (!row) throw notFound(API_KEY_MESSAGES.notFound);
    return { key: toApiKeyDto(row.key, row.owner) };
  }

  /** The live key a token belongs to, with its owner; undefined for anything else. */
  async function findLiveKey(token: string): Promise<{ key: KeyRow; owner: UserRow } | undefined> {
    const [row] = await db
      .select({ key: apiKeys, owner: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.ownerId))
      .where(eq(apiKeys.tokenHash, hashApiToken(token)))
      .limit(1);
    if (!row || !row.key.isActive || row.key.revokedAt) return undefined;
    if (row.owner.deletedAt || row.owner.status !== 'active') return undefined;
    return row;
  }

  /** Records use; skipped when another request recorded it less than `withinMs` ago. */
  async function touchKey(keyId: string, withinMs: number): Promise<void> {
    const now = clock.now();
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, keyId),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(now.getTime() - withinMs)),
          ),
        ),
      );
  }

  return { createApiKey, listApiKeys, revokeApiKey, findLiveKey, touchKey };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
