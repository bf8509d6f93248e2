import type { CapacitorConfig } from '@capacitor/cli';
import { loadMobileConfig } from './config';

const app = loadMobileConfig();

const config: CapacitorConfig = {
  appId: app.appId,
  appName: app.appName,
  webDir: 'dist',
  // The screens keep clear of the status bar and the home indicator (the header is fixed at the top).
  ios: { contentInset: 'always' },
  plugins: {
    // Calls leave through the native HTTP stack: the web layer's origin (https://localhost,
    // capacitor://localhost) is not the gateway's, and native requests need no CORS.
    CapacitorHttp: { enabled: true },
    SplashScreen: {
      // The splash images (`npm run assets`) are the logo on white; the app hides it once drawn.
      launchAutoHide: false,
      backgroundColor: '#ffffff',
      showSpinner: false,
    },
    // White text on the brand's orange.
    StatusBar: { style: 'DARK', backgroundColor: '#f97316', overlaysWebView: false },
  },
};

export default config;
