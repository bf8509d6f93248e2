import { DEFAULT_BUSINESS_SETTINGS } from '@padel/contract';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { renderPage } from './server-render';

const FIRST_DATA = {
  'auth.session': { user: null },
  'business.public': {
    business: { ...DEFAULT_BUSINESS_SETTINGS, businessName: 'Gulberg Padel', socialMedia: [] },
    signInProviders: [],
  },
  language: 'ur' as const,
};

describe('the landing page rendered on the server', () => {
  it('renders in Urdu and hydrates as the same page', async () => {
    const markup = await renderPage('/', FIRST_DATA);
    expect(markup).toContain('ہمارے ساتھ کیوں کھیلیں');
    expect(markup).toContain('آج ہی کھیلنا شروع کریں');

    const root = document.createElement('div');
    root.innerHTML = markup ?? '';
    document.body.append(root);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, <App firstData={FIRST_DATA} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(root.textContent).toContain('ہمارے ساتھ کیوں کھیلیں');
    // Nothing of the app may still run once the test's page is gone.
    act(() => app?.unmount());
    root.remove();
    errors.mockRestore();
  });
});
