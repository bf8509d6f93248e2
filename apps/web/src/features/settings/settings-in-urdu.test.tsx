import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_USER, type ApiHandler } from '../../test/render-with-api';
import AccountSettingsPage from './account-settings-page';
import SettingsPage from './settings-page';

/** A screen in Urdu: it waits for its texts (Suspense), so the render is awaited in act. */
async function renderInUrdu(ui: ReactElement, handlers: Record<string, ApiHandler>, path: string) {
  await act(async () => {
    renderWithApi(<Suspense>{ui}</Suspense>, handlers, path, { language: 'ur' });
  });
}

const SESSION: Record<string, ApiHandler> = {
  'auth.session': () => ({ user: { ...TEST_USER, level: 3 } }),
};

describe('settings in Urdu', () => {
  it('shows the settings page, its dates in Urdu and its level history', async () => {
    await renderInUrdu(
      <SettingsPage />,
      {
        ...SESSION,
        'auth.linkedProviders': () => ({
          providers: [{ provider: 'google', email: null, linkedAt: '2026-06-15T05:00:00.000Z' }],
        }),
        'auth.levelHistory': () => ({
          history: [
            {
              matchId: '55555555-5555-4555-8555-555555555555',
              date: '2026-12-05',
              startTime: '18:00',
              court: 'Court 2',
              score: '6-4 3-6 7-5',
              outcome: 'won',
              before: 3,
              after: 3.16,
              ratedAt: '2026-12-05T15:00:00.000Z',
            },
          ],
        }),
      },
      '/settings',
    );
    expect(await screen.findByRole('heading', { name: 'اکاؤنٹ کی ترتیبات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پروفائل کی معلومات' })).toBeInTheDocument();
    expect(screen.getByLabelText('پہلا نام')).toHaveValue('Ayesha');
    expect(screen.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'پاس ورڈ دکھائیں' })).toHaveLength(3);
    // Member since, with Urdu's month name and Latin digits.
    expect(screen.getByText('عام صارف')).toBeInTheDocument();
    expect(screen.getByText(/^1 جنوری،? 2026$/)).toBeInTheDocument();
    expect(await screen.findByText(/^15 جون،? 2026 کو منسلک کیا گیا$/)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'تاریخ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'لیول' })).toBeInTheDocument();
    // The sets and the level's move stay left to right.
    expect(screen.getByText('6-4 3-6 7-5')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('3.0 → 3.2')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'پرائیویسی اور ڈیٹا' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('shows Privacy & Data and the deletion dialog in Urdu', async () => {
    const user = userEvent.setup();
    await renderInUrdu(
      <AccountSettingsPage />,
      {
        ...SESSION,
        'auth.deletionPreview': () => ({
          verification: 'password',
          bookings: [
            {
              _id: 'b1',
              bookingId: 'PB-1',
              courtName: 'Court 1',
              date: '2026-06-18',
              startTime: '18:00',
              endTime: '19:00',
              paymentMethod: 'jazzcash_card',
              amountPaid: 1800,
              refund: 'full',
            },
          ],
        }),
      },
      '/account-settings',
    );
    expect(await screen.findByRole('heading', { name: 'پرائیویسی اور ڈیٹا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'میرا ڈیٹا ڈاؤن لوڈ کریں' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'میرا اکاؤنٹ ختم کریں' }));
    const dialog = await screen.findByRole('dialog', { name: 'اکاؤنٹ ختم کریں' });
    const list = await within(dialog).findByRole('list', {
      name: 'اکاؤنٹ ختم ہونے پر منسوخ ہونے والی بکنگز',
    });
    expect(within(list).getByRole('listitem').textContent).toMatch(
      /^PB-1، Court 1، .*جون.* 18:00-19:00: Rs\. 1,800 آپ کے کارڈ میں واپس کر دیے جائیں گے$/,
    );
    expect(within(dialog).getByLabelText('پاس ورڈ')).toBeInTheDocument();
    expect(within(dialog).getByText('DELETE_MY_ACCOUNT')).toHaveAttribute('dir', 'ltr');
  });
});
