import { usePrefetchCourtList } from '../features/booking/court-list-query';
import type { ScreenRow } from '../lib/screen-table';

/** A visitor, or anyone signed in; a row without `roles` is open to both. */
export type PlayerRole = 'visitor' | 'signed-in';
export type PlayerMenuSection = 'Booking' | 'Pages';

export type PlayerScreen = ScreenRow<PlayerRole, PlayerMenuSection> & {
  /** Asks for the screen's first data while its code loads. */
  usePrefetch?: () => void;
  /** Its link's place in the footer. */
  footer?: number;
  /** Shown on its own, without the players' frame (header, menu and footer). */
  isBare?: boolean;
};

const SIGNED_IN: readonly PlayerRole[] = ['signed-in'];

/**
 * The players' screens: the app's routes (app/routes.tsx), the players' menu and footer
 * (layout/app-layout.tsx) and the files the page preloads for each path (route-preloads.ts, which
 * reads each row's `path` and the `import()` of its `load` written right after it) come from here.
 * The landing page, shipped with the app's code, is the route of every other path. Visitors may
 * browse the booking page's courts, slots and prices; choosing a slot asks them to sign in. The
 * console's screens have their table in features/admin/console-screens.ts, so the players' app
 * is built without them.
 */
export const PLAYER_SCREENS: readonly PlayerScreen[] = [
  {
    path: '/booking',
    load: () => import('../features/booking/booking-page'),
    label: 'Book Courts',
    menu: 'Booking',
    usePrefetch: usePrefetchCourtList,
  },
  {
    path: '/my-bookings',
    load: () => import('../features/my-bookings/my-bookings-page'),
    roles: SIGNED_IN,
    label: 'My Bookings',
    menu: 'Booking',
  },
  {
    path: '/matches',
    load: () => import('../features/matches/matches-page'),
    label: 'Open Matches',
    menu: 'Booking',
  },
  {
    // The list's module shows one match too: a second chunk's preload list would cost the
    // landing page's budget.
    path: '/matches/:id',
    load: () => import('../features/matches/matches-page'),
  },
  {
    path: '/settings',
    load: () => import('../features/settings/settings-page'),
    roles: SIGNED_IN,
    label: 'Account Settings',
    menu: 'Booking',
  },
  {
    path: '/account-settings',
    load: () => import('../features/settings/account-settings-page'),
    roles: SIGNED_IN,
    label: 'Privacy & Data',
    menu: 'Booking',
  },
  {
    path: '/dashboard',
    load: () => import('../features/dashboard/dashboard-page'),
    roles: SIGNED_IN,
  },
  {
    path: '/about',
    load: () => import('../features/info/about-page'),
    label: 'About',
    menu: 'Pages',
  },
  {
    path: '/contact',
    load: () => import('../features/info/contact-page'),
    label: 'Contact',
    menu: 'Pages',
    footer: 6,
  },
  {
    path: '/terms',
    load: () => import('../features/info/terms-page'),
    label: 'Terms',
    menu: 'Pages',
    footer: 1,
  },
  {
    path: '/privacy',
    load: () => import('../features/info/privacy-page'),
    label: 'Privacy',
    menu: 'Pages',
    footer: 2,
  },
  {
    path: '/refund-policy',
    load: () => import('../features/info/refund-policy-page'),
    label: 'Refund Policy',
    menu: 'Pages',
    footer: 3,
  },
  {
    path: '/faq',
    load: () => import('../features/info/faq-page'),
    label: 'FAQ',
    menu: 'Pages',
  },
  {
    path: '/cookie-policy',
    load: () => import('../features/info/cookie-policy-page'),
    label: 'Cookie Policy',
    footer: 4,
  },
  {
    path: '/data-deletion',
    load: () => import('../features/info/data-deletion-page'),
    label: 'Data Deletion',
    footer: 5,
  },
  {
    path: '/complete-signup',
    load: () => import('../features/auth/complete-signup-page'),
    isBare: true,
  },
  {
    path: '/auth/callback',
    load: () => import('../features/auth/auth-callback-page'),
  },
  {
    path: '/payment/success',
    load: () => import('../features/payment/payment-success-page'),
  },
  {
    path: '/payment/failed',
    load: () => import('../features/payment/payment-failed-page'),
  },
  {
    path: '/payment/cancelled',
    load: () => import('../features/payment/payment-cancelled-page'),
  },
  {
    path: '/payment/close',
    load: () => import('../features/payment/payment-close-page'),
    isBare: true,
  },
];

/** Whether a visitor may open the screen (the others ask for an account). */
export const isForVisitors = ({ roles }: PlayerScreen) => !roles || roles.includes('visitor');

/** The footer's links, by their place. */
export const FOOTER_LINKS = PLAYER_SCREENS.filter((screen) => screen.footer).sort(
  (a, b) => (a.footer ?? 0) - (b.footer ?? 0),
);
