import { CLOSURE_MESSAGES, WEEKDAYS, type TCourt, type TOperatingDay } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import CourtsPage from '../courts/courts-page';
import SchedulePage from '../schedule/schedule-page';

const COURT_ID = '44444444-4444-4444-8444-444444444444';
const COURT: TCourt = {
  _id: COURT_ID,
  id: COURT_ID,
  name: 'Court 1',
  description: 'Indoor court',
  location: 'Indoor',
  capacity: 4,
  pricePerHour: 1000,
  rating: 0,
  status: 'active',
  image: '',
  amenities: [],
  specifications: {},
  pricingMode: 'hourly',
  pricing: { thirtyMinutes: 500, oneHour: 1000, twoHours: 2000, longDuration: 1000 },
  discount: { isActive: false, percentage: 0 },
  timeSlotDiscounts: [],
  lastMaintenance: null,
  nextMaintenance: null,
  maintenanceSchedule: null,
};
const LINE =
  '2026-11-09 18:00-19:00 · Court 1 · Ayesha Khan · Rs. 1,800 paid · confirmed · BK-0001';

/** The api's answer to a closure over one live booking, until a choice is sent. */
function closureHandler(answer: (input: Record<string, unknown>) => unknown) {
  return (input: unknown) => {
    const body = input as Record<string, unknown>;
    if (!body.affectedBookings) {
      throw apiError(CLOSURE_MESSAGES.bookingsInClosedTime(1), 409, [
        { field: 'affectedBookings.BK-0001', message: LINE },
      ]);
    }
    return answer(body);
  };
}

const DAYS: TOperatingDay[] = WEEKDAYS.map((day, dayOfWeek) => ({
  _id: `00000000-0000-4000-8000-00000000000${dayOfWeek}`,
  id: `00000000-0000-4000-8000-00000000000${dayOfWeek}`,
  day,
  dayOfWeek,
  isOpen: true,
  timeRanges: [{ openTime: '06:00', closeTime: '23:00' }],
  openTime: '06:00',
  closeTime: '23:00',
}));

function scheduleHandlers() {
  return {
    'hours.list': () => ({
      operatingHours: DAYS,
      schedule: Object.fromEntries(DAYS.map((day) => [day.day, day])),
    }),
    'holidays.list': () => ({ holidays: [] }),
    'overrides.list': () => ({ overrides: [] }),
    'courts.list': () => ({
      courts: [{ _id: COURT_ID, name: 'Court 1' }],
      pagination: { page: 1, pages: 1, total: 1, limit: 100 },
    }),
    'holidays.create': closureHandler((input) => ({
      message: 'Holiday saved successfully!',
      data: {
        holiday: { _id: COURT_ID, id: COURT_ID, isFullDay: true, customHours: null, ...input },
      },
    })),
  };
}

async function addHoliday() {
  const user = userEvent.setup();
  const api = renderWithApi(<SchedulePage />, scheduleHandlers());
  const panel = within(await screen.findByRole('region', { name: 'Holidays & Closures' }));
  await user.type(panel.getByLabelText('Holiday name'), 'Iqbal Day');
  await user.type(panel.getByLabelText('Date'), '2026-11-09');
  await user.click(panel.getByRole('button', { name: 'Add Holiday' }));
  const dialog = within(await screen.findByRole('dialog', { name: CLOSURE_MESSAGES.dialogTitle }));
  return { user, dialog, ...api };
}

const creations = (calls: { path: string; input: unknown }[]) =>
  calls.filter((call) => call.path === 'holidays.create').map((call) => call.input);

describe('closing time over live bookings', () => {
  it('lists the bookings and, on Cancel, adds the holiday cancelling them', async () => {
    const { user, dialog, calls } = await addHoliday();
    expect(dialog.getByText(CLOSURE_MESSAGES.bookingsInClosedTime(1))).toBeInTheDocument();
    expect(dialog.getByText(LINE)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: CLOSURE_MESSAGES.cancelBookings }));
    await waitFor(() =>
      expect(creations(calls)).toContainEqual(
        expect.objectContaining({ name: 'Iqbal Day', affectedBookings: 'cancel' }),
      ),
    );
    expect(await screen.findByText('Holiday saved successfully!')).toBeInTheDocument();
  });

  it('adds it keeping the bookings on Keep', async () => {
    const { user, dialog, calls } = await addHoliday();
    await user.click(dialog.getByRole('button', { name: CLOSURE_MESSAGES.keepBookings }));
    await waitFor(() =>
      expect(creations(calls)).toContainEqual(
        expect.objectContaining({ affectedBookings: 'keep' }),
      ),
    );
  });

  it('adds nothing on Change nothing', async () => {
    const { user, dialog, calls } = await addHoliday();
    await user.click(dialog.getByRole('button', { name: CLOSURE_MESSAGES.close }));
    await waitFor(() => expect(screen.queryByText(LINE)).not.toBeInTheDocument());
    expect(creations(calls)).toHaveLength(1);
  });

  it("asks before disabling a court with bookings, then sends the admin's choice", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<CourtsPage />, {
      'admin.courts.list': () => ({
        courts: [COURT],
        pagination: { page: 1, pages: 1, total: 1, limit: 100 },
      }),
      'admin.courts.update': closureHandler(() => ({
        message: 'Court status updated successfully',
        data: { court: { ...COURT, status: 'inactive' } },
      })),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Court 1' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: CLOSURE_MESSAGES.dialogTitle }),
    );
    expect(dialog.getByText(LINE)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: CLOSURE_MESSAGES.cancelBookings }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'admin.courts.update',
        input: { id: COURT_ID, status: 'inactive', affectedBookings: 'cancel' },
      }),
    );
  });

  it('asks when the court form sets maintenance over bookings, keeping the form until the choice', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<CourtsPage />, {
      'admin.courts.list': () => ({
        courts: [COURT],
        pagination: { page: 1, pages: 1, total: 1, limit: 100 },
      }),
      'admin.courts.update': closureHandler((input) => ({
        message: 'Court updated successfully',
        data: { court: { ...COURT, ...input } },
      })),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Court 1' }));
    const form = within(await screen.findByRole('dialog'));
    await user.click(form.getByLabelText('Maintenance'));
    await user.click(form.getByRole('button', { name: 'Save Court' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: CLOSURE_MESSAGES.dialogTitle }),
    );
    expect(screen.getByRole('button', { name: 'Save Court' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: CLOSURE_MESSAGES.keepBookings }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'admin.courts.update',
        input: expect.objectContaining({ status: 'maintenance', affectedBookings: 'keep' }),
      }),
    );
    expect(await screen.findByText('Court updated successfully')).toBeInTheDocument();
  });
});
