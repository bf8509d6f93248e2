import { MantineProvider } from '@mantine/core';
import { LanguageProvider, theme } from '@padel/web/players-app';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

async function showOffline(language: 'en' | 'ur') {
  onlineManager.setOnline(false);
  await act(async () => {
    render(
      <LanguageProvider initial={language}>
        <MantineProvider theme={theme}>
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        </MantineProvider>
      </LanguageProvider>,
    );
  });
}

describe('offline banner', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('tells the player the phone is offline', async () => {
    await showOffline('en');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're offline. We'll reconnect as soon as the network is back.",
    );
  });

  it('tells the player in Urdu', async () => {
    await showOffline('ur');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'آپ آف لائن ہیں۔ نیٹ ورک بحال ہوتے ہی ہم دوبارہ جڑ جائیں گے۔',
    );
  });

  it('shows nothing while the phone is online', async () => {
    await act(async () => {
      render(
        <LanguageProvider initial="en">
          <MantineProvider theme={theme}>
            <OfflineBanner />
          </MantineProvider>
        </LanguageProvider>,
      );
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
