import { afterEach, describe, expect, it, vi } from 'vitest';
import { startNewPageAtTop } from './start-at-top';

const pushTo = (to: string) => window.history.pushState(null, '', to);

describe('startNewPageAtTop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('scrolls a new page to its top after navigating to it', () => {
    window.history.replaceState(null, '', '/contact');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    startNewPageAtTop(pushTo, '/refund-policy', {});
    expect(window.location.pathname).toBe('/refund-policy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('stays where the player is when only the query changes', () => {
    window.history.replaceState(null, '', '/admin/bookings');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    startNewPageAtTop(pushTo, '/admin/bookings?page=2', {});
    expect(window.location.search).toBe('?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
