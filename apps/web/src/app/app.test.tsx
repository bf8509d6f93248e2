import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('generic error screen', () => {
  it('says something went wrong when a screen fails to render', () => {
    const original = console.error;
    console.error = () => {};
    renderWithTheme(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    console.error = original;
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred while rendering this page.'),
    ).toBeInTheDocument();
  });

  it('offers to reload in Urdu', async () => {
    const original = console.error;
    console.error = () => {};
    await act(async () => {
      renderWithTheme(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
        { language: 'ur' },
      );
    });
    console.error = original;
    expect(await screen.findByRole('button', { name: 'دوبارہ لوڈ کریں' })).toBeInTheDocument();
  });
});
