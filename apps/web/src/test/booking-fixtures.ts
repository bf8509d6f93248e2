import type { TAvailabilitySlot, TCourt, TSlotDiscount } from '@padel/contract';

/** A slot's price without a discount. */
export const noDiscount = (price: number): TSlotDiscount => ({
  hasDiscount: false,
  originalPrice: price,
  discountedPrice: price,
  discountPercentage: 0,
});

/**
 * A free hour of a court's grid at Rs. 1,000 on Wednesday 12 March 2025, the booking tests'
 * day; `state` changes what a test needs (booked, held, another price).
 */
export const availabilitySlot = (
  courtId: string,
  startTime: string,
  endTime: string,
  state: Partial<TAvailabilitySlot> = {},
): TAvailabilitySlot => ({
  id: `${courtId}_2025-03-12_${startTime}`,
  startTime,
  endTime,
  price: 1000,
  discount: noDiscount(1000),
  isBooked: false,
  isUnavailable: false,
  maxPlayers: 4,
  durationMinutes: 60,
  date: '2025-03-12',
  available: true,
  ...state,
});

/** An active court at Rs. 1,000 an hour, described as under the roof; `image` its picture. */
export const court = (id: string, name: string, image: string | null = null): TCourt => ({
  _id: id,
  id,
  name,
  description: `${name} under the roof`,
  location: 'Indoor hall',
  capacity: 4,
  pricePerHour: 1000,
  rating: 0,
  status: 'active',
  image,
  amenities: [],
  specifications: {},
  pricingMode: 'tiered',
  pricing: { thirtyMinutes: 600, oneHour: 1000, twoHours: 1800, longDuration: 900 },
  discount: { isActive: false, percentage: 0 },
  timeSlotDiscounts: [],
  lastMaintenance: null,
  nextMaintenance: null,
  maintenanceSchedule: null,
});
