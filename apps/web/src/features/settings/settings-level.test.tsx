import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_USER } from '../../test/render-with-api';
import SettingsPage from './settings-page';

const saveAnswering = (input: unknown) => ({
  message: 'Profile updated successfully!',
  data: { user: { ...TEST_USER, ...(input as object) } },
});

const levelSection = async () =>
  (await screen.findByRole('heading', { name: 'Padel level' })).closest('div')!;

describe('the padel level in settings', () => {
  it('invites a player without a level to take the assessment or pick one', async () => {
    renderWithApi(<SettingsPage />, { 'auth.session': () => ({ user: TEST_USER }) }, '/settings');
    const section = await levelSection();
    expect(
      within(section).getByText(
        'You have not chosen a level yet. Take the short assessment, or pick a level yourself.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Take the assessment' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Save level' })).toBeDisabled();
  });

  it('saves a level picked directly, with the names as they are', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      <SettingsPage />,
      {
        'auth.session': () => ({ user: { ...TEST_USER, level: 3.5 } }),
        'auth.updateProfile': saveAnswering,
        'auth.profile': () => ({ user: TEST_USER }),
      },
      '/settings',
    );
    const section = await levelSection();
    expect(within(section).getByText('Your level is 3.5.')).toBeInTheDocument();
    const picker = within(section).getByLabelText('Or pick your level');
    expect(picker).toHaveValue('3.5');
    await user.selectOptions(picker, '5.0');
    await user.click(within(section).getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText('Your padel level is saved')).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: 'auth.updateProfile',
      input: { firstName: 'Ayesha', lastName: 'Khan', level: 5 },
    });
    await waitFor(() => expect(within(section).getByText('Your level is 5.0.')).toBeVisible());
  });

  it('offers the assessment again once the player has a level', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <SettingsPage />,
      { 'auth.session': () => ({ user: { ...TEST_USER, level: 3.27 } }) },
      '/settings',
    );
    const section = await levelSection();
    expect(within(section).getByText('Your level is 3.3.')).toBeInTheDocument();
    // A rated level is no choice of the picker, which starts empty.
    expect(within(section).getByLabelText('Or pick your level')).toHaveValue('');
    await user.click(within(section).getByRole('button', { name: 'Retake the assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is your padel level?' });
    expect(within(dialog).getByText('How long have you played padel?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the level history in settings', () => {
  it('lists each confirmed result newest first: date, match, level before and after', async () => {
    renderWithApi(
      <SettingsPage />,
      {
        'auth.session': () => ({ user: { ...TEST_USER, level: 3.16 } }),
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
            {
              matchId: '66666666-6666-4666-8666-666666666666',
              date: '2026-11-28',
              startTime: '20:00',
              court: 'Court 1',
              score: '2-6',
              outcome: 'lost',
              before: null,
              after: 3,
              ratedAt: '2026-11-28T16:00:00.000Z',
            },
          ],
        }),
      },
      '/settings',
    );
    const section = await levelSection();
    const table = await within(section).findByRole('table', { name: 'Level history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sat, 5 Dec 2026Court 2, 18:00 · Won 6-4 3-6 7-53.0 → 3.2',
      'Sat, 28 Nov 2026Court 1, 20:00 · Lost 2-6No level → 3.0',
    ]);
  });

  it('says the history fills once a result is confirmed', async () => {
    renderWithApi(
      <SettingsPage />,
      {
        'auth.session': () => ({ user: { ...TEST_USER, level: 3 } }),
        'auth.levelHistory': () => ({ history: [] }),
      },
      '/settings',
    );
    const section = await levelSection();
    expect(
      await within(section).findByText('Your level changes here once a match result is confirmed.'),
    ).toBeInTheDocument();
  });
});
