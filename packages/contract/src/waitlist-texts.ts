// The waitlist's limits and texts (no schemas): the players' screens read them without loading
// the request and answer schemas of ./waitlist.

/** DECISIONS: at most 5 live entries a player. */
export const WAITLIST_MAX_ENTRIES = 5;
/** Live entries from one client address, whatever the accounts (several players on one wifi). */
export const WAITLIST_MAX_ENTRIES_PER_ADDRESS = 15;
/** DECISIONS: the player told holds the slot for 10 minutes. */
export const WAITLIST_OFFER_MINUTES = 10;

export const WAITLIST_MESSAGES = {
  added: 'You are on the waitlist. We will e-mail you if this slot frees up.',
  alreadyWaiting: 'You are already on the waitlist for this slot.',
  removed: 'Removed from the waitlist',
  notFound: 'Waitlist entry not found',
  courtNotFound: 'Court not found',
  tooMany: `You can wait for at most ${WAITLIST_MAX_ENTRIES} slots at once. Remove one first.`,
  tooManyFromAddress: 'Too many waitlist entries from this network. Please try again later.',
  slotFree: 'This slot is free: book it now.',
  slotStarted: 'This slot has already started',
  notifyMe: 'Notify me',
  notifyMeSignIn: 'Sign in to be told when this slot frees up',
  onWaitlist: 'On the waitlist',
  anyCourt: 'Any court',
  myWaitlist: 'My waitlist',
  emptyWaitlist: 'You are not waiting for any slot.',
  remove: 'Remove',
  waiting: (position: number) =>
    position === 1 ? 'You are first in line' : `Number ${position} in line`,
  offered: (time: string) => `Free now and held for you until ${time}: book it`,
  waitingBadge: (count: number) => `${count} waiting`,
  mailSubject: (court: string, date: string, time: string) =>
    `${court} is free on ${date} at ${time}: it is held for you`,
} as const;
