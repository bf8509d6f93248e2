// Answers as the api sends them, for tests that read entities.
export const COURT_ID = '11111111-1111-4111-8111-111111111111';
export const USER_ID = '22222222-2222-4222-8222-222222222222';
export const BOOKING_ID = '33333333-3333-4333-8333-333333333333';

export const sampleUser = {
  _id: USER_ID,
  id: USER_ID,
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  phone: '+923001234567',
  role: 'user',
  status: 'active',
  isEmailVerified: true,
  isVerified: true,
  isAdmin: false,
  createdAt: '2025-01-31T10:00:00.000Z',
  level: null,
};

export const sampleCourt = {
  _id: COURT_ID,
  id: COURT_ID,
  name: 'Court 1',
  description: 'Panoramic glass court',
  location: 'Hall A',
  capacity: 4,
  pricePerHour: 1000,
  rating: 0,
  status: 'active',
  image: '/uploads/courts/court-1.jpg',
  amenities: ['Lights'],
  specifications: { surface: 'Artificial grass' },
  pricingMode: 'tiered',
  pricing: { thirtyMinutes: 600, oneHour: 1000, twoHours: 1800, longDuration: 900 },
  discount: { isActive: false, percentage: 0 },
  timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 10 }],
  lastMaintenance: null,
  nextMaintenance: '2025-03-01',
  maintenanceSchedule: null,
};

export const sampleBooking = {
  _id: BOOKING_ID,
  id: BOOKING_ID,
  bookingId: 'BK-250131-0001',
  court: { _id: COURT_ID, name: 'Court 1', location: 'Hall A' },
  userId: USER_ID,
  date: '2025-01-31',
  timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
  customer: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'ayesha@example.com',
    phone: '+923001234567',
  },
  players: 4,
  totalPrice: 1600,
  status: 'pending',
  paymentStatus: 'pending',
  amountPaid: 0,
  amountDue: 1600,
  paymentMethod: 'cash',
  jazzCashDetails: null,
  discount: { applied: false, percentage: 0, originalPrice: 1600, amount: 0, reason: null },
  specialRequests: null,
  notes: null,
  cancellationReason: null,
  createdAt: '2025-01-30T09:00:00.000Z',
  history: [
    {
      fromStatus: null,
      toStatus: 'pending',
      changedBy: { _id: USER_ID, name: 'Ayesha Khan', role: 'user' },
      note: null,
      at: '2025-01-30T09:00:00.000Z',
    },
  ],
  attendance: null,
  checkedInAt: null,
  customerNoShows: 0,
};
