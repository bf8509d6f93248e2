import type { Language } from '@padel/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_MESSAGES, NAME_MAX_LENGTH, zName, type TOAuthProvider } from '@padel/contract';
import { oauthAccounts, users } from '@padel/db';
import type { AppContext } from '../../lib/context';
import { insertUserRow, type UserRow } from '../../users';

/** A sign-in the person is told failed; nothing was created or linked. */
export class SocialSignInRefused extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'SocialSignInRefused';
  }
}

/** Who the provider says signed in. */
export type Identity = {
  provider: TOAuthProvider;
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

/**
 * A provider's name as a typed name would be kept: a typed name refuses control characters and
 * line breaks (Apple's `user` field is not even signed), so they become spaces, then the name is
 * trimmed and clipped; one the name rules still refuse is left out (the e-mail stands in).
 */
export function clip(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = value
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
  return zName('Name').safeParse(name).success ? name : '';
}

/** The account a provider's identity signs in to: linked, matched by a vouched e-mail, or new. */
export function createSocialAccounts(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  function refuseClosed(user: UserRow) {
    if (user.deletedAt || user.status === 'deleted') {
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInAccountDeleted);
    }
    if (user.status === 'suspended') {
      throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInSuspended);
    }
  }

  /**
   * The account of an identity: the one it is linked to; else the account of its e-mail, linked
   * only when the provider vouches for the e-mail; else a new player. The phone, which providers
   * do not give, is asked for before the first booking.
   */
  async function accountOf(identity: Identity, language: Language = 'en'): Promise<UserRow> {
    const [linked] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(
        and(
          eq(oauthAccounts.provider, identity.provider),
          eq(oauthAccounts.subject, identity.subject),
        ),
      )
      .limit(1);
    if (linked) {
      refuseClosed(linked.user);
      return linked.user;
    }
    if (!identity.email) throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNoEmail);
    const email = identity.email;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [match] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
        .limit(1);
      if (match) {
        if (!identity.isEmailVerified) {
          throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInExistingAccount);
        }
        refuseClosed(match);
        // Partner agents reach the api only through their keys' scopes, never by signing in.
        if (match.role === 'agent') {
          throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInNotAllowed);
        }
        await tx.insert(oauthAccounts).values({
          userId: match.id,
          provider: identity.provider,
          subject: identity.subject,
          email,
          createdAt: now,
        });
        if (match.isTemporary || !match.isEmailVerified) {
          // An invited person who proves the e-mail through the provider has set up the account.
          const [updated] = await tx
            .update(users)
            .set({ isTemporary: false, isEmailVerified: true, status: 'active', updatedAt: now })
            .where(eq(users.id, match.id))
            .returning();
          return updated ?? match;
        }
        return match;
      }
      // A new account needs an e-mail the provider vouches for: an unverified one could take an
      // address its owner has yet to register.
      if (!identity.isEmailVerified) {
        throw new SocialSignInRefused(ERROR_MESSAGES.socialSignInEmailUnverified);
      }
      const created = await insertUserRow(tx, {
        firstName: identity.firstName || clip(email.split('@')[0]) || 'Player',
        lastName: identity.lastName,
        email,
        phone: '',
        // The language of the browser that signs up (the account's until the player changes it).
        language,
        passwordHash: null,
        role: 'user',
        status: 'active',
        isEmailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(oauthAccounts).values({
        userId: created.id,
        provider: identity.provider,
        subject: identity.subject,
        email,
        createdAt: now,
      });
      return created;
    });
  }

  return { accountOf, refuseClosed };
}
