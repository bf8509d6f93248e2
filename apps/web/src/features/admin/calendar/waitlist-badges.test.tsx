import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import type { TCalendarDay } from './use-calendar-day';
import { WaitlistBadges } from './waitlist-badges';

const COURT_1 = '22222222-2222-4222-8222-222222222222';
const COURT_2 = '33333333-3333-4333-8333-333333333333';
const columns: TCalendarDay['columns'] = [
  { _id: COURT_1, name: 'Court 1', location: 'Hall A' },
  { _id: COURT_2, name: 'Court 2', location: 'Hall B' },
];
const rows = ['19:00', '19:30', '20:00', '20:30'];

describe('the waiting count on the day calendar', () => {
  it('puts a small badge on each slot players wait for, in its court and time', async () => {
    const { calls } = renderWithApi(
      <WaitlistBadges date="2026-06-19" columns={columns} rows={rows} />,
      {
        'admin.waitlist.counts': () => ({
          slots: [
            { courtId: COURT_2, startTime: '20:00', endTime: '21:00', waiting: 3 },
            { courtId: null, startTime: '19:00', endTime: '20:00', waiting: 1 },
          ],
        }),
      },
    );
    const court = await screen.findByLabelText('3 waiting for Court 2 at 20:00');
    expect(court).toHaveTextContent('3 waiting');
    expect(court.style.gridColumn).toBe('3');
    expect(court.style.gridRow).toBe('4');
    const anyCourt = screen.getByLabelText('1 waiting for Any court at 19:00');
    expect(anyCourt.style.gridColumn).toBe('1');
    expect(calls).toContainEqual({ path: 'admin.waitlist.counts', input: { date: '2026-06-19' } });
  });
});
