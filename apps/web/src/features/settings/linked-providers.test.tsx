import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedProviders } from './linked-providers';
import { renderWithApi } from '../../test/render-with-api';

describe('linked sign-in providers', () => {
  it('lists the providers linked to the account', async () => {
    renderWithApi(<LinkedProviders />, {
      'auth.linkedProviders': () => ({
        providers: [
          { provider: 'google', email: 'ayesha@example.com', linkedAt: '2026-06-15T05:00:00.000Z' },
          { provider: 'apple', email: null, linkedAt: '2026-06-16T05:00:00.000Z' },
        ],
      }),
    });
    expect(await screen.findByText('Google')).toBeInTheDocument();
    expect(screen.getByText('ayesha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Apple')).toBeInTheDocument();
    expect(screen.getByText('Linked 15 Jun 2026')).toBeInTheDocument();
    expect(screen.queryByText('Microsoft')).toBeNull();
  });

  it('says when none is linked', async () => {
    renderWithApi(<LinkedProviders />, { 'auth.linkedProviders': () => ({ providers: [] }) });
    expect(
      await screen.findByText('No provider is linked. You sign in with your e-mail and password.'),
    ).toBeInTheDocument();
  });
});
