import {
  DEFAULT_BUSINESS_SETTINGS,
  MATCH_MESSAGES,
  type TBooking,
  type TMatch,
} from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformProvider, WEB_PLATFORM } from '../../lib/platform';
import { apiError, renderWithApi } from '../../test/render-with-api';
import { readSharePayment } from '../payment/share-payment';
import { JoinMatchDialog } from './join-match-dialog';
import { MatchesPage } from './matches-page';
import { OpenMatchDialog } from './open-match-dialog';

const MATCH_ID = '33333333-3333-4333-8333-333333333333';

function makeMatch(overrides: Partial<TMatch> = {}): TMatch {
  return {
    _id: MATCH_ID,
    id: MATCH_ID,
    court: {
      _id: '22222222-2222-4222-8222-222222222222',
      name: 'Court 2 (Outdoor)',
      location: '',
    },
    date: '2026-12-05',
    timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
    startsAt: '2026-12-05T13:00:00.000Z',
    status: 'open',
    hostedBy: 'player',
    levelMin: 2.5,
    levelMax: 3.5,
    note: null,
    capacity: 4,
    openSeats: 2,
    players: [{ seat: 0, firstName: 'Ayesha', level: 3, isHost: true }],
    hostGuests: 1,
    pricePerPlayer: 450,
    result: null,
    viewer: null,
    ...overrides,
  };
}

const { paymentMethods, paymentMethodInfo } = DEFAULT_BUSINESS_SETTINGS;

/** Chooses an option of the select labelled `label` (each select keeps its own list). */
async function choose(container: HTMLElement, label: string, option: string) {
  const select = within(container).getByRole('combobox', { name: label });
  await userEvent.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`no list for ${label}`);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the open matches list', () => {
  it('shows each match with its time, players, seats, level range and share', async () => {
    renderWithApi(
      <MatchesPage />,
      { 'matches.list': () => ({ matches: [makeMatch()] }) },
      '/matches',
    );
    const card = await screen.findByRole('article', { name: 'Match on Court 2 (Outdoor)' });
    expect(within(card).getByText('18:00 - 19:30')).toBeInTheDocument();
    expect(within(card).getByText('Sat, 5 Dec 2026')).toBeInTheDocument();
    expect(within(card).getByText('Ayesha (3.0), +1 with the host')).toBeInTheDocument();
    expect(within(card).getByText('2 seats left')).toBeInTheDocument();
    expect(within(card).getByText('2.5–3.5')).toBeInTheDocument();
    expect(within(card).getByText('Rs. 450')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View match' })).toHaveAttribute(
      'href',
      `/matches/${MATCH_ID}`,
    );
  });

  it('asks for the chosen level and says when nothing matches', async () => {
    const { calls } = renderWithApi(
      <MatchesPage />,
      { 'matches.list': () => ({ matches: [] }) },
      '/matches',
    );
    expect(await screen.findByText(MATCH_MESSAGES.noMatches)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Your level' }));
    await userEvent.click(await screen.findByRole('option', { name: '4.5', hidden: true }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: 'matches.list',
        input: { levelMin: 4.5, levelMax: 4.5 },
      }),
    );
  });
});

function renderJoin(join: (input: unknown) => unknown) {
  const joined: string[] = [];
  const view = renderWithApi(
    <JoinMatchDialog
      match={makeMatch()}
      opened
      paymentMethods={paymentMethods}
      paymentMethodInfo={paymentMethodInfo}
      onClose={() => undefined}
      onJoined={(message) => joined.push(message)}
    />,
    { 'matches.join': join },
  );
  return { ...view, joined };
}

describe('joining a match', () => {
  it('shows the share and joins paying at the venue', async () => {
    const { calls, joined } = renderJoin(() => ({
      message: MATCH_MESSAGES.joined,
      data: { match: makeMatch(), share: {}, payUrl: null },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Join this match' });
    expect(within(dialog).getByText('Rs. 450')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pay at venue/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join and pay Rs. 450' }));
    await waitFor(() => expect(joined).toEqual([MATCH_MESSAGES.joined]));
    expect(calls.find((call) => call.path === 'matches.join')?.input).toEqual({
      id: MATCH_ID,
      paymentMethod: 'cash',
      formData: {},
    });
  });

  it.each([
    MATCH_MESSAGES.outsideLevel(2.5, 3.5),
    MATCH_MESSAGES.alreadyJoined,
    MATCH_MESSAGES.matchFull,
  ])('shows the refusal "%s"', async (message) => {
    const { joined } = renderJoin(() => {
      throw apiError(message, 409);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Join this match' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join and pay Rs. 450' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(joined).toEqual([]);
  });
});

describe('paying a share by card', () => {
  afterEach(() => window.sessionStorage.clear());

  it('goes to the card page noting the match, so that the success page tells of the share', async () => {
    const platform = { ...WEB_PLATFORM, openPaymentPage: vi.fn() };
    renderWithApi(
      <PlatformProvider value={platform}>
        <JoinMatchDialog
          match={makeMatch()}
          opened
          paymentMethods={paymentMethods}
          paymentMethodInfo={paymentMethodInfo}
          onClose={() => undefined}
          onJoined={() => undefined}
        />
      </PlatformProvider>,
      {
        'matches.join': () => ({
          message: '',
          data: { match: makeMatch(), share: {}, payUrl: '/pay/abc' },
        }),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Join this match' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Card/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join and pay Rs. 450' }));
    await waitFor(() => expect(platform.openPaymentPage).toHaveBeenCalledWith('/pay/abc'));
    expect(readSharePayment()).toBe(MATCH_ID);
  });
});

describe('opening a booking to other players', () => {
  const booking = {
    id: '44444444-4444-4444-8444-444444444444',
    court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 1', location: '' },
  } as unknown as TBooking;

  it('sends the seats, the level range and the note', async () => {
    let closed = false;
    const { calls } = renderWithApi(
      <OpenMatchDialog booking={booking} onClose={() => (closed = true)} />,
      { 'matches.open': () => ({ message: MATCH_MESSAGES.opened, data: null }) },
    );
    const dialog = await screen.findByRole('dialog', { name: MATCH_MESSAGES.openToPlayers });
    await choose(dialog, 'Open seats', '3');
    await choose(dialog, 'Highest level', '5.5');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'Friendly',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open match' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.find((call) => call.path === 'matches.open')?.input).toEqual({
      bookingId: booking.id,
      openSeats: 3,
      levelMin: 2,
      levelMax: 5.5,
      note: 'Friendly',
    });
  });

  it('refuses a range whose lowest level is above its highest', async () => {
    const { calls } = renderWithApi(
      <OpenMatchDialog booking={booking} onClose={() => undefined} />,
      {},
    );
    const dialog = await screen.findByRole('dialog', { name: MATCH_MESSAGES.openToPlayers });
    await choose(dialog, 'Lowest level', '6.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open match' }));
    expect(await within(dialog).findByText(MATCH_MESSAGES.levelRangeOrder)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'matches.open')).toBe(false);
  });
});
