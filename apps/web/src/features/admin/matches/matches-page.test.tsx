import { MATCH_MESSAGES, VALIDATION_MESSAGES } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi, type ApiHandler } from '../../../test/render-with-api';
import { makeAdminMatch, makeSeat } from '../test/match-fixtures';
import AdminMatchesPage from './matches-page';

// 2026-06-15 (a Monday), 10:00 in Karachi.
const NOW = new Date('2026-06-15T05:00:00.000Z');
const C1 = 'c0000000-0000-4000-8000-000000000001';

const SARA = makeSeat({ name: 'Sara Khan', level: 3 });
const BILAL = makeSeat({
  name: 'Bilal Ahmed',
  level: 3.5,
  paymentMethod: 'jazzcash_card',
  paymentStatus: 'paid',
  amountPaid: 450,
});
const HINA = makeSeat({
  name: 'Hina Raza',
  level: null,
  paymentStatus: 'paid',
  amountPaid: 450,
  deskPayment: {
    _id: 'a0000000-0000-4000-8000-000000000001',
    method: 'cash',
    takenBy: 'Desk Ali',
    createdAt: '2026-06-15T04:00:00.000Z',
  },
});
const ZAIN = makeSeat({ name: 'Zain Malik', paymentStatus: 'refunded' });

const SOCIAL = makeAdminMatch({ seats: [SARA, BILAL], note: 'Tuesday social' });
const FULL = makeAdminMatch({
  date: '2026-06-17',
  status: 'full',
  hostedBy: 'player',
  host: {
    userId: 'e0000000-0000-4000-8000-000000000099',
    name: 'Omar Farooq',
    email: 'omar@example.pk',
    phone: '+923001110099',
    level: 4,
  },
  hostShare: 450,
  note: null,
  openSeats: 0,
  seats: [HINA, ZAIN, makeSeat({ name: 'Ayesha Noor' })],
});

const courts = () => ({
  courts: [{ _id: C1, id: C1, name: 'Court 1', location: 'Indoor', status: 'active' }],
  pagination: { page: 1, pages: 1, total: 1, limit: 100 },
});

function render(extra: Record<string, ApiHandler> = {}) {
  return renderWithApi(<AdminMatchesPage />, {
    'admin.matches.list': () => ({ matches: [SOCIAL, FULL] }),
    'courts.list': courts,
    ...extra,
  });
}

const card = async (court: string, when: RegExp) =>
  within(await screen.findByRole('article', { name: new RegExp(`${court}.*${when.source}`) }));

