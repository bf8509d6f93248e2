import { Trans } from '@lingui/react';
import { ARRIVAL_MINUTES_BEFORE, BOOKING_WINDOW_DAYS } from '@padel/contract';
import { lazy, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import button from '../../components/button.module.css';
import { toTelHref, useContactDetails } from '../../components/contact-block-details';
import { MantineArea } from '../../components/mantine-area';
import { commonTexts } from '../../i18n/common-texts';
import { useTexts } from '../../i18n/texts';
import { usePlatform } from '../../lib/platform';
import { useBusiness } from '../../lib/use-business';
import { openAuthModal, useSession } from '../auth';
import { CourtArt, Icon, PHONE_ICON, PIN_ICON } from './home-art';
import { FEATURES, STEPS } from './home-content';
import { describePaymentMethods, FacilityContact } from './home-facility';
import { homeTexts } from './home-texts';
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
  const t = useTexts(homeTexts);
  const tc = useTexts(commonTexts);

  // Spec: the account-setup screen refers to '/login'; it is the landing page with the login open.
  useEffect(() => {
    if (location !== '/login') return;
    navigate('/', { replace: true });
    openAuthModal('login');
  }, [location, navigate]);

  const paymentText = describePaymentMethods(business?.paymentMethods, t);

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="home-title">
        <CourtArt />
        <div className={classes.heroText}>
          <p className={classes.venueName}>
            <bdi>{details.name}</bdi>
          </p>
          <h1 id="home-title" className={classes.heroTitle}>
            <bdi>{details.tagline}</bdi>
          </h1>
          <p className={classes.heroDescription}>
            <bdi>{details.description}</bdi>
          </p>
          <div className={classes.heroActions}>
            {isAuthenticated ? (
              <>
                <Link href="/booking" className={button.root} data-size="lg" {...ON_BOOKING_INTENT}>
                  {t('home.bookNow')}
                </Link>
                <Link
                  href="/my-bookings"
                  className={button.root}
                  data-size="lg"
                  data-variant="white"
                >
                  {tc('menu./my-bookings')}
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
                  {t('home.startPlaying')}
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
                  {tc('common.login')}
                </button>
              </>
            )}
          </div>
          {(details.phone || details.directionsUrl) && (
            <div className={classes.contactRow}>
              {details.phone && (
                <a className={classes.contactLink} href={toTelHref(details.phone)}>
                  <Icon path={PHONE_ICON} size={18} />
                  <bdi dir="ltr">{details.phone}</bdi>
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
                  {t('home.directions')}
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
          {t('home.whyTitle')}
        </h2>
        <p className={classes.sectionLead}>{t('home.whyLead')}</p>
        <div className={classes.grid}>
          {FEATURES.map((feature) => (
            <div key={feature.id} className={classes.card}>
              <span className={classes.icon}>
                <Icon path={feature.icon} />
              </span>
              <div>
                <p className={classes.cardTitle}>{t(`home.${feature.id}`)}</p>
                <p className={classes.cardText}>{t(`home.${feature.id}Text`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className={`${classes.heading} ${classes.stepsTitle}`}>
          {t('home.howTitle')}
        </h2>
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <p className={classes.stepTitle}>{t(`home.${step}`)}</p>
              <p className={classes.stepText}>
                {t(`home.${step}Text`, { minutes: ARRIVAL_MINUTES_BEFORE })}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className={classes.facility} aria-labelledby="facility-title">
        <div className={classes.facilityText}>
          <h2 id="facility-title" className={classes.heading}>
            {t('home.facility')}
          </h2>
          <p>
            <bdi>{details.description}</bdi>
          </p>
          <ul className={classes.bullets}>
            <li>{t('home.bookAhead', { days: BOOKING_WINDOW_DAYS })}</li>
            {paymentText && <li>{paymentText}</li>}
            <li>{t('home.arrive', { minutes: ARRIVAL_MINUTES_BEFORE })}</li>
            <li>
              <Trans
                id="home.readFirst"
                components={{
                  0: <Link href="/refund-policy" className={classes.link} />,
                  1: <Link href="/faq" className={classes.link} />,
                }}
              />
            </li>
          </ul>
        </div>
        <FacilityContact />
      </section>

      <section className={classes.closing} aria-labelledby="closing-title">
        {isAuthenticated && user ? (
          <>
            <h2 id="closing-title" className={`${classes.heading} ${classes.closingTitle}`}>
              {t('home.welcome', { name: user.firstName })}
            </h2>
            <p className={classes.closingText}>{t('home.nextGame')}</p>
            <div className={classes.closingActions}>
              <Link href="/booking" className={button.root} data-size="md">
                {t('home.bookNow')}
              </Link>
              <Link
                href="/my-bookings"
                className={button.root}
                data-size="md"
                data-variant="white"
                data-color="dark"
              >
                {tc('menu./my-bookings')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h2 id="closing-title" className={`${classes.heading} ${classes.closingTitle}`}>
              {t('home.ready')}
            </h2>
            <p className={classes.closingText}>{t('home.readyText')}</p>
            <div className={classes.closingActions}>
              <button
                type="button"
                className={button.root}
                data-size="md"
                onClick={() => openAuthModal('register')}
                data-auth-mode="register"
              >
                {t('home.startFree')}
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
                {t('home.haveAccount')}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
