import {
  DEFAULT_BUSINESS_SETTINGS,
  MATCH_MESSAGES,
  MATCH_MESSAGES_UR,
  type TBooking,
  type TMatch,
} from '@padel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi, type ApiHandler } from '../../test/render-with-api';
import { JoinMatchDialog } from './join-match-dialog';
import { MatchesPage } from './matches-page';
import { OpenMatchDialog } from './open-match-dialog';

const match: TMatch = {
  _id: '33333333-3333-4333-8333-333333333333',
  id: '33333333-3333-4333-8333-333333333333',
  court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 2', location: '' },
  date: '2026-12-05',
  timeSlot: { startTime: '18:00', endTime: '19:30', durationMinutes: 90 },
  startsAt: '2026-12-05T13:00:00.000Z',
  status: 'open',
  hostedBy: 'venue',
  levelMin: 2.5,
  levelMax: 3.5,
  note: null,
  capacity: 4,
  openSeats: 2,
  players: [{ seat: 0, firstName: 'Ayesha', level: null, isHost: false }],
  hostGuests: 0,
  pricePerPlayer: 450,
  result: null,
  viewer: null,
};

const booking = {
  id: '44444444-4444-4444-8444-444444444444',
  court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 1', location: '' },
} as unknown as TBooking;

async function renderInUrdu(ui: ReactElement, handlers: Record<string, ApiHandler>, path = '/') {
  let view: ReturnType<typeof renderWithApi> | undefined;
  await act(async () => {
    view = renderWithApi(<Suspense>{ui}</Suspense>, handlers, path, { language: 'ur' });
  });
  return view!;
}

/** Chooses an option of the select labelled `label`. */
async function choose(container: HTMLElement, label: string, option: string) {
  const select = within(container).getByRole('combobox', { name: label });
  await userEvent.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`no list for ${label}`);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe("the matches' contract texts in Urdu", () => {
  it('shows the seats left, the venue as host and a player without a level in Urdu', async () => {
    await renderInUrdu(
      <MatchesPage />,
      { 'matches.list': () => ({ matches: [match] }) },
      '/matches',
    );
    const card = await screen.findByRole('article', { name: 'Court 2 پر میچ' });
    expect(within(card).getByText('2 جگہیں باقی ہیں')).toBeInTheDocument();
    expect(within(card).getByText('میزبان: وینیو')).toBeInTheDocument();
    expect(within(card).getByText('Ayesha (ابھی کوئی لیول نہیں)')).toBeInTheDocument();
    expect(within(card).queryByText(/seats left/)).not.toBeInTheDocument();
  });

  it("refuses a level range with the schema's message in Urdu", async () => {
    const { calls } = await renderInUrdu(
      <OpenMatchDialog booking={booking} onClose={() => undefined} />,
      {},
    );
    const dialog = await screen.findByRole('dialog', { name: MATCH_MESSAGES_UR.openToPlayers });
    await choose(dialog, 'کم از کم لیول', '6.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'میچ کھولیں' }));
    expect(
      await within(dialog).findByText('کم سے کم لیول زیادہ سے زیادہ لیول سے اوپر نہیں ہو سکتا'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MATCH_MESSAGES.levelRangeOrder)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'matches.open')).toBe(false);
  });

  it('toasts the opened match in Urdu when the answer carries no message', async () => {
    await renderInUrdu(<OpenMatchDialog booking={booking} onClose={() => undefined} />, {
      'matches.open': () => ({ message: '', data: null }),
    });
    const dialog = await screen.findByRole('dialog', { name: MATCH_MESSAGES_UR.openToPlayers });
    await userEvent.click(within(dialog).getByRole('button', { name: 'میچ کھولیں' }));
    expect(await screen.findByText('آپ کی بکنگ اب اوپن میچ ہے')).toBeInTheDocument();
  });

  it('shows a refusal the web received in English in Urdu, and an Urdu one as it came', async () => {
    const { paymentMethods, paymentMethodInfo } = DEFAULT_BUSINESS_SETTINGS;
    let answer: string = MATCH_MESSAGES.matchFull;
    await renderInUrdu(
      <JoinMatchDialog
        match={match}
        opened
        paymentMethods={paymentMethods}
        paymentMethodInfo={paymentMethodInfo}
        onClose={() => undefined}
        onJoined={() => undefined}
      />,
      {
        'matches.join': () => {
          throw apiError(answer, 409);
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'اس میچ میں شامل ہوں' });
    expect(within(dialog).getByText('وینیو پر ادائیگی')).toBeInTheDocument();
    const join = within(dialog).getByRole('button', { name: 'شامل ہوں اور Rs. 450 ادا کریں' });
    await userEvent.click(join);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'اس میچ کی تمام جگہیں بھر چکی ہیں',
    );
    answer = MATCH_MESSAGES_UR.alreadyJoined;
    await userEvent.click(join);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(MATCH_MESSAGES_UR.alreadyJoined),
    );
  });
});
