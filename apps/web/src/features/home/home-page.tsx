import { ARRIVAL_MINUTES_BEFORE, BOOKING_WINDOW_DAYS } from '@padel/contract';
import { lazy, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import button from '../../components/button.module.css';
import { toTelHref, useContactDetails } from '../../components/contact-block-details';
import { MantineArea } from '../../components/mantine-area';
import { usePlatform } from '../../lib/platform';
import { useBusiness } from '../../lib/use-business';
import { openAuthModal, useSession } from '../auth';
import { CourtArt, Icon, PHONE_ICON, PIN_ICON } from './home-art';
import { FEATURES, STEPS } from './home-content';
import { describePaymentMethods, FacilityContact } from './home-facility';
import classes from './home.module.css';

export { describePaymentMethods };

// The landing page is the first thing a player on a slow network loads: the contact block (with
// its opening-hours clock) loads as it scrolls near (home-facility.tsx), and the store badges
// only when configured.
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
            <MantineArea>
              <AppStoreBadges
                appStoreUrl={details.appStoreUrl}
                playStoreUrl={details.playStoreUrl}
              />
            </MantineArea>
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
