import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBookingSeries } from '@padel/contract';
import { renderWithApi } from '../../../test/render-with-api';
import { makeBooking } from '../test/fixtures';
import { BookingSeriesSection } from './booking-series-section';

const SERIES_ID = '55555555-5555-4555-8555-555555555555';
const booking = makeBooking({ seriesId: SERIES_ID, date: '2099-03-03' });
const occurrence = (n: number, date: string, status: 'pending' | 'cancelled' = 'pending') => ({
  _id: n === 0 ? booking._id : `66666666-6666-4666-8666-00000000000${n}`,
  bookingId: n === 0 ? booking.bookingId : `PB-SERIES0${n}`,
  date,
  status,
});

function seriesOf(statuses: ('pending' | 'cancelled')[]): TBookingSeries {
  const dates = ['2099-03-03', '2099-03-10', '2099-03-17'];
  return {
    _id: SERIES_ID,
    court: booking.court,
    customer: {
      _id: '77777777-7777-4777-8777-777777777777',
      firstName: 'Ali',
      lastName: 'Raza',
      email: 'ali@example.com',
      phone: '+923001234567',
    },
    firstDate: dates[0]!,
    startTime: '18:00',
    endTime: '19:00',
    durationMinutes: 60,
    weeks: 3,
    notes: null,
    createdAt: '2099-02-01T10:00:00.000Z',
    occurrences: dates.map((date, n) => occurrence(n, date, statuses[n])),
  };
}

describe('a booking that belongs to a weekly series', () => {
  it('shows its other dates, and cancels the series from the date chosen', async () => {
    let series = seriesOf(['pending', 'pending', 'pending']);
    const { calls } = renderWithApi(<BookingSeriesSection booking={booking} />, {
      'admin.bookingSeries.get': () => ({ series }),
      'admin.bookingSeries.cancel': () => {
        series = seriesOf(['pending', 'pending', 'cancelled']);
        return {
          message: '1 occurrence cancelled; the customer is told by e-mail',
          data: { series, cancelled: [series.occurrences[2]] },
        };
      },
    });
    expect(await screen.findByText(/Other dates: 10 Mar \(pending\), 17 Mar/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open series' }));
    const panel = await screen.findByRole('dialog', { name: 'Weekly series' });
    const rows = within(panel).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('(this booking)')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('combobox', { name: 'Cancel from' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Tue, 17 Mar 2099', hidden: true }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel occurrences' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin.bookingSeries.cancel')?.input).toEqual({
        id: SERIES_ID,
        from: '2099-03-17',
      }),
    );
    expect(await within(panel).findByText('Cancelled')).toBeInTheDocument();
  });

  it('shows nothing, and asks for no series, for a booking outside any series', async () => {
    const { calls } = renderWithApi(<BookingSeriesSection booking={makeBooking()} />, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Part of a weekly series')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('admin.bookingSeries'))).toEqual([]);
  });
});
