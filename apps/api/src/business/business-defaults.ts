import { DEFAULT_BUSINESS_SETTINGS, type TBusinessSettings } from '@padel/contract';

export const DEFAULT_BUSINESS_NAME = 'Padel Arena';

/** The settings object as stored: the spec's Business settings without bookkeeping. */
export type TStoredBusinessSettings = Omit<TBusinessSettings, 'updatedAt'>;

/** The Business settings object a new venue starts with (product doc §3, calls doc §9). */
export function buildDefaultBusinessSettings(
  businessName = DEFAULT_BUSINESS_NAME,
): TStoredBusinessSettings {
  const defaults = structuredClone(DEFAULT_BUSINESS_SETTINGS);
  return {
    ...defaults,
    businessName,
    tagline: 'Book a padel court in seconds',
    description:
      'Indoor and outdoor padel courts with flood lights, open early until late. Book online, pay at the venue, by card or with your JazzCash wallet.',
    paymentMethodInfo: {
      payAtVenue: { title: 'Pay at venue', subtitle: 'Pay in cash when you arrive' },
      jazzcashCard: { title: 'Debit / credit card', subtitle: 'Pay securely through JazzCash' },
      jazzcashWallet: {
        title: 'JazzCash wallet',
        subtitle: 'Pay from your JazzCash mobile account',
      },
    },
    socialMedia: [],
  };
}
