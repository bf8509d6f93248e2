import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURT_MESSAGES,
  VALIDATION_MESSAGES as V,
  ZCourt,
  ZCourtListAnswer,
  nextToggleStatus,
} from '@padel/contract';
import { bookings, courts } from '@padel/db';
import { bearer, loginAdmin, registerPlayer, registerStaff, type SignedIn } from '../../test/auth';
import {
  createSecondInstance,
  createTestContext,
  testEngine,
  type TestContext,
} from '../../test/test-context';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let admin: SignedIn;
let customer: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAdmin(t);
  customer = await registerPlayer(t);
  staff = await registerStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const api = () => request(t.app);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Court 9',
  description: 'Practice court with a glass back wall',
  capacity: 4,
  pricePerHour: 2000,
  ...overrides,
});

async function createCourt(overrides: Record<string, unknown> = {}) {
  const res = await api()
    .post('/api/v1/admin/courts')
    .set(bearer(admin))
    .send(form(overrides))
    .expect(201);
  return ZCourt.parse(res.body.data.court);
}

/** A booking of `courtId` written straight to the table, `startsAt` an instant. */
async function insertBooking(courtId: string, startsAt: string, status = 'confirmed') {
  const start = new Date(startsAt);
  await t.db.insert(bookings).values({
    bookingNumber: `BK-${Math.random().toString(36).slice(2, 10)}`,
    userId: customer.user.id,
    courtId,
    date: startsAt.slice(0, 10),
    startTime: '10:00',
    endTime: '11:00',
    durationMinutes: 60,
    startsAt: start,
    endsAt: new Date(start.getTime() + 60 * 60_000),
    status,
    totalPrice: 2000,
  });
}

describe('GET /courts', () => {
  it('lists the active courts in the venue order with a pagination object', async () => {
    const res = await api().get('/api/v1/courts').expect(200);
    const answer = ZCourtListAnswer.parse(res.body.data);
    expect(answer.courts.map((c) => c.name).slice(0, 4)).toEqual([
      'Court 1',
      'Court 2',
      'Court 3',
      'Court 4',
    ]);
    expect(answer.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(answer.pagination.total).toBe(answer.courts.length);
  });

  it('answers the spec Court with both ids and no bookkeeping fields', async () => {
    const res = await api().get('/api/v1/courts').expect(200);
    const court = res.body.data.courts[0];
    expect(Object.keys(court).sort()).toEqual(
      [
        '_id',
        'id',
        'name',
        'description',
        'location',
        'capacity',
        'pricePerHour',
        'rating',
        'status',
        'image',
        'amenities',
        'specifications',
        'pricingMode',
        'pricing',
        'discount',
        'timeSlotDiscounts',
        'lastMaintenance',
        'nextMaintenance',
        'maintenanceSchedule',
        'createdAt',
      ].sort(),
    );
    expect(court._id).toBe(court.id);
    expect(court.pricing).toEqual({
      thirtyMinutes: 600,
      oneHour: 1000,
      twoHours: 1800,
      longDuration: 900,
    });
  });

  it('hides inactive and maintenance courts from visitors and customers, not from staff and admins', async () => {
    const inactive = await createCourt({ name: 'Hidden inactive', status: 'inactive' });
    const maintenance = await createCourt({ name: 'Hidden maintenance', status: 'maintenance' });
    const namesFor = async (headers: Record<string, string>) => {
      const res = await api().get('/api/v1/courts').query({ limit: 100 }).set(headers).expect(200);
      return (res.body.data.courts as Array<{ name: string; status: string }>).map((c) => c.name);
    };
    for (const headers of [{}, bearer(customer)]) {
      const names = await namesFor(headers);
      expect(names).not.toContain(inactive.name);
      expect(names).not.toContain(maintenance.name);
    }
    for (const headers of [bearer(staff), bearer(admin)]) {
      const names = await namesFor(headers);
      expect(names).toEqual(expect.arrayContaining([inactive.name, maintenance.name]));
    }
    const visitorAsksForInactive = await api().get('/api/v1/courts?status=inactive').expect(200);
    expect(visitorAsksForInactive.body.data).toEqual({
      courts: [],
      pagination: { page: 1, pages: 0, total: 0, limit: 20 },
    });
  });

  it('filters by repeated statuses, pricing mode and a search text', async () => {
    await createCourt({ name: 'Filter maintenance', status: 'maintenance', location: 'Rooftop' });
    const byStatus = await api()
      .get('/api/v1/courts?status=maintenance&status=inactive&limit=100')
      .set(bearer(admin))
      .expect(200);
    const statuses = new Set(byStatus.body.data.courts.map((c: { status: string }) => c.status));
    expect([...statuses].sort()).toEqual(['inactive', 'maintenance']);

    const bySearch = await api()
      .get('/api/v1/courts?search=rooftop')
      .set(bearer(admin))
      .expect(200);
    expect(bySearch.body.data.courts.map((c: { name: string }) => c.name)).toEqual([
      'Filter maintenance',
    ]);

    const tiered = await api().get('/api/v1/courts?pricingMode=tiered').expect(200);
    expect(
      tiered.body.data.courts.every((c: { pricingMode: string }) => c.pricingMode === 'tiered'),
    ).toBe(true);

    const wildcard = await api().get('/api/v1/courts?search=%25').expect(200);
    expect(wildcard.body.data.courts).toEqual([]);
  });

  it('pages the list', async () => {
    const res = await api().get('/api/v1/courts?page=2&limit=3').expect(200);
    const { pagination, courts: page } = res.body.data;
    expect(pagination.page).toBe(2);
    expect(pagination.limit).toBe(3);
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 3));
    expect(page.length).toBeLessThanOrEqual(3);
  });

  it('refuses a malformed filter with its message', async () => {
    const res = await api().get('/api/v1/courts?limit=0').expect(400);
    expect(res.body.message).toBe(V.limitInvalid(100));
    const status = await api().get('/api/v1/courts?status=closed').expect(400);
    expect(status.body.errors[0]).toMatchObject({ message: V.statusInvalid });
  });
});

