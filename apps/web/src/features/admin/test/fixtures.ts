import type { TBooking } from '@padel/contract';

let counter = 0;

/** A booking as the api answers it, with the fields a test cares about overridden. */
export function makeBooking(overrides: Partial<TBooking> = {}): TBooking {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    bookingId: `BK-${1000 + counter}`,
    court: { _id: 'c0000000-0000-4000-8000-000000000001', name: 'Court 1', location: 'Indoor' },
    userId: null,
    date: '2026-06-15',
    timeSlot: { startTime: '18:00', endTime: '19:00', durationMinutes: 60 },
    customer: {
      firstName: 'Ali',
      lastName: 'Raza',
      email: 'ali@example.com',
      phone: '+923001112223',
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
    createdAt: '2026-06-10T10:00:00.000Z',
    history: [],
    attendance: null,
    checkedInAt: null,
    customerNoShows: 0,
    ...overrides,
  };
}

export const ADMIN_USER = {
  _id: '22222222-2222-4222-8222-222222222222',
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Sara',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '+923001234500',
  role: 'admin' as const,
  status: 'active',
  isEmailVerified: true,
  isVerified: true,
  isAdmin: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  level: null,
};