describe('the console’s Matches screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each match with who is in, their share, what they paid and how, and the free seats', async () => {
    render();
    const social = await card('Court 1', /Tue, 16 Jun 2026 18:00 - 19:30/);
    expect(social.getByText('Open · 2 seats free')).toBeInTheDocument();
    expect(social.getByText(/Level 2\.5–3\.5 · Venue/)).toBeInTheDocument();
    expect(social.getByText('Tuesday social')).toBeInTheDocument();
    const sara = within(screen.getByTestId(`seat-${SARA.userId}`));
    expect(sara.getByText('Sara Khan')).toBeInTheDocument();
    expect(sara.getByText('Level 3.0')).toBeInTheDocument();
    expect(sara.getByText('Rs. 450')).toBeInTheDocument();
    expect(sara.getByText('Cash due at venue')).toBeInTheDocument();
    expect(sara.getByRole('button', { name: 'Paid at desk: Sara Khan' })).toBeInTheDocument();
    const bilal = within(screen.getByTestId(`seat-${BILAL.userId}`));
    expect(bilal.getByText('Paid by card')).toBeInTheDocument();
    expect(bilal.queryByRole('button', { name: /Paid at desk/ })).toBeNull();
    expect(social.getAllByText('Open seat · Rs. 450')).toHaveLength(2);

    const full = await card('Court 1', /Wed, 17 Jun 2026/);
    expect(full.getByText('Full')).toBeInTheDocument();
    expect(full.getByText(/Host: Omar Farooq/)).toBeInTheDocument();
    expect(full.getByText('Paid with the booking ' + FULL.bookingNumber)).toBeInTheDocument();
    expect(within(screen.getByTestId(`seat-${HINA.userId}`)).getByText('Paid at desk (Cash)'));
    expect(within(screen.getByTestId(`seat-${HINA.userId}`)).getByText('No level yet'));
    expect(within(screen.getByTestId(`seat-${ZAIN.userId}`)).getByText('Refunded'));
    expect(full.queryByText(/Open seat/)).toBeNull();
  });

  it('narrows to a day and to open or full matches', async () => {
    const user = userEvent.setup();
    const { calls } = render();
    await card('Court 1', /Wed, 17 Jun 2026/);
    expect(calls.find((c) => c.path === 'admin.matches.list')?.input).toEqual({});
    await user.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'admin.matches.list').at(-1)?.input).toEqual({
        date: '2026-06-16',
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Full' }));
    await waitFor(() => expect(screen.queryByText('Tuesday social')).toBeNull());
    expect(screen.getByText(/Host: Omar Farooq/)).toBeInTheDocument();
  });

  it('records a cash share paid at the desk for exactly the share', async () => {
    const user = userEvent.setup();
    let paid = false;
    const { calls } = render({
      'admin.matches.list': () => ({
        matches: [
          paid
            ? {
                ...SOCIAL,
                seats: [
                  {
                    ...SARA,
                    paymentStatus: 'paid',
                    amountPaid: 450,
                    deskPayment: HINA.deskPayment,
                  },
                  BILAL,
                ],
              }
            : SOCIAL,
        ],
      }),
      'admin.matches.takeSharePayment': () => {
        paid = true;
        return { message: MATCH_MESSAGES.sharePaidAtDesk, data: { match: SOCIAL } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Paid at desk: Sara Khan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paid at desk' }));
    expect(dialog.getByText(/Sara Khan pays their share of Rs\. 450/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record Rs. 450' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.matches.takeSharePayment')?.input).toEqual({
        id: SOCIAL._id,
        userId: SARA.userId,
        amount: 450,
        method: 'cash',
      }),
    );
    expect(await screen.findByText(MATCH_MESSAGES.sharePaidAtDesk)).toBeInTheDocument();
    const sara = within(screen.getByTestId(`seat-${SARA.userId}`));
    expect(await sara.findByText('Paid at desk (Cash)')).toBeInTheDocument();
    expect(sara.queryByRole('button', { name: /Paid at desk/ })).toBeNull();
  });

  it('shows the api’s refusal in the Paid at desk dialog', async () => {
    const user = userEvent.setup();
    render({
      'admin.matches.takeSharePayment': () => {
        throw apiError(MATCH_MESSAGES.shareAlreadyPaid, 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Paid at desk: Sara Khan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paid at desk' }));
    await user.click(dialog.getByRole('button', { name: 'Record Rs. 450' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MATCH_MESSAGES.shareAlreadyPaid);
  });

  it('removes a player after asking', async () => {
    const user = userEvent.setup();
    const { calls } = render({
      'admin.matches.removePlayer': () => ({
        message: MATCH_MESSAGES.playerRemoved,
        data: { match: { ...SOCIAL, seats: [BILAL] } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Sara Khan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove player' }));
    expect(dialog.getByText(/Remove Sara Khan from the match on Court 1/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'admin.matches.removePlayer')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.matches.removePlayer')?.input).toEqual({
        id: SOCIAL._id,
        userId: SARA.userId,
      }),
    );
    expect(await screen.findByText(MATCH_MESSAGES.playerRemoved)).toBeInTheDocument();
  });

  it('creates a venue-hosted match on a free time of a court', async () => {
    const user = userEvent.setup();
    const { calls } = render({
      'admin.availability.check': () => ({
        availability: [
          {
            court: { _id: C1, name: 'Court 1', location: 'Indoor' },
            free: [{ start: '18:00', end: '20:00' }],
          },
        ],
      }),
      'admin.matches.create': () => ({
        message: MATCH_MESSAGES.venueMatchCreated,
        data: { match: SOCIAL },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New match' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New match' }));
    // Nothing chosen yet: the form says what is missing and sends nothing.
    await user.click(dialog.getByRole('button', { name: 'Create match' }));
    expect(await dialog.findByText('Choose a court')).toBeInTheDocument();
    expect(dialog.getByText(VALIDATION_MESSAGES.timeInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'admin.matches.create')).toBe(false);

    await user.click(dialog.getByRole('combobox', { name: 'Court' }));
    await user.click(await screen.findByRole('option', { name: 'Court 1', hidden: true }));
    await user.click(dialog.getByRole('combobox', { name: 'Start' }));
    // 90 minutes in 18:00–20:00: 18:00 and 18:30 only.
    expect(screen.queryByRole('option', { name: '19:00 - 20:30', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '18:30 - 20:00', hidden: true }));
    const highest = dialog.getByRole('combobox', { name: 'Highest level' });
    await user.click(highest);
    const levels = await waitFor(() =>
      document.getElementById(highest.getAttribute('aria-controls')!)!,
    );
    await user.click(within(levels).getByRole('option', { name: '4.0', hidden: true }));
    await user.type(dialog.getByLabelText('Note for players'), 'Tuesday social');
    await user.click(dialog.getByRole('button', { name: 'Create match' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'admin.matches.create')?.input).toEqual({
        courtId: C1,
        date: '2026-06-15',
        startTime: '18:30',
        durationMinutes: 90,
        levelMin: 2.5,
        levelMax: 4,
        note: 'Tuesday social',
      }),
    );
    expect(await screen.findByText(MATCH_MESSAGES.venueMatchCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New match' })).toBeNull());
  }, 30_000);
});
