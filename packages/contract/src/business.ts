// Business settings calls (calls doc §7 "Business", admin settings) and their defaults
// (product doc §3 "Business settings").
import { z } from 'zod';
import {
  CURRENCIES,
  DEFAULT_BUSINESS,
  DEFAULT_OPERATING_HOURS,
  SOCIAL_PLATFORMS,
  TIME_ZONES,
  WEEKDAYS,
  OAUTH_PROVIDERS,
} from './constants';
import {
  DEFAULT_OPEN_MATCH_SETTINGS,
  MATCH_NOT_FULL_ACTIONS,
  MATCH_NOT_FULL_HOURS_MAX,
  ZBusinessSettings,
  type TBusinessHours,
} from './entities/business-settings';
import {
  isAfter,
  zCloseTime,
  zEmail,
  zNumber,
  rule,
  zPlainText,
  zRequiredText,
  zTime,
  zUrl,
  zUuid,
} from './fields';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from './messages';
import { PAYMENT_METHOD_TEXTS } from './player-app-texts';

/** The About page shows at most this many claims about the venue. */
export const ABOUT_CLAIMS_MAX = 3;

/** A venue keeps at most this many social media links. */
export const SOCIAL_MEDIA_MAX_LINKS = 20;

export { PAYMENT_METHOD_TEXTS };

/** What the business calls answer besides the settings themselves. */
export const BUSINESS_MESSAGES = {
  settingsSaved: SUCCESS_MESSAGES.businessSettingsSaved,
  maintenanceOn: 'Maintenance mode is on',
  maintenanceOff: 'Maintenance mode is off',
  socialMediaAdded: 'Social media link added',
  openMatchHoursInvalid: `Hours must be a whole number from 1 to ${MATCH_NOT_FULL_HOURS_MAX}`,
  openMatchActionInvalid: "The not-full rule must be 'keep' or 'cancel'",
  socialMediaUpdated: 'Social media link updated',
  socialMediaRemoved: 'Social media link removed',
  socialMediaNotFound: 'Social media link not found',
  socialMediaLimit: `You can add at most ${SOCIAL_MEDIA_MAX_LINKS} social media links`,
  platformInvalid:
    'Platform must be facebook, instagram, twitter, linkedin, youtube, tiktok, whatsapp or custom',
  currencyInvalid: 'Please choose a currency from the list',
  timezoneInvalid: 'Please choose a time zone from the list',
  languageInvalid: 'Language must be a language code such as en',
  aboutClaimsLimit: `The About page shows at most ${ABOUT_CLAIMS_MAX} claims`,
  logoUploaded: 'Logo uploaded successfully',
  faviconUploaded: 'Favicon uploaded successfully',
} as const;

const zCurrency = z.enum(CURRENCIES, { error: BUSINESS_MESSAGES.currencyInvalid });
const zTimeZone = z.enum(TIME_ZONES, { error: BUSINESS_MESSAGES.timezoneInvalid });
const zSocialPlatform = z.enum(SOCIAL_PLATFORMS, { error: BUSINESS_MESSAGES.platformInvalid });

/** Optional text: absent reads as ''. */
function zFreeText(max: number) {
  return zPlainText(max);
}

/** '' or a valid email. */
const zEmailOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === '' || zEmail.safeParse(value).success, V.emailInvalid)
  .transform((value) => value.toLowerCase());

/** '' or an http(s) address. */
const zUrlOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === '' || zUrl.safeParse(value).success, V.urlInvalid);

/** '' , an http(s) address or a path on this host ('/uploads/logo.png'). */
const zAssetOrEmpty = zPlainText(2048).refine(
  (value) => value === '' || value.startsWith('/') || zUrl.safeParse(value).success,
  V.urlInvalid,
);

export const ZAddressInput = z.object({
  street: zFreeText(200),
  city: zFreeText(100),
  state: zFreeText(100),
  country: zFreeText(100),
  postalCode: zFreeText(20),
});

const businessHoursDayFields = { open: zTime, close: zCloseTime, isClosed: z.boolean() };

export const ZBusinessHoursDayInput = z
  .object(businessHoursDayFields)
  .refine((day) => day.isClosed || isAfter(day.close, day.open), {
    error: V.closeAfterOpen,
    path: ['close'],
  });

export const ZBusinessHoursInput = z.record(z.enum(WEEKDAYS), ZBusinessHoursDayInput);

const zVersion = z
  .string()
  .trim()
  .regex(/^\d+\.\d+\.\d+$/, V.versionInvalid);

const ZAppVersionsInput = z.object({ ios: zVersion, android: zVersion });

