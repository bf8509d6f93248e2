import { inProcessListen } from '@padel/db';
import type { AppContext } from './context';

// Answers kept in memory until the database says what they were read from changed. Triggers
// notify on commit (migrations 0002 and 0005): 'schedule_changed' for courts, weekly hours,
// holidays and overrides, 'bookings_changed' for bookings, their history and their payment
// transactions, 'users_changed' for users. A cache keeps anything only where notifications
// arrive before the writer's call returns (PGlite, which only this process writes to); on
// PostgreSQL other processes write too and notifications come later over another connection,
// so there every read goes to the database. An answer is never served after a change: a
// notification drops everything kept, including reads still under way.

export const SCHEDULE_CHANGED = 'schedule_changed';
export const BOOKINGS_CHANGED = 'bookings_changed';
export const USERS_CHANGED = 'users_changed';

export type ChangeChannel =
  typeof SCHEDULE_CHANGED | typeof BOOKINGS_CHANGED | typeof USERS_CHANGED;

export type ChangeCache<V> = {
  /** The kept answer for the key, or `load`'s (kept when notifications are trusted). */
  read: (key: string, load: () => Promise<V>) => Promise<V>;
  /** Whether answers are kept: notifications reach this process before writers return. */
  readonly keeps: boolean;
};

/** A cache of answers read from the tables behind `channels`, at most `maxEntries` of them. */
export function createChangeCache<V>(
  ctx: Pick<AppContext, 'db' | 'engine'>,
  channels: readonly ChangeChannel[],
  maxEntries = 200,
): ChangeCache<V> {
  const kept = new Map<string, Promise<V>>();
  let keeps = false;
  const forget = () => kept.clear();
  const listen = inProcessListen(ctx.db, ctx.engine);
  if (listen) {
    Promise.all(channels.map((channel) => listen(channel, forget))).then(
      () => {
        forget();
        keeps = true;
      },
      () => {
        // Without notifications nothing is kept.
      },
    );
  }

  function read(key: string, load: () => Promise<V>): Promise<V> {
    if (!keeps) return load();
    const found = kept.get(key);
    if (found) return found;
    if (kept.size >= maxEntries) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    // The pending read is kept, so concurrent readers share it; a change while it runs drops it.
    const loading = load();
    kept.set(key, loading);
    loading.catch(() => {
      if (kept.get(key) === loading) kept.delete(key);
    });
    return loading;
  }

  return {
    read,
    get keeps() {
      return keeps;
    },
  };
}