describe('GET /courts/{id}', () => {
  it('answers one court', async () => {
    const list = await api().get('/api/v1/courts').expect(200);
    const first = list.body.data.courts[0];
    const res = await api().get(`/api/v1/courts/${first.id}`).expect(200);
    expect(res.body.data.court).toEqual(first);
  });

  it('answers 404 for an unknown court and for a court a visitor may not see', async () => {
    const unknown = await api().get(`/api/v1/courts/${UNKNOWN_ID}`).expect(404);
    expect(unknown.body.message).toBe('Court not found');
    const hidden = await createCourt({ name: 'Hidden detail', status: 'inactive' });
    await api().get(`/api/v1/courts/${hidden.id}`).expect(404);
    await api().get(`/api/v1/courts/${hidden.id}`).set(bearer(customer)).expect(404);
    await api().get(`/api/v1/courts/${hidden.id}`).set(bearer(admin)).expect(200);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await api().get('/api/v1/courts/not-a-uuid').expect(400);
    expect(res.body.message).toBe(V.idInvalid);
    expect(res.body.errors).toEqual([{ field: 'id', message: V.idInvalid }]);
  });
});

describe('creating a court', () => {
  it.each([
    ['POST /courts', '/api/v1/courts'],
    ['POST /admin/courts', '/api/v1/admin/courts'],
  ])(
    '%s creates it with the form defaults and hourly tiers derived from the hourly price',
    async (_name, url) => {
      const res = await api()
        .post(url)
        .set(bearer(admin))
        .send(form({ capacity: undefined }))
        .expect(201);
      expect(res.body.message).toBe(COURT_MESSAGES.created);
      const court = ZCourt.parse(res.body.data.court);
      expect(court).toMatchObject({
        name: 'Court 9',
        capacity: 4,
        status: 'active',
        pricingMode: 'hourly',
        pricePerHour: 2000,
        pricing: { thirtyMinutes: 1200, oneHour: 2000, twoHours: 3600, longDuration: 1800 },
        discount: { isActive: false, percentage: 0 },
        timeSlotDiscounts: [],
        image: null,
        location: '',
      });
      await api().get(`/api/v1/courts/${court.id}`).expect(200);
    },
  );

  it('keeps tier prices given in tiered mode and the time-slot discounts', async () => {
    const pricing = { thirtyMinutes: 700, oneHour: 1100, twoHours: 2000, longDuration: 950 };
    const court = await createCourt({
      pricingMode: 'tiered',
      pricing,
      discount: { isActive: true, percentage: 10 },
      timeSlotDiscounts: [
        { start: '22:00', end: '02:00', percentage: 15 },
        { start: '06:00', end: '08:00' },
      ],
      amenities: ['Lights', 'Showers'],
      specifications: { surface: 'Artificial grass' },
      maintenanceSchedule: 'First Monday of each month',
      nextMaintenance: '2026-07-06',
    });
    expect(court).toMatchObject({
      pricing,
      discount: { isActive: true, percentage: 10 },
      timeSlotDiscounts: [
        { start: '22:00', end: '02:00', percentage: 15 },
        { start: '06:00', end: '08:00', percentage: 0 },
      ],
      amenities: ['Lights', 'Showers'],
      specifications: { surface: 'Artificial grass' },
      maintenanceSchedule: 'First Monday of each month',
      nextMaintenance: '2026-07-06',
      lastMaintenance: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ description: ' ' }, 'description', 'Description is required'],
    [{ capacity: 1 }, 'capacity', V.capacityRange],
    [{ capacity: 7 }, 'capacity', V.capacityRange],
    [{ pricePerHour: -1 }, 'pricePerHour', V.priceInvalid],
    [{ pricePerHour: undefined }, 'pricePerHour', 'Price is required'],
    [{ discount: { isActive: true, percentage: 101 } }, 'discount.percentage', V.percentageRange],
    [
      { timeSlotDiscounts: [{ start: '18:00', percentage: 10 }] },
      'timeSlotDiscounts.0.end',
      'Please enter start and end times',
    ],
    [
      { timeSlotDiscounts: [{ start: '', end: '20:00' }] },
      'timeSlotDiscounts.0.start',
      'Please enter start and end times',
    ],
    [
      { timeSlotDiscounts: [{ start: '18:00', end: '20:00', percentage: -5 }] },
      'timeSlotDiscounts.0.percentage',
      V.percentageRange,
    ],
    [{ pricingMode: 'tiered' }, 'pricing', 'Tiered pricing is required'],
    [{ pricingMode: 'daily' }, 'pricingMode', COURT_MESSAGES.pricingModeInvalid],
  ])('refuses %j with the field message', async (override, field, message) => {
    const res = await api()
      .post('/api/v1/courts')
      .set(bearer(admin))
      .send(form(override))
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('is for admins only: 401 anonymous, 403 customer and staff', async () => {
    await api().post('/api/v1/courts').send(form()).expect(401);
    await api().post('/api/v1/courts').set(bearer(customer)).send(form()).expect(403);
    await api().post('/api/v1/courts').set(bearer(staff)).send(form()).expect(403);
    await api().post('/api/v1/admin/courts').send(form()).expect(401);
    await api().post('/api/v1/admin/courts').set(bearer(customer)).send(form()).expect(403);
  });
});

describe('changing a court', () => {
  it('PUT /courts/{id} saves the form and keeps what the form does not hold', async () => {
    const court = await createCourt({ location: 'Hall B', amenities: ['Lights'] });
    await api()
      .put(`/api/v1/courts/${court.id}`)
      .set(bearer(admin))
      .send({ status: 'inactive' })
      .expect(200);
    const res = await api()
      .put(`/api/v1/courts/${court.id}`)
      .set(bearer(admin))
      .send(form({ name: 'Court 9 renamed', pricePerHour: 3000, capacity: 6 }))
      .expect(200);
    expect(res.body.message).toBe(COURT_MESSAGES.updated);
    expect(res.body.data.court).toMatchObject({
      name: 'Court 9 renamed',
      capacity: 6,
      pricePerHour: 3000,
      pricing: { thirtyMinutes: 1800, oneHour: 3000, twoHours: 5400, longDuration: 2700 },
      status: 'inactive',
      location: 'Hall B',
      amenities: ['Lights'],
    });
  });

  it('PUT /courts/{id} refuses a form missing a required field', async () => {
    const court = await createCourt();
    const res = await api()
      .put(`/api/v1/courts/${court.id}`)
      .set(bearer(admin))
      .send({ name: 'Only a name' })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'description',
      message: 'Description is required',
    });
  });

  it('sets the status alone through PUT /courts/{id} and PATCH /admin/courts/{id}', async () => {
    const court = await createCourt();
    const put = await api()
      .put(`/api/v1/courts/${court.id}`)
      .set(bearer(admin))
      .send({ status: 'maintenance' })
      .expect(200);
    expect(put.body).toMatchObject({
      message: COURT_MESSAGES.statusUpdated,
      data: { court: { status: 'maintenance' } },
    });
    const patch = await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .send({ status: nextToggleStatus('maintenance') })
      .expect(200);
    expect(patch.body.data.court.status).toBe('active');
    const bad = await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .send({ status: 'closed' })
      .expect(400);
    expect(bad.body.errors).toEqual([{ field: 'status', message: V.statusInvalid }]);
  });

  it('PATCH /admin/courts/{id} changes only the fields given', async () => {
    const court = await createCourt({
      pricingMode: 'tiered',
      pricing: { thirtyMinutes: 1, oneHour: 2, twoHours: 3, longDuration: 4 },
    });
    const res = await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .send({ description: 'New surface', location: 'Hall C' })
      .expect(200);
    expect(res.body.data.court).toMatchObject({
      ...court,
      description: 'New surface',
      location: 'Hall C',
    });
    const cleared = await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .send({ location: '' })
      .expect(200);
    expect(cleared.body.data.court.location).toBe('');
    const bad = await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .send({ capacity: 9 })
      .expect(400);
    expect(bad.body.message).toBe(V.capacityRange);
  });

  it('re-derives hourly tiers when the hourly price changes', async () => {
    const court = await createCourt();
    const res = await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .send({ pricePerHour: 1000 })
      .expect(200);
    expect(res.body.data.court.pricing).toEqual({
      thirtyMinutes: 600,
      oneHour: 1000,
      twoHours: 1800,
      longDuration: 900,
    });
  });

  it('answers 404 for an unknown court and 401/403 for others than admins', async () => {
    await api().put(`/api/v1/courts/${UNKNOWN_ID}`).set(bearer(admin)).send(form()).expect(404);
    await api()
      .put(`/api/v1/courts/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .send({ status: 'active' })
      .expect(404);
    await api()
      .patch(`/api/v1/admin/courts/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .send({ name: 'X court' })
      .expect(404);
    const court = await createCourt();
    await api().put(`/api/v1/courts/${court.id}`).send(form()).expect(401);
    await api().put(`/api/v1/courts/${court.id}`).set(bearer(customer)).send(form()).expect(403);
    await api().patch(`/api/v1/admin/courts/${court.id}`).send({ status: 'inactive' }).expect(401);
    await api()
      .patch(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(customer))
      .send({ status: 'inactive' })
      .expect(403);
  });
});

describe('GET /admin/courts', () => {
  it('lists every court whatever its status', async () => {
    const hidden = await createCourt({ name: 'Admin list inactive', status: 'inactive' });
    const res = await api().get('/api/v1/admin/courts?limit=100').set(bearer(admin)).expect(200);
    const answer = ZCourtListAnswer.parse(res.body.data);
    expect(answer.courts.map((c) => c.id)).toContain(hidden.id);
    const one = await api().get(`/api/v1/admin/courts/${hidden.id}`).set(bearer(admin)).expect(200);
    expect(one.body.data.court.id).toBe(hidden.id);
  });

  it('is for admins only', async () => {
    await api().get('/api/v1/admin/courts').expect(401);
    await api().get('/api/v1/admin/courts').set(bearer(customer)).expect(403);
    await api().get('/api/v1/admin/courts').set(bearer(staff)).expect(403);
  });
});

describe('deleting a court', () => {
  it.each([['/api/v1/courts'], ['/api/v1/admin/courts']])(
    '%s/{id} deletes a court no booking names',
    async (base) => {
      const court = await createCourt();
      const res = await api().delete(`${base}/${court.id}`).set(bearer(admin)).expect(200);
      expect(res.body).toMatchObject({
        message: COURT_MESSAGES.deleted,
        data: { court: { id: court.id }, disabled: false, upcomingBookings: 0 },
      });
      await api().get(`/api/v1/admin/courts/${court.id}`).set(bearer(admin)).expect(404);
    },
  );

  it('disables a court with upcoming bookings instead of deleting it, and says so', async () => {
    const court = await createCourt();
    await insertBooking(court.id, '2026-06-16T05:00:00.000Z');
    const res = await api().delete(`/api/v1/courts/${court.id}`).set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({
      message: 'Court has upcoming bookings, so it was disabled instead of deleted',
      data: { court: { id: court.id, status: 'inactive' }, disabled: true, upcomingBookings: 1 },
    });
    const [row] = await t.db.select().from(courts).where(eq(courts.id, court.id));
    expect(row?.status).toBe('inactive');
  });

  it('disables a court whose bookings are all past or cancelled, keeping them for the records', async () => {
    const court = await createCourt();
    await insertBooking(court.id, '2026-06-01T05:00:00.000Z', 'completed');
    await insertBooking(court.id, '2026-06-20T05:00:00.000Z', 'cancelled');
    const res = await api()
      .delete(`/api/v1/admin/courts/${court.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(res.body).toMatchObject({
      message: COURT_MESSAGES.disabledForBookingHistory,
      data: { disabled: true, upcomingBookings: 0, court: { status: 'inactive' } },
    });
  });

  it('answers 404 for an unknown court, 400 for a malformed id, 401/403 for others than admins', async () => {
    await api().delete(`/api/v1/courts/${UNKNOWN_ID}`).set(bearer(admin)).expect(404);
    await api().delete('/api/v1/admin/courts/nope').set(bearer(admin)).expect(400);
    const court = await createCourt();
    await api().delete(`/api/v1/courts/${court.id}`).expect(401);
    await api().delete(`/api/v1/admin/courts/${court.id}`).set(bearer(customer)).expect(403);
  });
});

describe('POST /admin/courts/{id}/upload-image', () => {
  const upload = (courtId: string, session: SignedIn | null = admin) => {
    const req = api().post(`/api/v1/admin/courts/${courtId}/upload-image`);
    return session ? req.set(bearer(session)) : req;
  };

  it('stores an image, points the court at it and serves it under /uploads', async () => {
    const court = await createCourt();
    const res = await upload(court.id)
      .attach('image', PNG, { filename: 'court.png', contentType: 'image/png' })
      .expect(200);
    const { imageUrl } = res.body.data;
    expect(imageUrl).toMatch(/^\/uploads\/courts\/[0-9a-f-]{36}\.png$/);
    expect(res.body.data.court.image).toBe(imageUrl);
    const detail = await api().get(`/api/v1/courts/${court.id}`).expect(200);
    expect(detail.body.data.court.image).toBe(imageUrl);
    const served = await api().get(imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it('serves a stored image with caching headers and answers 304 to its ETag', async () => {
    const court = await createCourt();
    const res = await upload(court.id)
      .attach('image', PNG, { filename: 'court.png', contentType: 'image/png' })
      .expect(200);
    const served = await api().get(res.body.data.imageUrl).expect(200);
    expect(served.headers['cache-control']).toMatch(/max-age=604800/);
    expect(served.headers.etag).toMatch(/^"[\w-]{43}"$/);
    // Shown, never run: no scripts even in an SVG opened on its own.
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['last-modified']).toBeDefined();
    await api().get(res.body.data.imageUrl).set('If-None-Match', served.headers.etag!).expect(304);
    const head = await api().head(res.body.data.imageUrl).expect(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    await api().get('/uploads/courts/../../etc/passwd').expect(404);
  });

  it.skipIf(testEngine !== 'postgres')(
    'serves an image stored through one instance from another over the same database',
    async () => {
      const b = await createSecondInstance(t);
      try {
        const court = await createCourt();
        const res = await upload(court.id)
          .attach('image', PNG, { filename: 'court.png', contentType: 'image/png' })
          .expect(200);
        const served = await request(b.app).get(res.body.data.imageUrl).expect(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
      } finally {
        await b.database.close();
      }
    },
  );

  it('removes the image it replaces', async () => {
    const court = await createCourt();
    const first = await upload(court.id)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(200);
    await api().get(first.body.data.imageUrl).expect(200);
    await upload(court.id)
      .attach('image', PNG, { filename: 'b.png', contentType: 'image/png' })
      .expect(200);
    await api().get(first.body.data.imageUrl).expect(404);
  });

  it('refuses a file that is not an image', async () => {
    const court = await createCourt();
    const res = await upload(court.id)
      .attach('image', Buffer.from('hello'), { filename: 'notes.txt', contentType: 'text/plain' })
      .expect(400);
    expect(res.body.message).toBe('Only image files are allowed');
    const detail = await api().get(`/api/v1/courts/${court.id}`).expect(200);
    expect(detail.body.data.court.image).toBeNull();
  });

  it('refuses a request without the image field', async () => {
    const court = await createCourt();
    const res = await upload(court.id)
      .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body.message).toBe('Upload a single image in the "image" field');
  });

  it('answers 404 for an unknown court and 401/403 for others than admins', async () => {
    await upload(UNKNOWN_ID)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(404);
    const court = await createCourt();
    await upload(court.id, null)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(401);
    await upload(court.id, customer)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
  });
});

describe('nextToggleStatus', () => {
  it('toggles active and inactive and brings a court in maintenance back to active', () => {
    expect(nextToggleStatus('active')).toBe('inactive');
    expect(nextToggleStatus('inactive')).toBe('active');
    expect(nextToggleStatus('maintenance')).toBe('active');
  });
});
