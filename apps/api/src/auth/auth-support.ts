import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_LINK_PARAM, type Language, type TAuthLinkMode } from '@padel/contract';
import { users } from '@padel/db';
import type { AppContext } from '../lib/context';
import { enqueueMessage, mailEntry } from '../lib/outbox';
import { renderBusinessMail, type BusinessMail } from '../mail/business-mail';
import {
  completeSignupLink,
  hasEmail,
  toUserDto,
  type UserRow,
  type UserWithEmail,
} from '../users';
import type { TokenService } from './tokens';
import { AUTH_MAIL_TEXTS } from './auth-mail-texts';

/** How long after an answer that must not tell whether an account exists its mail is written. */
export const AFTER_ANSWER_MS = 20;

/**
 * What sign-in and the account share: finding an account by e-mail or id, opening a session,
 * and the mails that must not tell whether an account exists.
 */
export function createAuthSupport(ctx: AppContext, tokens: TokenService) {
  const { db } = ctx;

  /**
   * The account with this e-mail. A walk-in registered without an e-mail never matches, so
   * sign-in, codes and password reset cannot reach it until an e-mail is added.
   */
  async function findByEmail(email: string): Promise<UserWithEmail | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(1);
    return user && hasEmail(user) ? user : undefined;
  }

  async function findById(id: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  async function session(user: UserRow) {
    const pair = await tokens.issueTokens({ userId: user.id, role: user.role });
    return { ...pair, user: toUserDto(user) };
  }

  /** A code mail of the kind ('signup', 'passwordReset', 'accountSetup') in the language. */
  const codeMail = (
    email: string,
    code: string,
    kind: 'signup' | 'passwordReset' | 'accountSetup',
    language: Language,
  ): BusinessMail => {
    const texts = AUTH_MAIL_TEXTS[language];
    const { heading, intro } = texts[kind];
    return {
      to: email,
      language,
      subject: heading,
      heading,
      paragraphs: [intro, texts.ignoreIfNotYou],
      code,
    };
  };

  const authLink = (mode: TAuthLinkMode) =>
    `${ctx.config.publicWebUrl}/?${AUTH_LINK_PARAM}=${mode}`;

  /** What the holder of an e-mail reads when someone tries to register it again. */
  function alreadyRegisteredMail(user: UserWithEmail): BusinessMail {
    // The holder's own language, whoever tried.
    const { language } = user;
    const texts = AUTH_MAIL_TEXTS[language].alreadyRegistered;
    const heading = texts.heading;
    if (user.isTemporary) {
      return {
        to: user.email,
        language,
        subject: heading,
        heading,
        paragraphs: [...texts.invited],
        action: { label: texts.invitedAction, url: completeSignupLink(ctx, user.email) },
      };
    }
    return {
      to: user.email,
      language,
      subject: heading,
      heading,
      paragraphs: [texts.existing, texts.forgotPassword(authLink('forgot-password')), texts.ignore],
      action: { label: texts.signIn, url: authLink('login') },
    };
  }

  /**
   * Answers that must not tell whether an account exists render their mail before answering
   * (the same work either way) and write it to the outbox after: the worker delivers it, and
   * retries it while the mail server refuses.
   */
  async function prepareMail(mail: BusinessMail) {
    const rendered = await renderBusinessMail(ctx, mail);
    return () => {
      // Once the answer is out (PGlite's write would hold it up), so both take the same time.
      setTimeout(() => {
        enqueueMessage(ctx.db, mailEntry(`auth:${randomUUID()}`, rendered), ctx.clock.now())
          .then(() => ctx.outboxWorker.nudge())
          .catch((error: unknown) => {
            ctx.logger.error({ err: error, subject: mail.subject }, 'mail could not be queued');
          });
      }, AFTER_ANSWER_MS);
    };
  }

  /**
   * Who may (re)set a password by e-mailed code: an active account with a password, or a player
   * made by social sign-in, who has none yet (and needs one to change it or delete the account).
   * Invited accounts set theirs through complete-signup; agents have none.
   */
  const canChoosePassword = (user: UserRow) =>
    user.status === 'active' &&
    !user.isTemporary &&
    (Boolean(user.passwordHash) || user.role === 'user');

  return {
    findByEmail,
    findById,
    session,
    codeMail,
    alreadyRegisteredMail,
    prepareMail,
    canChoosePassword,
  };
}

export type AuthSupport = ReturnType<typeof createAuthSupport>;
