import {
  AFTER_CARD_PAYMENT_ROUTE,
  NATIVE_CARD_PAYMENT_REDIRECT_MS,
  PAYMENT_CLOSE_ROUTE,
} from '@padel/contract';

/** The part of @capacitor/browser the payment uses. */
export type InAppBrowser = {
  open: (options: { url: string; presentationStyle?: 'fullscreen' | 'popover' }) => Promise<void>;
  close: () => Promise<void>;
};

export type PaymentBrowser = {
  /** Opens the card payment page in the in-app browser. */
  open: (url: string) => Promise<void>;
  /** A link the app was opened with; answers true when it ended the payment. */
  onAppPath: (path: string) => boolean;
  /** The player closed the in-app browser themselves. */
  onBrowserFinished: () => void;
};

/**
 * The card payment in the in-app browser: when its page reaches /payment/close (the return of
 * an app booking, opened in the app as a link) the browser closes, and the player lands on
 * /my-bookings 3 s later (calls doc §2), where the booking's new state shows.
 */
export function createPaymentBrowser({
  browser,
  navigate,
  setTimer = (run, ms) => window.setTimeout(run, ms),
}: {
  browser: InAppBrowser;
  navigate: (path: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}): PaymentBrowser {
  let isPaying = false;

  const finish = (delayMs: number) => {
    isPaying = false;
    setTimer(() => navigate(AFTER_CARD_PAYMENT_ROUTE), delayMs);
  };

  return {
    open: async (url) => {
      isPaying = true;
      await browser.open({ url, presentationStyle: 'fullscreen' });
    },
    onAppPath: (path) => {
      const pathname = path.split('?')[0];
      if (pathname !== PAYMENT_CLOSE_ROUTE) return false;
      void browser.close().catch(() => undefined);
      navigate(path);
      finish(NATIVE_CARD_PAYMENT_REDIRECT_MS);
      return true;
    },
    onBrowserFinished: () => {
      // Closed by hand before the payment came back: the booking waits on My Bookings.
      if (isPaying) finish(0);
    },
  };
}
