import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCKING_DIALOG_ATTRIBUTE, decideBackAction, onBackButton } from './back-button';

describe('decideBackAction', () => {
  it('closes an open dialog before anything else', () => {
    expect(decideBackAction({ path: '/booking', canGoBack: true, dialog: 'dismissible' })).toBe(
      'close-dialog',
    );
    expect(decideBackAction({ path: '/', canGoBack: false, dialog: 'dismissible' })).toBe(
      'close-dialog',
    );
  });

  it('walks back through the screens', () => {
    expect(decideBackAction({ path: '/my-bookings', canGoBack: true, dialog: 'none' })).toBe(
      'go-back',
    );
  });

  it('goes home from a screen with no history behind it (opened from a link)', () => {
    expect(decideBackAction({ path: '/payment/success', canGoBack: false, dialog: 'none' })).toBe(
      'go-home',
    );
  });

  it('leaves the app from the home screen, whatever history there is', () => {
    expect(decideBackAction({ path: '/', canGoBack: true, dialog: 'none' })).toBe('exit');
    expect(decideBackAction({ path: '/', canGoBack: false, dialog: 'none' })).toBe('exit');
  });

  it('leaves the app from a dialog that cannot be dismissed (the forced update)', () => {
    expect(decideBackAction({ path: '/booking', canGoBack: true, dialog: 'blocking' })).toBe(
      'exit',
    );
  });
});

describe('onBackButton on the page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const run = (canGoBack: boolean) => {
    const navigate = vi.fn();
    const exitApp = vi.fn();
    const history = { back: vi.fn() };
    const action = onBackButton({ canGoBack, navigate, exitApp, history });
    return { action, navigate, exitApp, history };
  };

  it('sends Escape to the open dialog', () => {
    window.history.replaceState(null, '', '/booking');
    document.body.innerHTML = '<div role="dialog" tabindex="-1">Verify your booking</div>';
    const onKey = vi.fn();
    window.addEventListener('keydown', onKey, { capture: true });
    const { action, history, exitApp } = run(true);
    window.removeEventListener('keydown', onKey, { capture: true });
    expect(action).toBe('close-dialog');
    expect(onKey).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    expect(history.back).not.toHaveBeenCalled();
    expect(exitApp).not.toHaveBeenCalled();
  });

  it('goes back in history from a screen', () => {
    window.history.replaceState(null, '', '/my-bookings');
    const { action, history } = run(true);
    expect(action).toBe('go-back');
    expect(history.back).toHaveBeenCalledTimes(1);
  });

  it('replaces a link-opened screen with home', () => {
    window.history.replaceState(null, '', '/complete-signup');
    const { navigate } = run(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('exits from home and from the forced-update prompt', () => {
    expect(run(true).exitApp).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/booking');
    document.body.innerHTML = `<div ${BLOCKING_DIALOG_ATTRIBUTE}><div role="dialog">Update Required</div></div>`;
    expect(run(true).exitApp).toHaveBeenCalledTimes(1);
  });
});
