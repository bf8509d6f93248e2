import type { Language } from '@padel/contract';
import { INVITATION_MAIL_TEXTS } from './invitation-mail-texts';
import { sql } from 'drizzle-orm';
import { SUCCESS_MESSAGES } from '@padel/contract';
import type { UserRow } from './user-roles';
import { insertUserRow } from './user-rows';
import { toUserDto } from './user-dto';
import type { AppContext } from '../lib/context';
import { type Database, users } from '@padel/db';
import { conflict, sqlStateOf } from '../lib/errors';
import { sendBusinessMail, type MailSender, type QueueOptions } from '../mail/business-mail';

export type TemporaryUserInput = {
  firstName: string;
  lastName: string;
  /** Absent for a walk-in registered at the desk with a name and a phone only. */
  email?: string | undefined;
  phone: string;
  /** A staff invitation's role; a customer (`user`) otherwise. */
  role?: 'user' | 'staff' | 'admin';
};

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** The page where an invited person sets a password (calls doc §2: /complete-signup?email=). */
export function completeSignupLink(ctx: Pick<AppContext, 'config'>, email: string): string {
  return `${ctx.config.publicWebUrl}/complete-signup?email=${encodeURIComponent(email)}`;
}

/**
 * Inserts an invited (temporary) user: status pending, no password, not able to log in until
 * complete-signup (DECISIONS: accounts). 409 when the e-mail already has an account, deleted
 * accounts aside (their e-mail was freed).
 */
export async function insertTemporaryUser(
  executor: Pick<Database, 'select' | 'insert'>,
  input: TemporaryUserInput,
  now: Date,
): Promise<UserRow> {
  const email = input.email ? input.email.trim().toLowerCase() : null;
  if (email !== null) {
    const [existing] = await executor
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (existing) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  try {
    return await insertUserRow(
      executor,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: input.phone,
        passwordHash: null,
        role: input.role ?? 'user',
        status: 'pending',
        isEmailVerified: false,
        isTemporary: true,
        createdAt: now,
        updatedAt: now,
      },
      'Could not create the user',
    );
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Mails an invited user the complete-signup link; returns the link. Only for an account with
 * an e-mail: a walk-in without one is mailed nothing until an e-mail is added.
 */
export async function sendTemporaryUserInvite(
  ctx: MailSender & Pick<AppContext, 'config'>,
  user: Pick<UserRow, 'firstName' | 'role'> & { email: string; language?: Language },
  options: QueueOptions = {},
): Promise<string> {
  const link = completeSignupLink(ctx, user.email);
  const language = user.language ?? 'en';
  const texts = INVITATION_MAIL_TEXTS[language];
  const staffRole = user.role === 'admin' || user.role === 'staff' ? user.role : undefined;
  await sendBusinessMail(
    ctx,
    {
      to: user.email,
      language,
      subject: texts.subject,
      heading: texts.heading,
      paragraphs: [
        texts.greeting(user.firstName),
        staffRole ? texts.staffAccount(staffRole) : texts.playerAccount,
        texts.howTo,
      ],
      action: { label: texts.action, url: link },
    },
    options,
  );
  return link;
}

/** POST /admin/users/temporary: creates the invited user and mails the link. */
export async function createTemporaryUser(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'clock' | 'outboxWorker'>,
  input: TemporaryUserInput & { email: string },
) {
  // The account and its invitation are written together.
  const { user, signupLink } = await ctx.db.transaction(async (tx) => {
    const inserted = await insertTemporaryUser(tx, input, ctx.clock.now());
    const link = await sendTemporaryUserInvite(ctx, { ...inserted, email: input.email }, { tx });
    return { user: inserted, signupLink: link };
  });
  ctx.outboxWorker.nudge();
  return {
    user: toUserDto(user),
    signupLink,
    message: SUCCESS_MESSAGES.temporaryUserCreated(signupLink),
  };
}
