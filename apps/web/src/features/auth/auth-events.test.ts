import { EARLY_TAPS_GLOBAL } from '@padel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAuthModal, takePendingAuthModalRequest } from './auth-events';

type EarlyTaps = { showDialog: (mode: string) => void; dismissed?: boolean };
const setEarlyTaps = (state: EarlyTaps | undefined) => {
  (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL] = state;
};

describe('an opening asked for before the modal has loaded', () => {
  afterEach(() => {
    takePendingAuthModalRequest();
    setEarlyTaps(undefined);
  });

  it("shows the page's dialog frame meanwhile, and the modal takes the request once", () => {
    const showDialog = vi.fn();
    setEarlyTaps({ showDialog });
    openAuthModal('register', 'Please login to make a booking');
    expect(showDialog).toHaveBeenCalledWith('register');
    expect(takePendingAuthModalRequest()).toEqual({
      mode: 'register',
      reason: 'Please login to make a booking',
    });
    expect(takePendingAuthModalRequest()).toBeNull();
  });

  it('is dropped when the player closed the frame before the modal arrived', () => {
    const early: EarlyTaps = { showDialog: vi.fn() };
    setEarlyTaps(early);
    openAuthModal('login');
    early.dismissed = true;
    expect(takePendingAuthModalRequest()).toBeNull();
  });
});
