// Business settings (product doc §3 "Business settings"). Text the venue has not filled is ''.
import { z } from 'zod';
import { CURRENCIES, SOCIAL_PLATFORMS, TIME_ZONES, WEEKDAYS } from '../constants';
import { zCloseTime, zIsoDateTime, zTime, zUuid } from '../fields';

export const ZCurrency = z.enum(CURRENCIES);
export const ZTimeZone = z.enum(TIME_ZONES);
export const ZSocialPlatform = z.enum(SOCIAL_PLATFORMS);

export const ZAddress = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** The public site's "Open Now" badge reads these, in the venue's timezone. */
export const ZBusinessHoursDay = z.object({
  open: zTime,
  close: zCloseTime,
  isClosed: z.boolean(),
});
export type TBusinessHoursDay = z.infer<typeof ZBusinessHoursDay>;
/** Keyed by weekday name, every day present. */
export const ZBusinessHours = z.record(z.enum(WEEKDAYS), ZBusinessHoursDay);
export type TBusinessHours = z.infer<typeof ZBusinessHours>;

export const ZAppSettings = z.object({
  appStoreUrl: z.string(),
  playStoreUrl: z.string(),
  /** The version each store build must run; the native app compares its own to it. */
  currentVersion: z.object({ ios: z.string(), android: z.string() }),
  forceUpdate: z.boolean(),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

/** Which payment methods the booking form offers (product doc §5 "Booking form"). */
export const ZPaymentMethodsEnabled = z.object({
  payAtVenue: z.boolean(),
  jazzcashCard: z.boolean(),
  jazzcashWallet: z.boolean(),
});
export type TPaymentMethodsEnabled = z.infer<typeof ZPaymentMethodsEnabled>;

export const ZPaymentMethodText = z.object({ title: z.string(), subtitle: z.string() });
export const ZPaymentMethodInfo = z.object({
  payAtVenue: ZPaymentMethodText,
  jazzcashCard: ZPaymentMethodText,
  jazzcashWallet: ZPaymentMethodText,
});
export type TPaymentMethodInfo = z.infer<typeof ZPaymentMethodInfo>;

export const ZSocialMediaLink = z.object({
  _id: zUuid,
  platform: ZSocialPlatform,
  url: z.string(),
  /** Used by the custom platform only. */
  customName: z.string(),
  /** An emoji, for the custom platform. */
  customIcon: z.string(),
});
export type TSocialMediaLink = z.infer<typeof ZSocialMediaLink>;

/**
 * One of the About page's claims about the venue ('500+' 'Players'): the venue's own words, shown
 * when its value is filled.
 */
export const ZAboutClaim = z.object({ value: z.string(), label: z.string() });
export type TAboutClaim = z.infer<typeof ZAboutClaim>;

/** What happens to an open match still not full `notFullHours` before it starts. */
export const MATCH_NOT_FULL_ACTIONS = ['keep', 'cancel'] as const;
export type TMatchNotFullAction = (typeof MATCH_NOT_FULL_ACTIONS)[number];
export const MATCH_NOT_FULL_HOURS_MAX = 72;

/**
 * Open matches at this venue: whether players may open their bookings as matches, and what
 * happens to a match not full `notFullHours` before it starts: 'keep' (it stays the host's
 * booking) or 'cancel' (the booking is cancelled and everyone refunded).
 */
export const ZOpenMatchSettings = z.object({
  enabled: z.boolean(),
  notFullHours: z.number().int().min(1).max(MATCH_NOT_FULL_HOURS_MAX),
  notFullAction: z.enum(MATCH_NOT_FULL_ACTIONS),
});
export type TOpenMatchSettings = z.infer<typeof ZOpenMatchSettings>;
/** The defaults: matches on; one not full 6 hours before it starts stays the host's booking. */
export const DEFAULT_OPEN_MATCH_SETTINGS: TOpenMatchSettings = {
  enabled: true,
  notFullHours: 6,
  notFullAction: 'keep',
};

export const ZBusinessSettings = z.object({
  businessName: z.string(),
  tagline: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  mapUrl: z.string(),
  fullAddress: z.string(),
  address: ZAddress,
  logoUrl: z.string(),
  faviconUrl: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  currency: ZCurrency,
  timezone: ZTimeZone,
  language: z.string(),
  businessHours: ZBusinessHours,
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  appSettings: ZAppSettings,
  paymentMethods: ZPaymentMethodsEnabled,
  paymentMethodInfo: ZPaymentMethodInfo,
  socialMedia: z.array(ZSocialMediaLink),
  aboutClaims: z.array(ZAboutClaim),
  openMatches: ZOpenMatchSettings,
  updatedAt: zIsoDateTime,
});
export type TBusinessSettings = z.infer<typeof ZBusinessSettings>;
