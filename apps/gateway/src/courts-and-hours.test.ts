import { toNormalizedError } from '@padel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_ADMIN, startStack, type Stack } from '../test/stack';

// The court and opening-hours procedures carry everything the admin sends to the api.

let stack: Stack;
let admin: ReturnType<Stack['browser']>;
beforeAll(async () => {
  stack = await startStack();
  admin = stack.browser();
  await admin.client.auth.login.mutate({
    email: STACK_ADMIN.email,
    password: STACK_ADMIN.password,
  });
});
afterAll(async () => {
  await stack?.stop();
});

const failureOf = async (promise: Promise<unknown>) =>
  toNormalizedError(
    await promise.then(
      () => undefined,
      (e: unknown) => e,
    ),
  );

async function newCourt(name: string) {
  const created = await admin.client.admin.courts.create.mutate({
    name,
    description: 'Glass walls',
    pricePerHour: 2000,
  });
  return created.data.court;
}

describe('admin.courts.update', () => {
  it('saves the name, price and discount sent together with a status', async () => {
    const court = await newCourt('Court Edit');
    const updated = await admin.client.admin.courts.update.mutate({
      id: court.id,
      status: 'maintenance',
      name: 'Court Edited',
      pricePerHour: 2500,
      discount: { isActive: true, percentage: 10 },
    });
    expect(updated.data.court).toMatchObject({
      status: 'maintenance',
      name: 'Court Edited',
      pricePerHour: 2500,
      discount: { isActive: true, percentage: 10 },
    });
  });

  it('still disables a court with {status} alone', async () => {
    const court = await newCourt('Court Toggle');
    const updated = await admin.client.admin.courts.update.mutate({
      id: court.id,
      status: 'inactive',
    });
    expect(updated.message).toBe('Court status updated successfully');
    expect(updated.data.court).toMatchObject({ status: 'inactive', name: 'Court Toggle' });
  });
});

describe('admin.courts.list', () => {
  it('pages and filters like the api', async () => {
    const all = await admin.client.admin.courts.list.query();
    const total = all.pagination.total;
    expect(total).toBeGreaterThan(2);
    const second = await admin.client.admin.courts.list.query({ page: 2, limit: 2 });
    expect(second.pagination).toMatchObject({ page: 2, limit: 2, total });
    expect(second.courts).toHaveLength(2);
    expect(second.courts.map((c) => c.id)).not.toContain(all.courts[0]!.id);
    const inactive = await admin.client.admin.courts.list.query({ status: ['inactive'] });
    expect(inactive.courts.every((c) => c.status === 'inactive')).toBe(true);
  });

  it('reaches courts beyond the first twenty', async () => {
    const before = (await admin.client.admin.courts.list.query()).pagination.total;
    for (let i = before; i < 22; i += 1) await newCourt(`Court Extra ${i}`);
    const firstPage = await admin.client.admin.courts.list.query();
    expect(firstPage.courts).toHaveLength(20);
    const everything = await admin.client.admin.courts.list.query({ limit: 50 });
    expect(everything.courts.length).toBe(everything.pagination.total);
    expect(everything.courts.length).toBeGreaterThanOrEqual(22);
  });
});

describe('admin.hours.update', () => {
  it('changes one field of a day and keeps the rest', async () => {
    const { operatingHours } = await admin.client.admin.hours.list.query();
    const monday = operatingHours.find((day) => day.dayOfWeek === 1)!;
    const ranges = monday.timeRanges;
    const closed = await admin.client.admin.hours.update.mutate({
      id: monday.id,
      isOpen: false,
    });
    expect(closed.data.operatingHours).toMatchObject({ isOpen: false, timeRanges: ranges });
    const moved = await admin.client.admin.hours.update.mutate({
      id: monday.id,
      timeRanges: [{ openTime: '07:00', closeTime: '21:00' }],
    });
    expect(moved.data.operatingHours).toMatchObject({
      isOpen: false,
      timeRanges: [{ openTime: '07:00', closeTime: '21:00' }],
    });
  });
});

describe('courts.update', () => {
  it('refuses a partial court form with the missing field named', async () => {
    const court = await newCourt('Court Replace');
    // The procedure's input type requires the form's fields too (typecheck fails otherwise).
    const partial = { id: court.id, name: 'Only a name' };
    // @ts-expect-error description and pricePerHour are missing
    const failure = await failureOf(admin.client.courts.update.mutate(partial));
    expect(failure.status).toBe(400);
    expect(failure.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['description', 'pricePerHour']),
    );
    const unchanged = await admin.client.courts.byId.query({ id: court.id });
    expect(unchanged.court.name).toBe('Court Replace');
  });

  it('saves the whole form, and {status} alone toggles the court', async () => {
    const court = await newCourt('Court Form');
    const saved = await admin.client.courts.update.mutate({
      id: court.id,
      name: 'Court Form Saved',
      description: 'Panoramic',
      pricePerHour: 3000,
    });
    expect(saved.data.court).toMatchObject({
      name: 'Court Form Saved',
      description: 'Panoramic',
      pricePerHour: 3000,
    });
    const toggled = await admin.client.courts.update.mutate({ id: court.id, status: 'inactive' });
    expect(toggled.data.court).toMatchObject({ status: 'inactive', name: 'Court Form Saved' });
  });
});

describe('admin.courts.remove', () => {
  it('removes a court nobody booked and answers it with the api message', async () => {
    const court = await newCourt('Court Gone');
    const removed = await admin.client.admin.courts.remove.mutate({ id: court.id });
    expect(removed.message).toBe('Court deleted successfully');
    expect(removed.data).toMatchObject({
      court: { id: court.id },
      disabled: false,
      upcomingBookings: 0,
    });
    const failure = await failureOf(admin.client.admin.courts.byId.query({ id: court.id }));
    expect(failure).toMatchObject({ status: 404, message: 'Court not found' });
  });
});
