import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentBrowser, type InAppBrowser } from './payment-browser';

function setup() {
  const browser = {
    open: vi.fn<InAppBrowser['open']>(async () => undefined),
    close: vi.fn<InAppBrowser['close']>(async () => undefined),
  };
  const navigate = vi.fn<(path: string) => void>();
  const payment = createPaymentBrowser({ browser, navigate });
  return { browser, navigate, payment };
}

describe('the card payment in the in-app browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the payment page in the in-app browser', async () => {
    const { browser, payment } = setup();
    await payment.open('https://gw.example/pay/b1?t=sealed');
    expect(browser.open).toHaveBeenCalledWith({
      url: 'https://gw.example/pay/b1?t=sealed',
      presentationStyle: 'fullscreen',
    });
  });

  it('closes when the page reaches /payment/close, then shows My Bookings after 3 s', async () => {
    const { browser, navigate, payment } = setup();
    await payment.open('https://gw.example/pay/b1?t=sealed');

    expect(payment.onAppPath('/payment/close?status=success')).toBe(true);
    expect(browser.close).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith('/payment/close?status=success');

    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalledWith('/my-bookings');
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenLastCalledWith('/my-bookings');
  });

  it('does the same for a failed payment', async () => {
    const { browser, navigate, payment } = setup();
    await payment.open('https://gw.example/pay/b2?t=sealed');
    payment.onAppPath('/payment/close?status=failed');
    expect(browser.close).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(navigate).toHaveBeenLastCalledWith('/my-bookings');
  });

  it('leaves other app links to the router', () => {
    const { browser, navigate, payment } = setup();
    expect(payment.onAppPath('/payment/success')).toBe(false);
    expect(payment.onAppPath('/complete-signup?email=a%40b.pk')).toBe(false);
    expect(browser.close).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes the player to My Bookings when they close the browser before paying', async () => {
    const { navigate, payment } = setup();
    payment.onBrowserFinished();
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();

    await payment.open('https://gw.example/pay/b3?t=sealed');
    payment.onBrowserFinished();
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledWith('/my-bookings');
  });
});
