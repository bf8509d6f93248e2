import { WEEKDAYS, type TCourtOverride, type THoliday, type TOperatingDay } from '@padel/contract';
import { weekOf } from '@padel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { karachiToday, shiftDate } from '../shared';
import SchedulePage from './schedule-page';

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
const COURT_ID = '44444444-4444-4444-8444-444444444444';
const weekStart = weekOf(karachiToday()).start;
const wednesday = shiftDate(weekStart, 2);

const HOLIDAY: THoliday = {
  _id: '12121212-1212-4212-8212-121212121212',
  id: '12121212-1212-4212-8212-121212121212',
  name: 'Quaid Day',
  date: wednesday,
  isFullDay: false,
  customHours: { openTime: '10:00', closeTime: '16:00' },
};
const OVERRIDE: TCourtOverride = {
  _id: '13131313-1313-4313-8313-131313131313',
  id: '13131313-1313-4313-8313-131313131313',
  date: wednesday,
  court: { _id: COURT_ID, name: 'Court 1' },
  reason: 'Coaching clinic',
  isAvailable: false,
  isFullDay: false,
  timeRanges: [{ startTime: '18:00', endTime: '20:00' }],
};

function handlers() {
  return {
    'hours.list': () => ({
      operatingHours: DAYS,
      schedule: Object.fromEntries(DAYS.map((day) => [day.day, day])),
    }),
    'holidays.list': () => ({ holidays: [HOLIDAY] }),
    'overrides.list': () => ({ overrides: [OVERRIDE] }),
    'courts.list': () => ({
      courts: [{ _id: COURT_ID, name: 'Court 1' }],
      pagination: { page: 1, pages: 1, total: 1, limit: 100 },
    }),
    'holidays.create': (input: unknown) => ({
      message: 'Holiday saved successfully!',
      data: { holiday: { ...HOLIDAY, ...(input as object) } },
    }),
    'holidays.remove': () => ({ message: 'Holiday deleted successfully!' }),
    'overrides.create': (input: unknown) => ({
      message: 'Court override saved successfully!',
      data: { override: OVERRIDE, input },
    }),
  };
}

describe('Manage Schedule', () => {
  it("shows the week with the holiday's hours and the override note", async () => {
    renderWithApi(<SchedulePage />, handlers());
    const day = within(await screen.findByTestId(`week-day-${wednesday}`));
    expect(await day.findByText('10:00-16:00')).toBeInTheDocument();
    expect(day.getByText('Quaid Day: Open 10:00 - 16:00')).toBeInTheDocument();
    expect(day.getByText('Court 1: Unavailable 18:00-20:00 (Coaching clinic)')).toBeInTheDocument();
  });

  it('adds a holiday with custom hours, Add enabled only once name and date are filled', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SchedulePage />, handlers());
    const panel = within(await screen.findByRole('region', { name: 'Holidays & Closures' }));
    const add = panel.getByRole('button', { name: 'Add Holiday' });
    expect(add).toBeDisabled();
    await user.type(panel.getByLabelText('Holiday name'), 'Iqbal Day');
    expect(add).toBeDisabled();
    await user.type(panel.getByLabelText('Date'), '2026-11-09');
    await user.click(panel.getByLabelText('Full day (closed all day)'));
    expect(panel.getByLabelText('Opens', { selector: 'input' })).toHaveValue('08:00');
    expect(panel.getByLabelText('Closes', { selector: 'input' })).toHaveValue('18:00');
    await user.click(add);
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'holidays.create',
        input: {
          name: 'Iqbal Day',
          date: '2026-11-09',
          isFullDay: false,
          customHours: { openTime: '08:00', closeTime: '18:00' },
        },
      }),
    );
    expect(await screen.findByText('Holiday saved successfully!')).toBeInTheDocument();
  });

  it('deletes a holiday after asking', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SchedulePage />, handlers());
    const row = within((await screen.findAllByTestId('holiday-row'))[0]!);
    await user.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'holidays.remove', input: { id: HOLIDAY._id } }),
    );
  });

  it("adds a court override from a day's Override button once court and reason are given", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SchedulePage />, handlers());
    const day = within(await screen.findByTestId(`week-day-${wednesday}`));
    await user.click(day.getByRole('button', { name: 'Override' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Court Override' }));
    expect(dialog.getByLabelText('Date')).toHaveValue(wednesday);
    const add = dialog.getByRole('button', { name: 'Add Override' });
    expect(add).toBeDisabled();
    await user.click(dialog.getByLabelText('Court', { selector: 'input' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: 'Court', hidden: true })).getByText(
        'Court 1',
      ),
    );
    await user.type(dialog.getByLabelText('Reason'), 'Private event');
    await user.click(add);
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'overrides.create',
        input: {
          date: wednesday,
          court: COURT_ID,
          reason: 'Private event',
          isAvailable: false,
          isFullDay: true,
          timeRanges: [],
        },
      }),
    );
  });
});
