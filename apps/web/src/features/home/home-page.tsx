import {
  ARRIVAL_MINUTES_BEFORE,
  BOOKING_WINDOW_DAYS,
  type TPaymentMethodsEnabled,
} from '@padel/contract';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyExport } from '../../lib/lazy-export';
import button from '../../components/button.module.css';
import { toTelHref, useContactDetails } from '../../components/contact-block-details';
import { usePlatform } from '../../lib/platform';
import { useBusiness } from '../../lib/use-business';
import { openAuthModal, useSession } from '../auth';
import classes from './home.module.css';
import { useNearViewport } from './use-near-viewport';

// The landing page is the first thing a player on a slow network loads: the contact block (with
// its opening-hours clock) loads as it scrolls near, and the store badges only when configured.
const ContactBlock = lazyExport(() => import('../../components/contact-block'), 'ContactBlock');
const AppStoreBadges = lazy(() => import('./app-store-badges'));

// The booking screen's code (and, through Vite's preload helper, a modulepreload of the chunks it
// needs) is fetched as soon as a player shows the intent to book: pointer over or focus on the
// call to action, or a touch, which comes before the click.
const preloadBookingPage = () => void import('../booking/booking-page');
const ON_BOOKING_INTENT = {
  onPointerEnter: preloadBookingPage,
  onFocus: preloadBookingPage,
  onTouchStart: preloadBookingPage,
};

