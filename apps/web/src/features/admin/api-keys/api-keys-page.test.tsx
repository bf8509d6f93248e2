import type { TApiKey, TUser } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, TEST_PLAYER } from '../../../test/render-with-api';
import { expectPhoneFieldCleans } from '../../../test/phone-field';
import ApiKeysPage from './api-keys-page';

const AGENT: TUser = {
  ...TEST_PLAYER,
  _id: '77777777-7777-4777-8777-777777777777',
  id: '77777777-7777-4777-8777-777777777777',
  firstName: 'Bilal',
  lastName: 'Agent',
  email: 'bilal@travel.pk',
  role: 'agent',
};

const KEY: TApiKey = {
  _id: '88888888-8888-4888-8888-888888888888',
  id: '88888888-8888-4888-8888-888888888888',
  apiKey: 'pk_live_abc123',
  name: 'Travel Desk',
  owner: { _id: AGENT._id, firstName: 'Bilal', lastName: 'Agent', email: 'bilal@travel.pk' },
  scopes: ['courts:read', 'bookings:write'],
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
};

function handlers(keys: TApiKey[] = [KEY]) {
  return {
    'apiKeys.list': () => ({ keys }),
    'admin.users.list': () => ({
      users: [AGENT],
      pagination: { page: 1, pages: 1, total: 1, limit: 100 },
    }),
    'apiKeys.create': () => ({
      message: 'API key created',
      data: {
        apiKey: 'pk_live_new',
        token: 'secret-token-shown-once',
        key: { ...KEY, apiKey: 'pk_live_new' },
      },
    }),
    'apiKeys.revoke': () => ({
      message: 'API key revoked',
      data: { key: { ...KEY, isActive: false } },
    }),
  };
}

describe('the API keys screen', () => {
  it('shows the new token once, with a copy button and the warning, until dismissed', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ApiKeysPage />, handlers());
    await user.type(screen.getByLabelText('Business name'), 'Hotel Concierge');
    await user.click(screen.getByLabelText('Agent', { selector: 'input:not([type=radio])' }));
    await user.click(await screen.findByText('Bilal Agent (bilal@travel.pk)'));
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'apiKeys.create',
        input: { name: 'Hotel Concierge', owner: AGENT._id },
      }),
    );
    const shown = within(await screen.findByRole('alert'));
    expect(shown.getByTestId('api-key-token')).toHaveTextContent('secret-token-shown-once');
    expect(shown.getByText(/shown only once/)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('secret-token-shown-once')).not.toBeInTheDocument();
  });

  it('keeps a new agent’s typed or pasted phone whole as +92 and 10 digits', async () => {
    const user = userEvent.setup();
    renderWithApi(<ApiKeysPage />, handlers());
    await user.click(screen.getByLabelText('New agent'));
    await expectPhoneFieldCleans(() => screen.getByLabelText('Agent phone'));
  });

  it("asks for a new agent's four details with the spec messages", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<ApiKeysPage />, handlers());
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(
      await screen.findByText('Please provide a business name for the API key'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please select an existing agent or provide new agent details'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('New agent'));
    await user.type(screen.getByLabelText('Agent first name'), 'Sara');
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(
      await screen.findByText(
        'Please provide agent firstName, lastName, email and phone to create a new agent',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'apiKeys.create')).toBe(false);
  });

  it('revokes an active key after the confirmation and offers no Revoke for a revoked one', async () => {
    const user = userEvent.setup();
    const revoked = {
      ...KEY,
      _id: '99999999-9999-4999-8999-999999999999',
      name: 'Old Desk',
      isActive: false,
    };
    const { calls } = renderWithApi(<ApiKeysPage />, handlers([KEY, revoked]));
    const table = within(await screen.findByRole('table', { name: 'API key list' }));
    expect(table.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(table.getAllByText('courts:read')).toHaveLength(2);
    await user.click(table.getByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Revoke this API key?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'apiKeys.revoke', input: { id: KEY._id } }),
    );
  });
});