export const ZAppSettingsInput = z.object({
  appStoreUrl: zUrlOrEmpty,
  playStoreUrl: zUrlOrEmpty,
  currentVersion: ZAppVersionsInput,
  forceUpdate: z.boolean(),
});

const ZPaymentMethodTextInput = z.object({ title: zFreeText(100), subtitle: zFreeText(200) });

/** An About claim: a short figure ('500+', '4') and what it counts ('Players', 'Courts'). */
export const ZAboutClaimInput = z.object({ value: zFreeText(20), label: zFreeText(40) });

/** POST /business/social-media and PUT /business/social-media/{id}. */
export const ZSocialMediaInput = z.object({
  platform: zSocialPlatform,
  url: zUrl,
  /** For the custom platform: its name and an emoji icon. */
  customName: zFreeText(50).default(''),
  customIcon: zFreeText(16).default(''),
});
export type TSocialMediaInput = z.infer<typeof ZSocialMediaInput>;

/** The settings object the admin screen saves. The logo and favicon come from the upload calls. */
/** Open matches (DECISIONS): on or off, and what happens to one not full in time. */
export const ZOpenMatchSettingsInput = z.object({
  enabled: z.boolean(),
  notFullHours: zNumber(BUSINESS_MESSAGES.openMatchHoursInvalid, [
    rule(
      (value) => Number.isInteger(value) && value >= 1 && value <= MATCH_NOT_FULL_HOURS_MAX,
      BUSINESS_MESSAGES.openMatchHoursInvalid,
    ),
  ]),
  notFullAction: z.enum(MATCH_NOT_FULL_ACTIONS, {
    error: BUSINESS_MESSAGES.openMatchActionInvalid,
  }),
});
export type TOpenMatchSettingsInput = z.infer<typeof ZOpenMatchSettingsInput>;

const settingsFields = {
  businessName: zRequiredText('Business name', 100),
  tagline: zFreeText(200),
  description: zFreeText(2000),
  email: zEmailOrEmpty,
  phone: zFreeText(30),
  website: zUrlOrEmpty,
  mapUrl: zUrlOrEmpty,
  fullAddress: zFreeText(500),
  address: ZAddressInput,
  logoUrl: zAssetOrEmpty,
  faviconUrl: zAssetOrEmpty,
  primaryColor: zFreeText(30),
  secondaryColor: zFreeText(30),
  currency: zCurrency,
  timezone: zTimeZone,
  language: z
    .string({ error: BUSINESS_MESSAGES.languageInvalid })
    .trim()
    .regex(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})?$/, BUSINESS_MESSAGES.languageInvalid),
  businessHours: ZBusinessHoursInput,
  maintenanceMode: z.boolean(),
  maintenanceMessage: zFreeText(500),
  appSettings: ZAppSettingsInput,
  paymentMethods: z.object({
    payAtVenue: z.boolean(),
    jazzcashCard: z.boolean(),
    jazzcashWallet: z.boolean(),
  }),
  paymentMethodInfo: z.object({
    payAtVenue: ZPaymentMethodTextInput,
    jazzcashCard: ZPaymentMethodTextInput,
    jazzcashWallet: ZPaymentMethodTextInput,
  }),
  /** Links keep their _id when edited; a link without one is new. */
  socialMedia: z
    .array(ZSocialMediaInput.extend({ _id: zUuid.optional() }))
    .max(SOCIAL_MEDIA_MAX_LINKS, BUSINESS_MESSAGES.socialMediaLimit),
  /** The About page's claims, in order; a claim without a value is not shown. */
  aboutClaims: z.array(ZAboutClaimInput).max(ABOUT_CLAIMS_MAX, BUSINESS_MESSAGES.aboutClaimsLimit),
  /** Open matches on or off, and the not-full rule; absent keeps what is saved. */
  openMatches: ZOpenMatchSettingsInput.optional(),
};

/** PUT /business/settings: the whole settings object. */
export const ZBusinessSettingsInput = z.object(settingsFields);
export type TBusinessSettingsInput = z.infer<typeof ZBusinessSettingsInput>;

/**
 * PATCH /admin/settings: any subset, nested objects included ({address: {city}} changes the
 * city alone). The api merges it over the saved settings and checks the result as a whole, so
 * rules across fields (a day's close after its open) hold for the merged day.
 */