const FEATURES = [
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

const STEPS = [
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

const PHONE_ICON =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
const PIN_ICON =
  'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';

function Icon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

function CourtArt() {
  return (
    <svg className={classes.heroArt} viewBox="0 0 200 280" aria-hidden="true">
      <rect x="10" y="10" width="180" height="260" rx="10" fill="#0e7490" />
      <rect x="22" y="22" width="156" height="236" fill="#0891b2" stroke="#fff" strokeWidth="3" />
      <path d="M22 80h156M22 200h156M100 80v120" stroke="#fff" strokeWidth="3" />
      <path d="M22 140h156" stroke="#fff" strokeWidth="5" />
      <circle cx="140" cy="108" r="11" fill="#facc15" stroke="#ca8a04" strokeWidth="2" />
    </svg>
  );
}

/** Which payment methods the venue takes, from its settings, in words ('' when none). */
export function describePaymentMethods(methods: TPaymentMethodsEnabled | undefined): string {
  const names = [
    methods?.payAtVenue !== false && 'at the venue',
    methods?.jazzcashCard !== false && 'by card',
    methods?.jazzcashWallet !== false && 'with your JazzCash wallet',
  ].filter((name): name is string => Boolean(name));
  if (names.length === 0) return '';
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Pay ${list}.`;
}

function FacilityContact() {
  const [ref, isNear] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={<div className={classes.placeholder} />}>
          <ContactBlock />
        </Suspense>
      ) : (
        <div className={classes.placeholder} />
      )}
    </div>
  );
}

/** The landing page (spec "Home page"). Unknown paths show it too; /login opens the login. */
export default function HomePage() {
  const { user, isAuthenticated, isLoading } = useSession();
  const details = useContactDetails();
  // The app the player is using is the one the badges would offer.
  const { isNativeApp } = usePlatform();
  const business = useBusiness();
  const [location, navigate] = useLocation();

  // Spec: the account-setup screen refers to '/login'; it is the landing page with the login open.
  useEffect(() => {
    if (location !== '/login') return;
    navigate('/', { replace: true });
    openAuthModal('login');
  }, [location, navigate]);

  const paymentText = describePaymentMethods(business?.paymentMethods);

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="home-title">
        <CourtArt />
        <div className={classes.heroText}>
          <p className={classes.venueName}>{details.name}</p>
          <h1 id="home-title" className={classes.heroTitle}>
            {details.tagline}
          </h1>
          <p className={classes.heroDescription}>{details.description}</p>
          <div className={classes.heroActions}>
            {isAuthenticated ? (
              <>
                <Link href="/booking" className={button.root} data-size="lg" {...ON_BOOKING_INTENT}>
                  Book a Court Now
                </Link>
                <Link
                  href="/my-bookings"
                  className={button.root}
                  data-size="lg"
                  data-variant="white"
                >
                  My Bookings
                </Link>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={button.root}
                  data-size="lg"
                  onClick={() => openAuthModal('register')}
                  data-auth-mode="register"
                  disabled={isLoading}
                  {...ON_BOOKING_INTENT}
                >
                  Start Playing Today
                </button>
                <button
                  type="button"
                  className={button.root}
                  data-size="lg"
                  data-variant="white"
                  onClick={() => openAuthModal('login')}
                  data-auth-mode="login"
                  disabled={isLoading}
                >
                  Login
                </button>
              </>
            )}
          </div>
          {(details.phone || details.directionsUrl) && (
            <div className={classes.contactRow}>
              {details.phone && (
                <a className={classes.contactLink} href={toTelHref(details.phone)}>
                  <Icon path={PHONE_ICON} size={18} />
                  {details.phone}
                </a>
              )}
              {details.directionsUrl && (
                <a
                  className={classes.contactLink}
                  href={details.directionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon path={PIN_ICON} size={18} />
                  Get Directions
                </a>
              )}
            </div>
          )}
          {!isNativeApp && (details.appStoreUrl || details.playStoreUrl) && (
            <Suspense fallback={null}>
              <AppStoreBadges
                appStoreUrl={details.appStoreUrl}
                playStoreUrl={details.playStoreUrl}
              />
            </Suspense>
          )}
        </div>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className={`${classes.heading} ${classes.sectionTitle}`}>
          Why play with us
        </h2>
        <p className={classes.sectionLead}>Everything you need to get on court, from your phone.</p>
        <div className={classes.grid}>
          {FEATURES.map((feature) => (
            <div key={feature.title} className={classes.card}>
              <span className={classes.icon}>
                <Icon path={feature.icon} />
              </span>
              <div>
                <p className={classes.cardTitle}>{feature.title}</p>
                <p className={classes.cardText}>{feature.text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className={`${classes.heading} ${classes.stepsTitle}`}>
          How It Works
        </h2>
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <p className={classes.stepTitle}>{step.title}</p>
              <p className={classes.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={classes.facility} aria-labelledby="facility-title">
        <div className={classes.facilityText}>
          <h2 id="facility-title" className={classes.heading}>
            Our Facility
          </h2>
          <p>{details.description}</p>
          <ul className={classes.bullets}>
            <li>Book online from today up to {BOOKING_WINDOW_DAYS} days ahead.</li>
            {paymentText && <li>{paymentText}</li>}
            <li>Please arrive {ARRIVAL_MINUTES_BEFORE} minutes before your booking time.</li>
            <li>
              Read our{' '}
              <Link href="/refund-policy" className={classes.link}>
                refund policy
              </Link>{' '}
              and{' '}
              <Link href="/faq" className={classes.link}>
                FAQ
              </Link>{' '}
              before you book.
            </li>
          </ul>
        </div>
        <FacilityContact />
      </section>

      <section className={classes.closing} aria-labelledby="closing-title">
        {isAuthenticated && user ? (
          <>
            <h2 id="closing-title" className={`${classes.heading} ${classes.closingTitle}`}>
              Welcome back, {user.firstName}!
            </h2>
            <p className={classes.closingText}>Your next game is a few taps away.</p>
            <div className={classes.closingActions}>
              <Link href="/booking" className={button.root} data-size="md">
                Book a Court Now
              </Link>
              <Link
                href="/my-bookings"
                className={button.root}
                data-size="md"
                data-variant="white"
                data-color="dark"
              >
                My Bookings
              </Link>
            </div>
          </>
        ) : (
          <>
            <h2 id="closing-title" className={`${classes.heading} ${classes.closingTitle}`}>
              Ready to play?
            </h2>
            <p className={classes.closingText}>
              Create your free account and book your first court today.
            </p>
            <div className={classes.closingActions}>
              <button
                type="button"
                className={button.root}
                data-size="md"
                onClick={() => openAuthModal('register')}
                data-auth-mode="register"
              >
                Get Started Free
              </button>
              <button
                type="button"
                className={button.root}
                data-size="md"
                data-variant="white"
                data-color="dark"
                onClick={() => openAuthModal('login')}
                data-auth-mode="login"
              >
                I Have an Account
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
