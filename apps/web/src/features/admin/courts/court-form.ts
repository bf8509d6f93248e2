import {
  CAPACITY_DEFAULT,
  DEFAULT_TIERED_PRICES,
  VALIDATION_MESSAGES,
  type TCourt,
  type TCourtStatus,
  type TCreateCourtInput,
  type TPricingMode,
} from '@padel/contract';
import { applyDiscount, deriveTieredPrices } from '@padel/domain';

/** A number input's value: '' while the person has cleared it. */
type TNumberValue = number | string;

export type TTimeSlotRuleValues = { start: string; end: string; percentage: number };

/** The court modal's fields as the form holds them. */
export type TCourtFormValues = {
  name: string;
  description: string;
  location: string;
  capacity: TNumberValue;
  status: TCourtStatus;
  pricePerHour: TNumberValue;
  pricingMode: TPricingMode;
  pricing: {
    thirtyMinutes: TNumberValue;
    oneHour: TNumberValue;
    twoHours: TNumberValue;
    longDuration: TNumberValue;
  };
  discount: { isActive: boolean; percentage: TNumberValue };
  timeSlotDiscounts: TTimeSlotRuleValues[];
  image: string | null;
  lastMaintenance: string;
  nextMaintenance: string;
  maintenanceSchedule: string;
};

export const TIER_LABELS = {
  thirtyMinutes: '30 minutes',
  oneHour: '1 hour',
  twoHours: '2 hours',
  longDuration: '3+ hours (per hour)',
} as const;
export type TTier = keyof typeof TIER_LABELS;
export const TIERS = Object.keys(TIER_LABELS) as TTier[];

/** A new court: 4 players, hourly at the default one-hour price, the default tiers ready. */
export function emptyCourtFormValues(): TCourtFormValues {
  return {
    name: '',
    description: '',
    location: '',
    capacity: CAPACITY_DEFAULT,
    status: 'active',
    pricePerHour: DEFAULT_TIERED_PRICES.oneHour,
    pricingMode: 'hourly',
    pricing: { ...DEFAULT_TIERED_PRICES },
    discount: { isActive: false, percentage: 0 },
    timeSlotDiscounts: [],
    image: null,
    lastMaintenance: '',
    nextMaintenance: '',
    maintenanceSchedule: '',
  };
}

/** An existing court in the form, every field it carries kept. */
export function courtToFormValues(court: TCourt): TCourtFormValues {
  return {
    name: court.name,
    description: court.description,
    location: court.location,
    capacity: court.capacity,
    status: court.status,
    pricePerHour: court.pricePerHour,
    pricingMode: court.pricingMode,
    pricing: { ...court.pricing },
    discount: { ...court.discount },
    timeSlotDiscounts: court.timeSlotDiscounts.map((rule) => ({ ...rule })),
    image: court.image,
    lastMaintenance: court.lastMaintenance ?? '',
    nextMaintenance: court.nextMaintenance ?? '',
    maintenanceSchedule: court.maintenanceSchedule ?? '',
  };
}

/** Spec: a price that is not a number counts as 0. */
function toPrice(value: TNumberValue): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && value !== '' ? number : 0;
}

