import type { TWaitlistEntry } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_USER } from '../../test/render-with-api';
import { WaitlistSection } from './waitlist-section';

const COURT = { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 1', location: 'Hall A' };

const entry = (id: string, overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry => ({
  id,
  date: '2026-06-19',
  timeSlot: { startTime: '20:00', endTime: '21:00', durationMinutes: 60 },
  court: COURT,
  status: 'waiting',
  position: 2,
  offer: null,
  createdAt: '2026-06-15T05:00:00.000Z',
  ...overrides,
});

const WAITING = entry('11111111-1111-4111-8111-111111111111');
const OFFERED = entry('33333333-3333-4333-8333-333333333333', {
  date: '2026-06-20',
  court: null,
  status: 'offered',
  position: 1,
  offer: { court: COURT, expiresAt: '2026-06-15T05:10:00.000Z' },
});

describe('the waitlist on My Bookings', () => {
  it('shows each slot waited for, the place in line, and a held slot’s link to book it', async () => {
    renderWithApi(<WaitlistSection />, {
      'auth.session': () => ({ user: TEST_USER }),
      'waitlist.mine': () => ({ entries: [WAITING, OFFERED] }),
    });
    const section = await screen.findByRole('region', { name: 'My waitlist' });
    const waiting = within(section).getByLabelText(/^Waitlist: Fri, 19 Jun 2026 20:00/);
    expect(within(waiting).getByText('Number 2 in line')).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: 'Book now' })).toBeNull();
    const offered = within(section).getByLabelText(/^Waitlist: Sat, 20 Jun 2026 20:00/);
    expect(
      within(offered).getByText('Free now and held for you until 10:10: book it'),
    ).toBeInTheDocument();
    expect(within(offered).getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      `/booking?court=${COURT._id}&date=2026-06-20&start=20%3A00&end=21%3A00`,
    );
  });

  it('removes an entry and reads the list again', async () => {
    const user = userEvent.setup();
    let entries = [WAITING];
    const { calls } = renderWithApi(<WaitlistSection />, {
      'auth.session': () => ({ user: TEST_USER }),
      'waitlist.mine': () => ({ entries }),
      'waitlist.remove': () => {
        entries = [];
        return { message: 'Removed from the waitlist' };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Remove Fri, 19 Jun 2026 20:00/ }));
    expect(calls).toContainEqual({ path: 'waitlist.remove', input: { id: WAITING.id } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'My waitlist' })).toBeNull());
    expect(await screen.findByText('Removed from the waitlist')).toBeInTheDocument();
  });

  it('shows nothing to a player waiting for no slot', async () => {
    const { calls } = renderWithApi(<WaitlistSection />, {
      'auth.session': () => ({ user: TEST_USER }),
      'waitlist.mine': () => ({ entries: [] }),
    });
    await waitFor(() => expect(calls.some((call) => call.path === 'waitlist.mine')).toBe(true));
    expect(screen.queryByRole('region', { name: 'My waitlist' })).toBeNull();
  });
});
