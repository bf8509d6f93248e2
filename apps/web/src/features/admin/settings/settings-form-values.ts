import {
  ABOUT_CLAIMS_MAX,
  type TBusinessSettings,
  type TBusinessSettingsInput,
  type TSocialPlatform,
} from '@padel/contract';

/** The settings screen edits the whole settings object the save call takes. */
export type TSettingsValues = TBusinessSettingsInput;

const EMPTY_CLAIM = { value: '', label: '' };

/**
 * What was loaded, as the form holds it (the bookkeeping `updatedAt` is left out). The About
 * claims always have their three rows, the unused ones empty.
 */
export function toSettingsValues(business: TBusinessSettings): TSettingsValues {
  const { updatedAt: _updatedAt, ...settings } = business;
  const values = structuredClone(settings);
  const claims = values.aboutClaims.slice(0, ABOUT_CLAIMS_MAX);
  while (claims.length < ABOUT_CLAIMS_MAX) claims.push({ ...EMPTY_CLAIM });
  return { ...values, aboutClaims: claims };
}

/** What the save call is sent: the form's values without the About rows left empty. */
export function toSettingsInput(values: TSettingsValues): TBusinessSettingsInput {
  return {
    ...values,
    aboutClaims: values.aboutClaims.filter(
      (claim) => claim.value.trim() !== '' || claim.label.trim() !== '',
    ),
  };
}

export const PAYMENT_METHOD_LABELS = {
  payAtVenue: 'Pay at Venue',
  jazzcashCard: 'JazzCash Card',
  jazzcashWallet: 'JazzCash Wallet',
} as const;
export type TPaymentMethodKey = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHOD_KEYS = Object.keys(PAYMENT_METHOD_LABELS) as TPaymentMethodKey[];

export const PLATFORM_LABELS: Record<TSocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter / X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  custom: 'Custom',
};
