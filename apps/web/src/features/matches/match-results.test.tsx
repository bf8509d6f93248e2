import { RESULT_MESSAGES, type TMatch, type TMatchResult } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithApi, TEST_USER } from '../../test/render-with-api';
import MatchPage from './match-page';

const MATCH_ID = '44444444-4444-4444-8444-444444444444';

const PLAYERS = [
  { seat: 0, firstName: 'Hamza', level: 3, isHost: true },
  { seat: 1, firstName: 'Ayesha', level: 3.5, isHost: false },
  { seat: 2, firstName: 'Bilal', level: 2.5, isHost: false },
  { seat: 3, firstName: 'Sana', level: 3, isHost: false },
];

const PENDING: TMatchResult = {
  status: 'pending',
  pairs: [
    [
      { seat: 0, firstName: 'Hamza' },
      { seat: 2, firstName: 'Bilal' },
    ],
    [
      { seat: 1, firstName: 'Ayesha' },
      { seat: 3, firstName: 'Sana' },
    ],
  ],
  sets: [
    [6, 4],
    [3, 6],
    [7, 5],
  ],
  winner: 0,
  enteredBy: 'Hamza',
  enteredAt: '2026-12-05T14:10:00.000Z',
  confirmedAt: null,
};

const viewer = (overrides: Partial<NonNullable<TMatch['viewer']>> = {}) => ({
  isHost: false,
  seat: 3,
  share: {
    amount: 450,
    paymentMethod: 'cash' as const,
    paymentStatus: 'paid' as const,
    paymentExpiresAt: null,
  },
  hostShare: null,
  canEnterResult: false,
  canConfirmResult: false,
  ...overrides,
});

function makeMatch(overrides: Partial<TMatch> = {}): TMatch {
  return {
    _id: MATCH_ID,
    id: MATCH_ID,
    court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 2', location: '' },
    date: '2026-12-05',
    timeSlot: { startTime: '18:00', endTime: '19:00', durationMinutes: 60 },
    startsAt: '2026-12-05T13:00:00.000Z',
    status: 'played',
    hostedBy: 'player',
    levelMin: 2.5,
    levelMax: 3.5,
    note: null,
    capacity: 4,
    openSeats: 0,
    players: PLAYERS,
    hostGuests: 0,
    pricePerPlayer: 450,
    result: null,
    viewer: null,
    ...overrides,
  };
}

function renderMatch(match: () => TMatch, handlers: Record<string, (input: unknown) => unknown>) {
  return renderWithApi(
    <Route path="/matches/:id" component={MatchPage} />,
    {
      'auth.session': () => ({ user: TEST_USER }),
      'matches.byId': () => ({ match: match() }),
      ...handlers,
    },
    `/matches/${MATCH_ID}`,
  );
}

describe('the result on the match page', () => {
  it('lets a player of a played match enter the sets and their partner, and shows the result waiting', async () => {
    const user = userEvent.setup();
    let current = makeMatch({
      viewer: viewer({ isHost: true, seat: 0, share: null, canEnterResult: true }),
    });
    const { calls } = renderMatch(() => current, {
      'matches.enterResult': () => {
        current = makeMatch({
          result: PENDING,
          viewer: viewer({ isHost: true, seat: 0, share: null }),
        });
        return { message: RESULT_MESSAGES.entered, data: { match: current } };
      },
    });
    expect(await screen.findByText(RESULT_MESSAGES.played)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter result' });
    const partner = within(dialog).getByLabelText('Your partner');
    // The host is not their own partner.
    expect(within(partner).queryByRole('option', { name: 'Hamza' })).toBeNull();
    await user.selectOptions(partner, 'Bilal');
    const scores: [string, string][] = [
      ['6', '4'],
      ['3', '6'],
      ['7', '5'],
    ];
    for (const [i, [ours, theirs]] of scores.entries()) {
      if (i > 0) await user.click(within(dialog).getByRole('button', { name: 'Add a set' }));
      await user.selectOptions(within(dialog).getByLabelText(`Set ${i + 1}: Your pair`), ours);
      await user.selectOptions(within(dialog).getByLabelText(`Set ${i + 1}: Other pair`), theirs);
    }
    expect(within(dialog).queryByRole('button', { name: 'Add a set' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));

    expect(await screen.findByText(RESULT_MESSAGES.entered)).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: 'matches.enterResult',
      input: { id: MATCH_ID, partnerSeat: 2, sets: scores.map(([a, b]) => [Number(a), Number(b)]) },
    });
    const result = await screen.findByRole('region', { name: 'Result' });
    await waitFor(() =>
      expect(within(result).getByText('Hamza & Bilal 6-4 3-6 7-5 Ayesha & Sana')).toBeVisible(),
    );
    expect(within(result).getByText(RESULT_MESSAGES.waitingConfirmation('Hamza'))).toBeVisible();
    expect(within(result).queryByRole('button', { name: 'Enter result' })).toBeNull();
  });

  it('refuses a set that is not a padel set before sending it', async () => {
    const user = userEvent.setup();
    const { calls } = renderMatch(
      () => makeMatch({ viewer: viewer({ canEnterResult: true }) }),
      {},
    );
    await user.click(await screen.findByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter result' });
    await user.selectOptions(within(dialog).getByLabelText('Your partner'), 'Ayesha');
    await user.selectOptions(within(dialog).getByLabelText('Set 1: Your pair'), '6');
    await user.selectOptions(within(dialog).getByLabelText('Set 1: Other pair'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText(RESULT_MESSAGES.setInvalid)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('matches.enterResult');
  });

  it('asks a player of the other pair to confirm or reject, and confirms', async () => {
    const user = userEvent.setup();
    let current = makeMatch({ result: PENDING, viewer: viewer({ canConfirmResult: true }) });
    const { calls } = renderMatch(() => current, {
      'matches.confirmResult': () => {
        current = makeMatch({
          result: { ...PENDING, status: 'confirmed', confirmedAt: '2026-12-05T15:00:00.000Z' },
          viewer: viewer(),
        });
        return { message: RESULT_MESSAGES.confirmed, data: { match: current } };
      },
    });
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByRole('button', { name: 'Reject' })).toBeEnabled();
    await user.click(within(result).getByRole('button', { name: 'Confirm result' }));
    expect(await screen.findByText(RESULT_MESSAGES.confirmed)).toBeInTheDocument();
    expect(calls).toContainEqual({ path: 'matches.confirmResult', input: { id: MATCH_ID } });
    await waitFor(() => expect(within(result).getByText('Confirmed')).toBeVisible());
    expect(within(result).queryByRole('button', { name: 'Confirm result' })).toBeNull();
  });

  it('shows a visitor the confirmed result without actions', async () => {
    renderMatch(() => makeMatch({ result: { ...PENDING, status: 'confirmed' } }), {});
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Confirmed')).toBeInTheDocument();
    expect(within(result).queryByRole('button')).toBeNull();
  });

  it('says a match under way has started and offers no join or leave', async () => {
    renderMatch(() => makeMatch({ status: 'started', viewer: viewer() }), {});
    expect(await screen.findByText(RESULT_MESSAGES.started)).toBeInTheDocument();
    expect(screen.getByText('Started')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave match' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
  });
});
