import type { TPaymentMethodsEnabled } from '@padel/contract';
import { Suspense } from 'react';
import type { Translate } from '../../i18n/texts';
import { lazyExport } from '../../lib/lazy-export';
import classes from './home.module.css';
import { useNearViewport } from './use-near-viewport';

// The landing page is the first thing a player on a slow network loads: the contact block (with
// its opening-hours clock) loads as it scrolls near.
const ContactBlock = lazyExport(() => import('../../components/contact-block'), 'ContactBlock');

/** Which payment methods the venue takes, from its settings, in words ('' when none). */
export function describePaymentMethods(
  methods: TPaymentMethodsEnabled | undefined,
  t: Translate,
): string {
  const names = [
    methods?.payAtVenue !== false && t('home.atVenue'),
    methods?.jazzcashCard !== false && t('home.byCard'),
    methods?.jazzcashWallet !== false && t('home.byWallet'),
  ].filter((name): name is string => Boolean(name));
  if (names.length === 0) return '';
  const list =
    names.length === 1
      ? names[0]
      : t('home.payList', { first: names.slice(0, -1).join(t('home.comma')), last: names.at(-1) });
  return t('home.pay', { methods: list });
}

/** The contact block, loaded as it scrolls near. */
export function FacilityContact() {
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
