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
