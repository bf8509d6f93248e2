import type { TAvailabilitySlot } from '@padel/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi, TEST_USER } from '../../test/render-with-api';
import { TimeSlotGrid } from './time-slot-grid';
import { isWaitable, NotifyMeButton } from './notify-me';

const COURT_ID = '22222222-2222-4222-8222-222222222222';

const slot = (startTime: string, endTime: string, state: Partial<TAvailabilitySlot>) =>
  ({
    id: `${startTime}-${endTime}`,
    startTime,
    endTime,
    price: 3000,
    discount: null,
    available: false,
    isBooked: false,
    isUnavailable: false,
    ...state,
  }) as TAvailabilitySlot;

const SLOTS = [
  slot('19:00', '20:00', { available: true }),
  slot('20:00', '21:00', { isBooked: true }),
  slot('21:00', '22:00', { isUnavailable: true }),
];

function renderGrid(handlers: Parameters<typeof renderWithApi>[1]) {
  return renderWithApi(
    <TimeSlotGrid
      slots={SLOTS}
      selectedStartTime={null}
      onSelect={() => undefined}
      renderTakenAction={(taken) =>
        isWaitable(taken) ? (
          <NotifyMeButton courtId={COURT_ID} date="2026-06-19" slot={taken} />
        ) : null
      }
    />,
    handlers,
  );
}

describe('Notify me on the booking screen', () => {
  it('is offered under taken and held slots only, and puts a signed-in player on the waitlist', async () => {
    const user = userEvent.setup();
    const { calls } = renderGrid({
      'auth.session': () => ({ user: TEST_USER }),
      'waitlist.join': () => ({
        entry: {},
        message: 'You are on the waitlist. We will e-mail you if this slot frees up.',
      }),
    });
    expect(screen.queryByRole('button', { name: 'Notify me: 19:00' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notify me: 21:00' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === 'auth.session')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Notify me: 20:00' }));
    expect(calls).toContainEqual({
      path: 'waitlist.join',
      input: { date: '2026-06-19', startTime: '20:00', endTime: '21:00', courtId: COURT_ID },
    });
    expect(await screen.findByRole('button', { name: 'On the waitlist: 20:00' })).toBeDisabled();
    expect(
      await screen.findByText('You are on the waitlist. We will e-mail you if this slot frees up.'),
    ).toBeInTheDocument();
  });

  it('tells the player why the waitlist refused', async () => {
    const user = userEvent.setup();
    const { calls } = renderGrid({
      'auth.session': () => ({ user: TEST_USER }),
      'waitlist.join': () => {
        throw apiError('You can wait for at most 5 slots at once. Remove one first.', 409);
      },
    });
    await waitFor(() => expect(calls.some((call) => call.path === 'auth.session')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Notify me: 20:00' }));
    expect(
      await screen.findByText('You can wait for at most 5 slots at once. Remove one first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me: 20:00' })).toBeEnabled();
  });

  it('asks a visitor to sign in rather than calling the waitlist', async () => {
    const user = userEvent.setup();
    const { calls } = renderGrid({ 'auth.session': () => ({ user: null }) });
    await waitFor(() => expect(calls.some((call) => call.path === 'auth.session')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Notify me: 20:00' }));
    expect(calls.some((call) => call.path === 'waitlist.join')).toBe(false);
  });
});
