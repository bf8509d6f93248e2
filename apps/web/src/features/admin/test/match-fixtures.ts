import type { TAdminMatch, TAdminMatchSeat } from '@padel/contract';

let counter = 0;
const uuid = (prefix: string, n: number) =>
  `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A player's seat as staff see it: a cash share still due unless overridden. */
export function makeSeat(overrides: Partial<TAdminMatchSeat> = {}): TAdminMatchSeat {
  counter += 1;
  return {
    userId: uuid('e', counter),
    name: 'Sara Khan',
    email: 'sara@example.pk',
    phone: '+923001110001',
    level: 3,
    share: 450,
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    amountPaid: 0,
    joinedAt: '2026-06-15T06:00:00.000Z',
    deskPayment: null,
    ...overrides,
  };
}

/** A venue-hosted match on Court 1 as GET /admin/matches answers it. */
export function makeAdminMatch(overrides: Partial<TAdminMatch> = {}): TAdminMatch {
  counter += 1;
  const id = uuid('d', counter);
  const seats = overrides.seats ?? [];
  return {
    _id: id,
    id,
    court: { _id: 'c0000000-0000-4000-8000-000000000001', name: 'Court 1', location: 'Indoor' },
    date: '2026-06-16',
    timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
    startsAt: '2026-06-16T13:00:00.000Z',
    status: 'open',
    hostedBy: 'venue',
    levelMin: 2.5,
    levelMax: 3.5,
    note: 'Tuesday social',
    capacity: 4,
    openSeats: 4 - seats.length,
    players: seats.map((seat, index) => ({
      seat: index + 1,
      firstName: seat.name.split(' ')[0] ?? '',
      level: seat.level,
      isHost: false,
    })),
    hostGuests: 0,
    pricePerPlayer: 450,
    result: null,
    bookingId: uuid('b', counter),
    bookingNumber: `BK-${2000 + counter}`,
    totalPrice: 1800,
    host: null,
    hostShare: 0,
    seats,
    ...overrides,
  };
}
