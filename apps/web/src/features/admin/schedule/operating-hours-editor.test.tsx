import { WEEKDAYS, type TOperatingDay } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { OperatingHoursEditor } from './operating-hours-editor';

const WEEK: TOperatingDay[] = WEEKDAYS.map((day, dayOfWeek) => ({
  _id: `00000000-0000-4000-8000-00000000000${dayOfWeek}`,
  id: `00000000-0000-4000-8000-00000000000${dayOfWeek}`,
  day,
  dayOfWeek,
  isOpen: day !== 'sunday',
  timeRanges: [{ openTime: '06:00', closeTime: '12:00' }],
  openTime: '06:00',
  closeTime: '12:00',
}));

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByText(option));
}

describe('the operating hours editor', () => {
  it('saves a day with several ranges', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithApi(<OperatingHoursEditor days={WEEK} isSaving={false} onSave={onSave} />);
    const monday = within(screen.getByRole('region', { name: 'Monday hours' }));
    await user.click(monday.getByRole('button', { name: 'Add range to Monday' }));
    expect(monday.getByLabelText('Monday range 2 opens', { selector: 'input' })).toHaveValue(
      '13:00',
    );
    await chooseOption(user, 'Monday range 2 opens', '16:00');
    await chooseOption(user, 'Monday range 2 closes', 'Midnight');
    await user.click(screen.getByRole('button', { name: 'Save Operating Hours' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].monday).toEqual({
      isOpen: true,
      timeRanges: [
        { openTime: '06:00', closeTime: '12:00' },
        { openTime: '16:00', closeTime: '24:00' },
      ],
    });
  });

  it('refuses overlapping ranges with the contract message', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithApi(<OperatingHoursEditor days={WEEK} isSaving={false} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add range to Tuesday' }));
    await chooseOption(user, 'Tuesday range 2 opens', '11:00');
    await user.click(screen.getByRole('button', { name: 'Save Operating Hours' }));
    expect((await screen.findAllByText('Time ranges must not overlap')).length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps at least one range and closes or opens a day', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithApi(<OperatingHoursEditor days={WEEK} isSaving={false} onSave={onSave} />);
    const monday = within(screen.getByRole('region', { name: 'Monday hours' }));
    expect(monday.getByRole('button', { name: 'Remove Monday range 1' })).toBeDisabled();
    await user.click(monday.getByRole('button', { name: 'Mark as Closed' }));
    expect(monday.getByText('Closed all day')).toBeInTheDocument();
    const sunday = within(screen.getByRole('region', { name: 'Sunday hours' }));
    await user.click(sunday.getByRole('button', { name: 'Set as Open' }));
    await user.click(screen.getByRole('button', { name: 'Save Operating Hours' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const week = onSave.mock.calls[0]?.[0];
    expect(week.monday).toEqual({
      isOpen: false,
      timeRanges: [{ openTime: '06:00', closeTime: '12:00' }],
    });
    expect(week.sunday.isOpen).toBe(true);
  });
});
