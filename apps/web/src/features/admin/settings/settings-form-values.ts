import type { TBusinessSettings, TBusinessSettingsInput, TSocialPlatform } from '@padel/contract';

/** The settings screen edits the whole settings object the save call takes. */
export type TSettingsValues = TBusinessSettingsInput;

/** What was loaded, as the form holds it (the bookkeeping `updatedAt` is left out). */
export function toSettingsValues(business: TBusinessSettings): TSettingsValues {
  const { updatedAt: _updatedAt, ...settings } = business;
  return structuredClone(settings);
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
