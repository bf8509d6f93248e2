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
  updatedAt: zIsoDateTime,
});
export type TBusinessSettings = z.infer<typeof ZBusinessSettings>;
