import { act, renderHook, waitFor } from '@testing-library/react';
import { AUTH_DIALOG_HEADINGS } from '@padel/contract';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/language-provider';
import type { Language } from '../../i18n/languages';
import { useAuthHeadings } from './auth-headings';

async function headingsIn(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initial={language}>
      <Suspense>{children}</Suspense>
    </LanguageProvider>
  );
  let view: ReturnType<typeof renderHook<ReturnType<typeof useAuthHeadings>, unknown>> | undefined;
  // Urdu's texts are fetched: the render is awaited for React to show them once they arrive.
  await act(async () => {
    view = renderHook(() => useAuthHeadings(), { wrapper });
  });
  await waitFor(() => expect(view!.result.current).not.toBeNull());
  return view!.result.current;
}

describe('the sign-in dialog headings', () => {
  it("read in English as the contract's, which the gateway's early frame shows", async () => {
    expect(await headingsIn('en')).toEqual(AUTH_DIALOG_HEADINGS);
  });

  it('have an Urdu text for each of them', async () => {
    const headings = await headingsIn('ur');
    expect(headings.login.first.title).toBe('دوبارہ خوش آمدید');
    expect(headings['forgot-password'].second.title).toBe('نیا پاس ورڈ بنائیں');
    for (const steps of Object.values(headings))
      for (const heading of Object.values(steps)) expect(heading.title).toMatch(/[\u0600-\u06ff]/);
  });
});
