import { ARRIVAL_MINUTES_BEFORE } from '@padel/contract';

/** The landing page's "Why play with us" cards. */
export const FEATURES = [
  {
    title: 'Book in seconds',
    text: 'See free slots for every court and book any time, day or night.',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  },
  {
    title: 'Live availability',
    text: 'Only open times are offered, so there is no double booking and no phone tag.',
    icon: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4M8 14l2 2 4-4',
  },
  {
    title: 'Pay your way',
    text: 'Pay at the venue, by card, or from your JazzCash wallet.',
    icon: 'M3 6h18v12H3zM3 10h18M7 15h3',
  },
  {
    title: 'Confirmed by email code',
    text: 'A 6-digit code sent to your email confirms every booking and cancellation.',
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l9 6 9-6',
  },
  {
    title: 'All your bookings in one place',
    text: 'See upcoming and past games, check details, or cancel from My Bookings.',
    icon: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  },
  {
    title: 'Suggested times',
    text: 'Not sure when? Pick how long you want to play and we show the times that work.',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
] as const;

/** The landing page's "How It Works" steps. */
export const STEPS = [
  { title: 'Sign Up', text: 'Create your free account with your email and phone number.' },
  {
    title: 'Choose Court',
    text: 'Pick a court, a day and a time that suits you, and confirm with the emailed code.',
  },
  {
    title: 'Play & Enjoy',
    text: `Arrive ${ARRIVAL_MINUTES_BEFORE} minutes early, pay the way you chose, and enjoy your game.`,
  },
] as const;
