import { DEFAULT_BUSINESS_SETTINGS, LEVEL_PROMPT_COOKIE, type TFirstData } from '@padel/contract';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { renderPage } from './server-render';
import { court } from './test/booking-fixtures';
import { TEST_PLAYER } from './test/render-with-api';

const FIRST_DATA = {
  'auth.session': { user: null },
  'business.public': {
    business: { ...DEFAULT_BUSINESS_SETTINGS, businessName: 'Gulberg Padel', socialMedia: [] },
    signInProviders: [],
  },
  language: 'ur' as const,
};

/**
 * Hydrates a page's server markup as the browser does, with the app at `pathname`, and gives the
 * root (still in the document), the errors React recovered from (a markup that differs is drawn
 * again), and a way to end it. `onArrived` sees the page as it arrived, before the app ran.
 */
async function hydrate(
  pathname: string,
  markup: string,
  firstData: TFirstData,
  onArrived?: (root: HTMLElement) => void,
) {
  window.history.replaceState(null, '', pathname);
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  onArrived?.(root);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  let app: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    app = hydrateRoot(root, <App firstData={firstData} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return {
    root,
    recoverable,
    // Nothing of the app may still run once the test's page is gone.
    end: () => {
      act(() => app?.unmount());
      root.remove();
      errors.mockRestore();
      window.history.replaceState(null, '', '/');
    },
  };
}

describe('the pages rendered on the server', () => {
  it('renders the landing page in Urdu and hydrates it as the same page', async () => {
    const markup = await renderPage('/', FIRST_DATA);
    expect(markup).toContain('ہمارے ساتھ کیوں کھیلیں');
    expect(markup).toContain('آج ہی کھیلنا شروع کریں');

    const page = await hydrate('/', markup ?? '', FIRST_DATA);
    expect(page.recoverable).toEqual([]);
    expect(page.root.textContent).toContain('ہمارے ساتھ کیوں کھیلیں');
    page.end();
  });

  it("renders the booking screen's courts in Urdu, and the app takes the same markup over", async () => {
    const firstData: TFirstData = {
      ...FIRST_DATA,
      'courts.list': {
        courts: [
          court('1bab10c8-95e8-4c39-bec2-6d1d8130a47b', 'Court 1'),
          court('113d32c1-f969-42d2-9f72-b74d96858fd5', 'Court 2'),
        ],
        pagination: { page: 1, pages: 1, total: 2, limit: 100 },
      },
    };
    const markup = await renderPage('/booking', firstData);
    // The screen's heading, a court with its description and the quick search, in Urdu.
    expect(markup).toContain('کورٹ بک کریں');
    expect(markup).toContain('Court 2 under the roof');
    expect(markup).toContain('فوری تلاش');

    let courtCard: Element | null = null;
    const page = await hydrate('/booking', markup ?? '', firstData, (root) => {
      courtCard = root.querySelector('[role="group"] button');
    });
    expect(page.recoverable).toEqual([]);
    // Hydrated, not drawn again: the court the page arrived with is the one on screen.
    expect(page.root.querySelector('[role="group"] button')).toBe(courtCard);
    expect(page.root.querySelector('[role="group"] button')?.textContent).toContain('Court 1');
    page.end();
  });

  it("renders a signed-in player's My Bookings with the level card, and the app takes it over", async () => {
    const firstData: TFirstData = {
      ...FIRST_DATA,
      'auth.session': { user: TEST_PLAYER },
      language: 'en',
    };
    const markup = await renderPage('/my-bookings', firstData);
    expect(markup).toContain('My Bookings');
    expect(markup).toContain('Answer four quick questions');
    // The bookings follow from the app: the server draws the tabs and the list's skeleton.
    expect(markup).toContain('Upcoming');
    expect(markup).toContain('aria-busy="true"');

    let tab: Element | null = null;
    const page = await hydrate('/my-bookings', markup ?? '', firstData, (root) => {
      tab = root.querySelector('[role="tab"]');
    });
    expect(page.recoverable).toEqual([]);
    expect(page.root.querySelector('[role="tab"]')).toBe(tab);
    expect(page.root.textContent).toContain('Answer four quick questions');
    page.end();
  });

  it('leaves the level card out for a player who said "Not now" on this browser, on both sides', async () => {
    const firstData: TFirstData = {
      ...FIRST_DATA,
      'auth.session': { user: TEST_PLAYER },
      language: 'en',
      levelPromptDismissed: true,
    };
    const markup = await renderPage('/my-bookings', firstData);
    expect(markup).toContain('My Bookings');
    expect(markup).not.toContain('Answer four quick questions');

    document.cookie = `${LEVEL_PROMPT_COOKIE}=${TEST_PLAYER.id}; path=/`;
    const page = await hydrate('/my-bookings', markup ?? '', firstData);
    expect(page.recoverable).toEqual([]);
    expect(page.root.textContent).not.toContain('Answer four quick questions');
    page.end();
    document.cookie = `${LEVEL_PROMPT_COOKIE}=; path=/; max-age=0`;
  });

  it("leaves a visitor's My Bookings and every other path to the app", async () => {
    await expect(renderPage('/my-bookings', FIRST_DATA)).resolves.toBeUndefined();
    await expect(renderPage('/settings', FIRST_DATA)).resolves.toBeUndefined();
  });
});
