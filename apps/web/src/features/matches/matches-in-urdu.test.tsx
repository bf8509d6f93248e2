import { DEFAULT_BUSINESS_SETTINGS, type TMatch } from '@padel/contract';
import { act, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { renderWithApi, type ApiHandler } from '../../test/render-with-api';
import { JoinMatchDialog } from './join-match-dialog';
import MatchPage from './match-page';
import { MatchesPage } from './matches-page';

const MATCH_ID = '33333333-3333-4333-8333-333333333333';

const match: TMatch = {
  _id: MATCH_ID,
  id: MATCH_ID,
  court: { _id: '22222222-2222-4222-8222-222222222222', name: 'Court 2', location: '' },
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
};

/** A range of times or levels as Urdu text keeps it: isolated left to right. */
const ltr = (text: string) => `\u2066${text}\u2069`;

async function renderInUrdu(ui: ReactElement, handlers: Record<string, ApiHandler>, path = '/') {
  await act(async () => {
    renderWithApi(<Suspense>{ui}</Suspense>, handlers, path, { language: 'ur' });
  });
}

describe('open matches in Urdu', () => {
  it('lists the matches with Urdu labels and dates, times and prices left to right', async () => {
    await renderInUrdu(
      <MatchesPage />,
      { 'matches.list': () => ({ matches: [match] }) },
      '/matches',
    );
    expect(await screen.findByRole('heading', { name: 'اوپن میچ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'تاریخ' })).toHaveAttribute(
      'placeholder',
      'کوئی بھی تاریخ',
    );
    const card = await screen.findByRole('article', { name: 'Court 2 پر میچ' });
    expect(within(card).getByText('ہفتہ، 5 دسمبر، 2026')).toBeInTheDocument();
    expect(within(card).getByText(ltr('18:00 - 19:30'))).toBeInTheDocument();
    expect(within(card).getByText(ltr('2.5–3.5'))).toBeInTheDocument();
    expect(within(card).getByText('Rs. 450')).toBeInTheDocument();
    expect(within(card).getByText('فی کھلاڑی')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'میچ دیکھیں' })).toHaveAttribute(
      'href',
      `/matches/${MATCH_ID}`,
    );
  });

  it('shows a match’s page with its Urdu actions', async () => {
    await renderInUrdu(
      <Route path="/matches/:id">
        <MatchPage />
      </Route>,
      {
        'auth.session': () => ({ user: null }),
        'business.public': () => ({ business: DEFAULT_BUSINESS_SETTINGS }),
        'matches.byId': () => ({ match }),
      },
      `/matches/${MATCH_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'اوپن میچ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لنک کاپی کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rs. 450 میں شامل ہوں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تمام اوپن میچ' })).toHaveAttribute('href', '/matches');
  });

  it('asks for the share in Urdu when joining', async () => {
    const { paymentMethods, paymentMethodInfo } = DEFAULT_BUSINESS_SETTINGS;
    await renderInUrdu(
      <JoinMatchDialog
        match={match}
        opened
        paymentMethods={paymentMethods}
        paymentMethodInfo={paymentMethodInfo}
        onClose={() => undefined}
        onJoined={() => undefined}
      />,
      {},
    );
    const dialog = await screen.findByRole('dialog', { name: 'اس میچ میں شامل ہوں' });
    expect(within(dialog).getByText('آپ کا حصہ')).toBeInTheDocument();
    expect(within(dialog).getByText('18:00 - 19:30').tagName).toBe('BDI');
    expect(
      within(dialog).getByRole('button', { name: 'شامل ہوں اور Rs. 450 ادا کریں' }),
    ).toBeInTheDocument();
  });
});
