import { DEFAULT_BUSINESS } from '@padel/contract';

export const DEFAULT_BUSINESS_NAME = 'Padel Arena';

/** The Business settings object a new venue starts with (product doc §3, calls doc §9). */
export function buildDefaultBusinessSettings(businessName = DEFAULT_BUSINESS_NAME) {
  return {
    businessName,
    tagline: 'Book a padel court in seconds',
    description:
      'Indoor and outdoor padel courts with flood lights, open early until late. Book online, pay at the venue, by card or with your JazzCash wallet.',
    email: '',
    phone: '',
    website: '',
    mapUrl: '',
    fullAddress: '',
    address: { street: '', city: '', state: '', country: DEFAULT_BUSINESS.country, postalCode: '' },
    logo: '',
    logoUrl: '',
    favicon: '',
    faviconUrl: '',
    primaryColor: DEFAULT_BUSINESS.primaryColor,
    secondaryColor: DEFAULT_BUSINESS.secondaryColor,
    currency: DEFAULT_BUSINESS.currency,
    timezone: DEFAULT_BUSINESS.timezone,
    language: DEFAULT_BUSINESS.language,
    businessHours: {},
    maintenanceMode: DEFAULT_BUSINESS.maintenanceMode,
    maintenanceMessage: '',
    appSettings: {
      appStoreUrl: '',
      playStoreUrl: '',
      currentVersion: { ios: DEFAULT_BUSINESS.appVersion, android: DEFAULT_BUSINESS.appVersion },
      forceUpdate: DEFAULT_BUSINESS.forceUpdate,
    },
    paymentMethods: { ...DEFAULT_BUSINESS.paymentMethods },
    paymentMethodInfo: {
      payAtVenue: { title: 'Pay at venue', subtitle: 'Pay in cash when you arrive' },
      jazzcashCard: { title: 'Debit / credit card', subtitle: 'Pay securely through JazzCash' },
      jazzcashWallet: { title: 'JazzCash wallet', subtitle: 'Pay from your JazzCash mobile account' },
    },
    socialMedia: [] as Array<{
      _id: string;
      platform: string;
      url: string;
      customName?: string;
      customIcon?: string;
    }>,
  };
}
