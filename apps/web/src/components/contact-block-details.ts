import type { TPublicBusiness, TSocialMediaLink } from '@padel/contract';
import { useBusiness } from '../lib/use-business';

/** What the public pages say when the venue has not filled a setting in. */
export const FALLBACK_BUSINESS = {
  name: 'Padel Arena',
  tagline: 'Book a padel court in seconds',
  description:
    'Indoor and outdoor padel courts, open early until late. Pick a court and a time online, then pay at the venue, by card or with your JazzCash wallet.',
} as const;

export type TContactDetails = {
  name: string;
  tagline: string;
  description: string;
  /** '' when the venue has none: the pages leave the line out rather than invent one. */
  phone: string;
  email: string;
  website: string;
  address: string;
  /** The map link, or a map search for the address; '' when there is neither. */
  directionsUrl: string;
  socialMedia: TSocialMediaLink[];
  appStoreUrl: string;
  playStoreUrl: string;
};

const clean = (value: string | undefined) => value?.trim() ?? '';

/** The venue's address as one line: the full address, else its parts. */
export function formatAddress(business: Pick<TPublicBusiness, 'fullAddress' | 'address'>): string {
  const full = clean(business.fullAddress);
  if (full) return full;
  const { street, city, state, postalCode } = business.address;
  const parts = [street, city, [state, postalCode].map(clean).filter(Boolean).join(' ')]
    .map(clean)
    .filter(Boolean);
  // The country alone (its default) says nothing about where the courts are.
  return parts.length > 0
    ? [...parts, clean(business.address.country)].filter(Boolean).join(', ')
    : '';
}

/** Business settings as the public pages show them, with fallbacks for what is missing. */
export function resolveContactDetails(business: TPublicBusiness | undefined): TContactDetails {
  if (!business) {
    return {
      ...FALLBACK_BUSINESS,
      phone: '',
      email: '',
      website: '',
      address: '',
      directionsUrl: '',
      socialMedia: [],
      appStoreUrl: '',
      playStoreUrl: '',
    };
  }
  const address = formatAddress(business);
  const mapUrl = clean(business.mapUrl);
  return {
    name: clean(business.businessName) || FALLBACK_BUSINESS.name,
    tagline: clean(business.tagline) || FALLBACK_BUSINESS.tagline,
    description: clean(business.description) || FALLBACK_BUSINESS.description,
    phone: clean(business.phone),
    email: clean(business.email),
    website: clean(business.website),
    address,
    directionsUrl:
      mapUrl ||
      (address
        ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
        : ''),
    socialMedia: business.socialMedia.filter((link) => clean(link.url) !== ''),
    appStoreUrl: clean(business.appSettings.appStoreUrl),
    playStoreUrl: clean(business.appSettings.playStoreUrl),
  };
}

/** A phone number as a tel: link ('+92 300 1234567' -> 'tel:+923001234567'). */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The venue's contact details for the public pages, with fallbacks while loading. */
export function useContactDetails(): TContactDetails {
  return resolveContactDetails(useBusiness());
}
