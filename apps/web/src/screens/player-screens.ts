import { usePrefetchCourtList } from '../features/booking/court-list-query';
import type { MenuLink, ScreenRow } from '../lib/screen-table';

/** A visitor, or anyone signed in. */
export type PlayerRole = 'visitor' | 'signed-in';
export type PlayerMenuSection = 'Booking' | 'Pages';

export type PlayerScreen = ScreenRow<PlayerRole, PlayerMenuSection> & {
  /** Asks for the screen's first data while its code loads. */
  usePrefetch?: () => void;
  /** Its link in the footer, at `place`. */
  footer?: { label: string; place: number };
  /** Shown on its own, without the players' frame (header, menu and footer). */
  isBare?: boolean;
};

const ANYONE: readonly PlayerRole[] = ['visitor', 'signed-in'];
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
    roles: ANYONE,
    menu: { label: 'Book Courts', section: 'Booking' },
    usePrefetch: usePrefetchCourtList,
  },
  {
    path: '/my-bookings',
    load: () => import('../features/my-bookings/my-bookings-page'),
    roles: SIGNED_IN,
    menu: { label: 'My Bookings', section: 'Booking' },
  },
  {
    path: '/settings',
    load: () => import('../features/settings/settings-page'),
    roles: SIGNED_IN,
    menu: { label: 'Account Settings', section: 'Booking' },
  },
  {
    path: '/account-settings',
    load: () => import('../features/settings/account-settings-page'),
    roles: SIGNED_IN,
    menu: { label: 'Privacy & Data', section: 'Booking' },
  },
  {
    path: '/dashboard',
    load: () => import('../features/dashboard/dashboard-page'),
    roles: SIGNED_IN,
  },
  {
    path: '/about',
    load: () => import('../features/info/about-page'),
    roles: ANYONE,
    menu: { label: 'About', section: 'Pages' },
  },
  {
    path: '/contact',
    load: () => import('../features/info/contact-page'),
    roles: ANYONE,
    menu: { label: 'Contact', section: 'Pages' },
    footer: { label: 'Contact', place: 6 },
  },
  {
    path: '/terms',
    load: () => import('../features/info/terms-page'),
    roles: ANYONE,
    menu: { label: 'Terms', section: 'Pages' },
    footer: { label: 'Terms', place: 1 },
  },
  {
    path: '/privacy',
    load: () => import('../features/info/privacy-page'),
    roles: ANYONE,
    menu: { label: 'Privacy', section: 'Pages' },
    footer: { label: 'Privacy', place: 2 },
  },
  {
    path: '/refund-policy',
    load: () => import('../features/info/refund-policy-page'),
    roles: ANYONE,
    menu: { label: 'Refund Policy', section: 'Pages' },
    footer: { label: 'Refund Policy', place: 3 },
  },
  {
    path: '/faq',
    load: () => import('../features/info/faq-page'),
    roles: ANYONE,
    menu: { label: 'FAQ', section: 'Pages' },
  },
  {
    path: '/cookie-policy',
    load: () => import('../features/info/cookie-policy-page'),
    roles: ANYONE,
    footer: { label: 'Cookie Policy', place: 4 },
  },
  {
    path: '/data-deletion',
    load: () => import('../features/info/data-deletion-page'),
    roles: ANYONE,
    footer: { label: 'Data Deletion', place: 5 },
  },
  {
    path: '/complete-signup',
    load: () => import('../features/auth/complete-signup-page'),
    roles: ANYONE,
    isBare: true,
  },
  {
    path: '/auth/callback',
    load: () => import('../features/auth/auth-callback-page'),
    roles: ANYONE,
  },
  {
    path: '/payment/success',
    load: () => import('../features/payment/payment-success-page'),
    roles: ANYONE,
  },
  {
    path: '/payment/failed',
    load: () => import('../features/payment/payment-failed-page'),
    roles: ANYONE,
  },
  {
    path: '/payment/cancelled',
    load: () => import('../features/payment/payment-cancelled-page'),
    roles: ANYONE,
  },
  {
    path: '/payment/close',
    load: () => import('../features/payment/payment-close-page'),
    roles: ANYONE,
    isBare: true,
  },
];

/** Whether a visitor may open the screen (the others ask for an account). */
export const isForVisitors = (screen: Pick<PlayerScreen, 'roles'>) =>
  screen.roles.includes('visitor');

/** The footer's links, by their place. */
export const FOOTER_LINKS: readonly MenuLink<PlayerRole>[] = PLAYER_SCREENS.flatMap(
  ({ path, footer, roles }) => (footer ? [{ href: path, label: footer.label, roles, footer }] : []),
)
  .sort((a, b) => a.footer.place - b.footer.place)
  .map(({ href, label, roles }) => ({ href, label, roles }));
