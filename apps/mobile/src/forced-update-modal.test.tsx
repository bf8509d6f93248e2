import { MantineProvider } from '@mantine/core';
import { LanguageProvider, theme } from '@padel/web/players-app';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ForcedUpdate } from './forced-update';
import { ForcedUpdatePrompt } from './forced-update-modal';

const UPDATE: ForcedUpdate = {
  currentVersion: '1.2.0',
  requiredVersion: '1.4.0',
  storeUrl: 'https://play.google.com/store/apps/details?id=pk.padel',
  buttonLabel: 'Update from Play Store',
};

async function showPrompt(language: 'en' | 'ur', openStore = vi.fn()) {
  await act(async () => {
    render(
      <LanguageProvider initial={language}>
        <MantineProvider theme={theme}>
          <Suspense fallback={null}>
            <ForcedUpdatePrompt platform="android" update={UPDATE} openStore={openStore} />
          </Suspense>
        </MantineProvider>
      </LanguageProvider>,
    );
  });
  return openStore;
}

describe('forced-update prompt', () => {
  it('asks for the update and opens the store', async () => {
    const openStore = await showPrompt('en');
    expect(await screen.findByRole('dialog', { name: 'Update Required' })).toBeInTheDocument();
    expect(
      screen.getByText('Current version: 1.2.0 · Required version: 1.4.0'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update from Play Store' }));
    expect(openStore).toHaveBeenCalledWith(UPDATE.storeUrl);
  });

  it('asks in Urdu, with the versions as they are', async () => {
    await showPrompt('ur');
    expect(await screen.findByRole('dialog', { name: 'اپ ڈیٹ ضروری ہے' })).toBeInTheDocument();
    expect(screen.getByText('موجودہ ورژن: 1.2.0 · مطلوبہ ورژن: 1.4.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Store سے اپ ڈیٹ کریں' })).toBeInTheDocument();
  });
});