export const ZBusinessSettingsPatch = z
  .object({
    ...settingsFields,
    address: ZAddressInput.partial(),
    businessHours: z.partialRecord(z.enum(WEEKDAYS), z.object(businessHoursDayFields).partial()),
    appSettings: ZAppSettingsInput.extend({
      currentVersion: ZAppVersionsInput.partial(),
    }).partial(),
    paymentMethods: settingsFields.paymentMethods.partial(),
    openMatches: ZOpenMatchSettingsInput.partial(),
    paymentMethodInfo: z
      .object({
        payAtVenue: ZPaymentMethodTextInput.partial(),
        jazzcashCard: ZPaymentMethodTextInput.partial(),
        jazzcashWallet: ZPaymentMethodTextInput.partial(),
      })
      .partial(),
  })
  .partial();
export type TBusinessSettingsPatch = z.infer<typeof ZBusinessSettingsPatch>;

/** PUT /business/maintenance. */
export const ZMaintenanceRequest = z.object({
  maintenanceMode: z.boolean(),
  maintenanceMessage: zFreeText(500).default(''),
});
export type TMaintenanceRequest = z.infer<typeof ZMaintenanceRequest>;

/** GET/PUT /business/settings, social media calls and maintenance answer the business. */
export const ZBusinessAnswer = z.object({ business: ZBusinessSettings });
export type TBusinessAnswer = z.infer<typeof ZBusinessAnswer>;

/**
 * GET /business/public: what the public site and the booking form read. Settings hold no
 * secret (payment credentials live in the api's configuration), so only bookkeeping is left out.
 */
export const ZPublicBusiness = ZBusinessSettings.omit({ updatedAt: true });
export type TPublicBusiness = z.infer<typeof ZPublicBusiness>;
/** `signInProviders`: the social sign-in providers the venue has set up (their buttons show). */
export const ZPublicBusinessAnswer = z.object({
  business: ZPublicBusiness,
  signInProviders: z.array(z.enum(OAUTH_PROVIDERS)),
});
export type TPublicBusinessAnswer = z.infer<typeof ZPublicBusinessAnswer>;

/**
 * POST /business/upload-logo (multipart field `logo`) and /business/upload-favicon (field
 * `favicon`) answer the stored file's address and the business now pointing at it.
 */
export const ZUploadAnswer = z.object({ url: z.string(), business: ZBusinessSettings });
export type TUploadAnswer = z.infer<typeof ZUploadAnswer>;

function hoursFor(day: (typeof WEEKDAYS)[number]) {
  const isWeekend = day === 'saturday' || day === 'sunday';
  const { openTime, closeTime } = isWeekend
    ? DEFAULT_OPERATING_HOURS.weekend
    : DEFAULT_OPERATING_HOURS.weekday;
  return { open: openTime, close: closeTime, isClosed: false };
}

/** What a new venue starts with (product doc §3 defaults, calls doc §9). */
export const DEFAULT_BUSINESS_SETTINGS: TBusinessSettingsInput &
  Required<Pick<TBusinessSettingsInput, 'openMatches'>> = {
  businessName: 'Padel Court',
  tagline: '',
  description: '',
  email: '',
  phone: '',
  website: '',
  mapUrl: '',
  fullAddress: '',
  address: { street: '', city: '', state: '', country: DEFAULT_BUSINESS.country, postalCode: '' },
  logoUrl: '',
  faviconUrl: '',
  primaryColor: DEFAULT_BUSINESS.primaryColor,
  secondaryColor: DEFAULT_BUSINESS.secondaryColor,
  currency: DEFAULT_BUSINESS.currency,
  timezone: DEFAULT_BUSINESS.timezone,
  language: DEFAULT_BUSINESS.language,
  businessHours: Object.fromEntries(WEEKDAYS.map((day) => [day, hoursFor(day)])) as TBusinessHours,
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
    payAtVenue: {
      title: PAYMENT_METHOD_TEXTS.payAtVenueTitle,
      subtitle: PAYMENT_METHOD_TEXTS.payAtVenueSubtitle,
    },
    jazzcashCard: {
      title: PAYMENT_METHOD_TEXTS.cardTitle,
      subtitle: PAYMENT_METHOD_TEXTS.cardSubtitle,
    },
    jazzcashWallet: {
      title: PAYMENT_METHOD_TEXTS.walletTitle,
      subtitle: PAYMENT_METHOD_TEXTS.walletSubtitle,
    },
  },
  socialMedia: [],
  // Product doc "About": claims of 500+ players and 50+ courts; each venue states its own.
  aboutClaims: [
    { value: '500+', label: 'Players' },
    { value: '50+', label: 'Courts' },
    { value: '24/7', label: 'Online booking' },
  ],
  openMatches: { ...DEFAULT_OPEN_MATCH_SETTINGS },
};