/** '' stays '' so the contract reports the missing field; anything else becomes a number. */
function toNumberOrBlank(value: TNumberValue): number | string {
  if (typeof value === 'number' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/**
 * What the court calls receive: prices as numbers (non-numeric reads 0), tier prices only in
 * tiered mode (the api derives them from the hourly price otherwise), empty dates as null.
 */
export function toCourtRequest(values: TCourtFormValues): TCreateCourtInput {
  const pricing = {
    thirtyMinutes: toPrice(values.pricing.thirtyMinutes),
    oneHour: toPrice(values.pricing.oneHour),
    twoHours: toPrice(values.pricing.twoHours),
    longDuration: toPrice(values.pricing.longDuration),
  };
  return {
    name: values.name,
    description: values.description,
    location: values.location,
    capacity: toNumberOrBlank(values.capacity) as number,
    status: values.status,
    // A tiered court's hourly price is its one-hour tier (the card shows a price per hour).
    pricePerHour: values.pricingMode === 'tiered' ? pricing.oneHour : toPrice(values.pricePerHour),
    pricingMode: values.pricingMode,
    ...(values.pricingMode === 'tiered' ? { pricing } : {}),
    discount: {
      isActive: values.discount.isActive,
      percentage: toNumberOrBlank(values.discount.percentage) as number,
    },
    timeSlotDiscounts: values.timeSlotDiscounts,
    image: values.image,
    lastMaintenance: values.lastMaintenance || null,
    nextMaintenance: values.nextMaintenance || null,
    maintenanceSchedule: values.maintenanceSchedule.trim() || null,
  };
}

export type TPricePreviewRow = { label: string; original: number; discounted: number };

/**
 * The discount preview: each price of the chosen mode with the court discount taken off,
 * rounded to whole rupees as bookings are (the domain's applyDiscount). Hourly mode shows the
 * hourly price and the tiers it stands for.
 */
export function previewDiscountedPrices(values: TCourtFormValues): TPricePreviewRow[] {
  const percentage = toPrice(values.discount.percentage);
  const tiers =
    values.pricingMode === 'tiered'
      ? {
          thirtyMinutes: toPrice(values.pricing.thirtyMinutes),
          oneHour: toPrice(values.pricing.oneHour),
          twoHours: toPrice(values.pricing.twoHours),
          longDuration: toPrice(values.pricing.longDuration),
        }
      : deriveTieredPrices(toPrice(values.pricePerHour));
  const rows =
    values.pricingMode === 'hourly'
      ? [{ label: 'Per hour', price: toPrice(values.pricePerHour) }]
      : TIERS.map((tier) => ({ label: TIER_LABELS[tier], price: tiers[tier] }));
  return rows.map(({ label, price }) => {
    const { discount } = applyDiscount(price, percentage);
    return { label, original: discount.originalPrice, discounted: discount.discountedPrice };
  });
}

/** The add-rule row: both times are needed (product doc §5), else the spec's message. */
export function checkNewRule(rule: { start: string | null; end: string | null }): string | null {
  return rule.start && rule.end ? null : VALIDATION_MESSAGES.startAndEndTimesRequired;
}

const SAMPLE_BASE = {
  rating: 0,
  amenities: [],
  specifications: {},
  pricingMode: 'hourly' as const,
  discount: { isActive: false, percentage: 0 },
  timeSlotDiscounts: [],
  image: null,
  lastMaintenance: null,
  nextMaintenance: null,
  maintenanceSchedule: null,
};

/** Spec: when loading courts fails, three sample courts are shown (they cannot be changed). */
export const SAMPLE_COURTS: TCourt[] = [
  {
    ...SAMPLE_BASE,
    _id: '00000000-0000-4000-8000-000000000001',
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Court 1',
    description: 'Indoor court with professional lighting',
    location: 'Indoor',
    capacity: 4,
    pricePerHour: 1000,
    status: 'active',
    pricing: deriveTieredPrices(1000),
  },
  {
    ...SAMPLE_BASE,
    _id: '00000000-0000-4000-8000-000000000002',
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Court 2',
    description: 'Outdoor court with a panoramic glass wall',
    location: 'Outdoor',
    capacity: 4,
    pricePerHour: 1000,
    status: 'active',
    pricing: deriveTieredPrices(1000),
  },
  {
    ...SAMPLE_BASE,
    _id: '00000000-0000-4000-8000-000000000003',
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Court 3',
    description: 'Covered court for all weather',
    location: 'Covered',
    capacity: 4,
    pricePerHour: 1200,
    status: 'maintenance',
    pricing: deriveTieredPrices(1200),
  },
];
