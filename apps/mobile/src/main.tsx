import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import { App as NativeApp } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Capacitor } from '@capacitor/core';
import { Network } from '@capacitor/network';
import { Preferences } from '@capacitor/preferences';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import type { TNativePlatform } from '@padel/contract';
import { renderPlayersApp, type DraftStorage, type PlatformServices } from '@padel/web/players-app';
import { navigate } from 'wouter/use-browser-location';
import { appPathOf } from './app-links';
import { onBackButton } from './back-button';
import { ForcedUpdateModal } from './forced-update-modal';
import { followNetwork } from './network-status';
import { OfflineBanner } from './offline-banner';
import { createPaymentBrowser } from './payment-browser';
import { createSecureTokenStorage, type SecureStore } from './secure-token-storage';
import { createAppSocialSignIn } from './social-sign-in';

const publicUrl = import.meta.env.VITE_PUBLIC_URL as string;
const BOOKING_DRAFT_KEY = 'padel.booking-draft';

function nativeDraftStorage(): DraftStorage {
  return {
    load: async () => (await Preferences.get({ key: BOOKING_DRAFT_KEY })).value,
    save: (value) => Preferences.set({ key: BOOKING_DRAFT_KEY, value }),
    clear: () => Preferences.remove({ key: BOOKING_DRAFT_KEY }),
  };
}

async function start() {
  const platform = Capacitor.getPlatform() === 'ios' ? 'ios' : 'android';
  const nativePlatform: TNativePlatform = platform;
  const installedVersion = (await NativeApp.getInfo()).version;

  const payment = createPaymentBrowser({ browser: Browser, navigate });
  const secureStore: SecureStore = {
    get: (key) => SecureStorage.getItem(key),
    set: (key, value) => SecureStorage.setItem(key, value),
    remove: (key) => SecureStorage.removeItem(key),
  };
  const socialSignIn = createAppSocialSignIn({
    browser: Browser,
    store: secureStore,
    serverOrigin: publicUrl || window.location.origin,
  });
  const services: PlatformServices = {
    apiUrl: `${publicUrl}/trpc`,
    serverOrigin: publicUrl,
    tokenStorage: createSecureTokenStorage(secureStore),
    isNativeApp: true,
    // The in-app browser needs a whole address (the pay link is a gateway path).
    openPaymentPage: (url) => payment.open(new URL(url, publicUrl || window.location.origin).href),
    draftStorage: nativeDraftStorage(),
    // Sign-in with a provider runs in the system browser and comes back as a link.
    startSocialSignIn: socialSignIn.start,
    finishSocialSignIn: socialSignIn.finish,
  };

  followNetwork(Network);

  // Links the system hands to the app: the payment's return, account setup, sign-in callback.
  const openLink = (link: string) => {
    const path = appPathOf(link);
    if (path && !payment.onAppPath(path)) navigate(path);
  };
  void NativeApp.addListener('appUrlOpen', ({ url }) => openLink(url));
  const launch = await NativeApp.getLaunchUrl();
  if (launch?.url) openLink(launch.url);
  void Browser.addListener('browserFinished', () => payment.onBrowserFinished());
  void NativeApp.addListener('backButton', ({ canGoBack }) => {
    onBackButton({ canGoBack, navigate, exitApp: () => void NativeApp.exitApp() });
  });

  const root = document.getElementById('root');
  if (!root) return;
  renderPlayersApp(root, {
    platform: services,
    children: (
      <>
        <ForcedUpdateModal
          platform={nativePlatform}
          installedVersion={installedVersion}
          openStore={(url) => void Browser.open({ url })}
        />
        <OfflineBanner />
      </>
    ),
  });

  if (platform === 'android') void StatusBar.setBackgroundColor({ color: '#f97316' });
  void StatusBar.setStyle({ style: Style.Dark }).catch(() => undefined);
  // The splash stays until the first screen is drawn.
  requestAnimationFrame(() => void SplashScreen.hide());
}

void start();
