import { DEFAULT_BUSINESS_SETTINGS, type TBusinessSettings } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import SettingsPage from './settings-page';

const LINK_ID = '66666666-6666-4666-8666-666666666666';
const BUSINESS: TBusinessSettings = {
  ...structuredClone(DEFAULT_BUSINESS_SETTINGS),
  businessName: 'Padel Arena',
  socialMedia: [
    {
      _id: LINK_ID,
      platform: 'instagram',
      url: 'https://instagram.com/padelarena',
      customName: '',
      customIcon: '',
    },
  ],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('business settings', () => {
  it('shows a load failure in a red box', async () => {
    renderWithApi(<SettingsPage />, {
      'business.settings': () => {
        throw apiError('Access denied', 403);
      },
    });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('saves the business name and maintenance mode from the top button and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SettingsPage />, {
      'business.settings': () => ({ business: BUSINESS }),
      'business.updateSettings': (input) => ({
        message: 'Business settings saved successfully!',
        data: { business: { ...BUSINESS, ...(input as object) } },
      }),
    });
    const name = await screen.findByLabelText(/Business Name/);
    await user.clear(name);
    await user.type(name, 'Karachi Padel Club');
    await user.click(screen.getByLabelText(/Maintenance mode/));
    await user.type(screen.getByLabelText('Maintenance message'), 'Back at 6 pm');
    const [topSave] = screen.getAllByRole('button', { name: 'Save Settings' });
    await user.click(topSave!);
    expect(await screen.findByText('Business settings saved successfully!')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'business.updateSettings')?.input;
    expect(sent).toMatchObject({
      businessName: 'Karachi Padel Club',
      maintenanceMode: true,
      maintenanceMessage: 'Back at 6 pm',
      socialMedia: [{ _id: LINK_ID, platform: 'instagram' }],
    });
    expect(sent).not.toHaveProperty('updatedAt');
  });

  it("edits the About page's figures, sending the filled ones only", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SettingsPage />, {
      'business.settings': () => ({ business: BUSINESS }),
      'business.updateSettings': (input) => ({
        message: 'Business settings saved successfully!',
        data: { business: { ...BUSINESS, ...(input as object) } },
      }),
    });
    // The product doc's claims until the venue states its own.
    expect(await screen.findByLabelText('Figure 1')).toHaveValue('500+');
    expect(screen.getByLabelText('Figure 1 counts')).toHaveValue('Players');
    await user.clear(screen.getByLabelText('Figure 1'));
    await user.type(screen.getByLabelText('Figure 1'), '4');
    await user.clear(screen.getByLabelText('Figure 1 counts'));
    await user.type(screen.getByLabelText('Figure 1 counts'), 'Courts');
    await user.clear(screen.getByLabelText('Figure 2'));
    await user.clear(screen.getByLabelText('Figure 2 counts'));
    await user.click(screen.getAllByRole('button', { name: 'Save Settings' })[0]!);
    expect(await screen.findByText('Business settings saved successfully!')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'business.updateSettings')?.input;
    expect(sent).toMatchObject({
      aboutClaims: [
        { value: '4', label: 'Courts' },
        { value: '24/7', label: 'Online booking' },
      ],
    });
  });

  it('refuses an empty business name with the contract message', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SettingsPage />, {
      'business.settings': () => ({ business: BUSINESS }),
    });
    await user.clear(await screen.findByLabelText(/Business Name/));
    await user.click(screen.getAllByRole('button', { name: 'Save Settings' }).at(-1)!);
    expect((await screen.findAllByText('Business name is required')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.path === 'business.updateSettings')).toBe(false);
  });

  it('asks before removing a social media link and keeps the edits not saved yet', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<SettingsPage />, {
      'business.settings': () => ({ business: BUSINESS }),
      'business.removeSocialMedia': () => ({
        message: 'Social media link removed',
        data: { business: { ...BUSINESS, socialMedia: [] } },
      }),
    });
    const name = await screen.findByLabelText(/Business Name/);
    await user.clear(name);
    await user.type(name, 'Not saved yet');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Are you sure you want to remove this social media link?'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'business.removeSocialMedia', input: { id: LINK_ID } }),
    );
    expect(await screen.findByText('No social media links.')).toBeInTheDocument();
    // Removing a link is stored at once; the edits not saved yet stay in the form.
    expect(screen.getByLabelText(/Business Name/)).toHaveValue('Not saved yet');
  });

  it('asks before removing a link added a moment ago, without reloading the settings', async () => {
    const user = userEvent.setup();
    const added = {
      _id: '77777777-7777-4777-8777-777777777777',
      platform: 'facebook' as const,
      url: 'https://facebook.com/padelarena',
      customName: '',
      customIcon: '',
    };
    renderWithApi(<SettingsPage />, {
      'business.settings': () => ({ business: { ...BUSINESS, socialMedia: [] } }),
      'business.addSocialMedia': () => ({
        message: 'Social media link added',
        data: { business: { ...BUSINESS, socialMedia: [added] } },
      }),
    });
    await user.type(await screen.findByLabelText('Link URL'), added.url);
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove link' })).toBeInTheDocument();
  });
});
