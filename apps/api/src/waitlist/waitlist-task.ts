import { listenForChanges, type ChangeListener } from '@padel/db';
import type { AppContext } from '../lib/context';
import { SCHEDULE_CHANGED } from '../lib/change-cache';
import type { TimedTask } from '../lib/timed-work';
import type { WaitlistService } from './waitlist-service';

// When the waitlist's hand-on runs: on the clock, once across the api's instances (offers that
// ran out, slots whose time came, holds that lapsed), and at once whenever a slot's claims or the
// schedule change (a cancellation, a released hold, a closure removed: the database notifies
// 'schedule_changed' on their commit, migrations 0002 and 0009). Runs on several instances at
// once take turns on the hand-on's lock, and each finds only what is left to do.

export const WAITLIST_SWEEP_INTERVAL_MS = 30_000;

export function waitlistHandOnTask(
  waitlist: WaitlistService,
  options: { intervalMs?: number } = {},
): TimedTask {
  return {
    name: 'waitlist-hand-on',
    intervalMs: options.intervalMs ?? WAITLIST_SWEEP_INTERVAL_MS,
    run: () => waitlist.handOn(),
  };
}

/** Hands freed slots on as soon as this instance hears a change; `stop` ends the listening. */
export function watchFreedSlots(
  ctx: Pick<AppContext, 'db' | 'engine'>,
  waitlist: WaitlistService,
): ChangeListener {
  return listenForChanges(ctx.db, ctx.engine, SCHEDULE_CHANGED, () => waitlist.handOnSoon());
}
