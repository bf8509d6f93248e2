import type { TAvailabilitySlot, TBooking, TCourt, TSlotDiscount } from '@padel/contract';
import { TEST_USER } from './render-with-api';

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

/** A confirmed booking of the test player, on 15 June 2026 18:00 - 19:00, paid at the venue. */
export function makeBooking(id: string, overrides: Partial<TBooking> = {}): TBooking {
  return {
    _id: id,
    id,
    bookingId: `PB-${id.slice(0, 4)}`,
    court: {
      _id: '22222222-2222-4222-8222-222222222222',
      name: 'Court 1 (Indoor)',
      location: 'Hall A',
    },
    userId: TEST_USER.id,
    date: '2026-06-15',
    timeSlot: { startTime: '18:00', endTime: '19:00', durationMinutes: 60 },
    customer: {
      firstName: 'Ayesha',
      lastName: 'Khan',
      email: TEST_USER.email,
      phone: TEST_USER.phone,
    },
    players: 4,
    totalPrice: 1800,
    status: 'confirmed',
    paymentStatus: 'pending',
    amountPaid: 0,
    amountDue: overrides.totalPrice ?? 1800,
    paymentMethod: 'cash',
    jazzCashDetails: null,
    discount: { applied: false, percentage: 0, originalPrice: 1800, amount: 0, reason: null },
    specialRequests: null,
    notes: null,
    cancellationReason: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    history: [],
    attendance: null,
    checkedInAt: null,
    customerNoShows: 0,
    ...overrides,
  };
}
