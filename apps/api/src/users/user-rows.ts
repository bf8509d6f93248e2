import { users, type Database, type UserRow } from '@padel/db';
import { AppError } from '../lib/errors';

/** A user row to write: a registered, social, invited or agent account, or the seeded admin. */
export type NewUserRow = typeof users.$inferInsert;

type Inserter = Pick<Database, 'insert'>;

/** The one place the api writes a row into `users`. */
const insertInto = (executor: Inserter, values: NewUserRow) =>
  executor.insert(users).values(values);

/** Writes an account and answers its row; `failure` is the 500's message if none comes back. */
export async function insertUserRow(
  executor: Inserter,
  values: NewUserRow,
  failure = 'Could not create the account',
): Promise<UserRow> {
  const [user] = await insertInto(executor, values).returning();
  if (!user) throw new AppError(500, failure);
  return user;
}

/** Writes an account unless its e-mail is taken (the seed's admin): nothing happens then. */
export async function insertUserRowUnlessTaken(
  executor: Inserter,
  values: NewUserRow,
): Promise<void> {
  await insertInto(executor, values).onConflictDoNothing();
}
