import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Route, Switch } from 'wouter';
import { usePrefetchCourtList } from '../features/booking/court-list-query';
// The landing page ships with the app's code: it is the first screen most players see, and a
// chunk of its own would cost one more round trip before its text shows.
import HomePage from '../features/home/home-page';
import { AppLayout } from '../layout/app-layout';
import screens from './fallback-screens.module.css';
import { ProtectedRoute } from './protected-route';

type Page<T extends ComponentType = ComponentType> = LazyExoticComponent<T> & {
  preload: () => Promise<unknown>;
};

// Every other screen is its own chunk, so the landing page loads only what it shows.
const page = <T extends ComponentType>(load: () => Promise<{ default: T }>): Page<T> =>
  Object.assign(lazy(load), { preload: load });

const AboutPage = page(() => import('../features/info/about-page'));
const ContactPage = page(() => import('../features/info/contact-page'));
const TermsPage = page(() => import('../features/info/terms-page'));
const PrivacyPage = page(() => import('../features/info/privacy-page'));
const FaqPage = page(() => import('../features/info/faq-page'));
const RefundPolicyPage = page(() => import('../features/info/refund-policy-page'));
const CookiePolicyPage = page(() => import('../features/info/cookie-policy-page'));
const DataDeletionPage = page(() => import('../features/info/data-deletion-page'));
const CompleteSignupPage = page(() => import('../features/auth/complete-signup-page'));
const AuthCallbackPage = page(() => import('../features/auth/auth-callback-page'));
const PaymentSuccessPage = page(() => import('../features/payment/payment-success-page'));
const PaymentFailedPage = page(() => import('../features/payment/payment-failed-page'));
const PaymentCancelledPage = page(() => import('../features/payment/payment-cancelled-page'));
const PaymentClosePage = page(() => import('../features/payment/payment-close-page'));
const BookingPage = page(() => import('../features/booking/booking-page'));
const MyBookingsPage = page(() => import('../features/my-bookings/my-bookings-page'));
const SettingsPage = page(() => import('../features/settings/settings-page'));
const AccountSettingsPage = page(() => import('../features/settings/account-settings-page'));
const DashboardPage = page(() => import('../features/dashboard/dashboard-page'));
const AuthModal = page(() => import('../features/auth/auth-modal'));

const fallback = (
  <div className={screens.loading}>
    <span className={screens.spinner} />
  </div>
);

const withLayout = (Screen: ComponentType) =>
  function LaidOut() {
    return (
      <AppLayout>
        <Suspense fallback={fallback}>
          <Screen />
        </Suspense>
      </AppLayout>
    );
  };

/** A screen for signed-in players; `usePrefetch` asks for its first data alongside the session. */
const signedIn = (Screen: Page, usePrefetch?: () => void) =>
  function SignedIn() {
    usePrefetch?.();
    // The screen's code loads while the session is checked, not after it.
    useEffect(() => {
      void Screen.preload();
    }, []);
    return (
      <ProtectedRoute>
        <Screen />
      </ProtectedRoute>
    );
  };

/**
 * The route table of the spec; unknown paths show the landing page. The console's routes come
 * from the web entry (`consoleRoutes`), so the players' app is built without them.
 */
export function AppRoutes({ consoleRoutes }: { consoleRoutes?: ReactNode }) {
  return (
    <>
      <Switch>
        <Route path="/complete-signup">
          <Suspense fallback={fallback}>
            <CompleteSignupPage />
          </Suspense>
        </Route>
        <Route path="/payment/close">
          <Suspense fallback={fallback}>
            <PaymentClosePage />
          </Suspense>
        </Route>
        <Route path="/about" component={withLayout(AboutPage)} />
        <Route path="/contact" component={withLayout(ContactPage)} />
        <Route path="/terms" component={withLayout(TermsPage)} />
        <Route path="/privacy" component={withLayout(PrivacyPage)} />
        <Route path="/faq" component={withLayout(FaqPage)} />
        <Route path="/refund-policy" component={withLayout(RefundPolicyPage)} />
        <Route path="/cookie-policy" component={withLayout(CookiePolicyPage)} />
        <Route path="/data-deletion" component={withLayout(DataDeletionPage)} />
        <Route path="/auth/callback" component={withLayout(AuthCallbackPage)} />
        <Route path="/payment/success" component={withLayout(PaymentSuccessPage)} />
        <Route path="/payment/failed" component={withLayout(PaymentFailedPage)} />
        <Route path="/payment/cancelled" component={withLayout(PaymentCancelledPage)} />
        <Route
          path="/booking"
          component={withLayout(signedIn(BookingPage, usePrefetchCourtList))}
        />
        <Route path="/my-bookings" component={withLayout(signedIn(MyBookingsPage))} />
        <Route path="/settings" component={withLayout(signedIn(SettingsPage))} />
        <Route path="/account-settings" component={withLayout(signedIn(AccountSettingsPage))} />
        <Route path="/dashboard" component={withLayout(signedIn(DashboardPage))} />
        {consoleRoutes && (
          <Route path="/admin/*?">
            <Suspense fallback={fallback}>{consoleRoutes}</Suspense>
          </Route>
        )}
        <Route component={withLayout(HomePage)} />
      </Switch>
      <Suspense fallback={null}>
        <AuthModal />
      </Suspense>
    </>
  );
}
