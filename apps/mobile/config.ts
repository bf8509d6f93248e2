import { z } from 'zod';

/**
 * The app's identity and where it reaches the gateway, read once from the environment at build
 * time (capacitor.config.ts and vite.config.ts both use it).
 */
const ZMobileEnv = z.object({
  /** Reverse-domain id of the store listings (Android applicationId, iOS bundle id). */
  MOBILE_APP_ID: z
    .string()
    .regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/, 'MOBILE_APP_ID must look like pk.example.app')
    .default('pk.padelarena.app'),
  MOBILE_APP_NAME: z.string().min(1).default('Padel Arena'),
  /**
   * The product's public address (the gateway): the app's calls go to `<url>/trpc` and its
   * links (`/complete-signup`, `/auth/callback`, `/payment/*`) open in the app. Empty: the web
   * layer calls the gateway that serves it (a browser preview).
   */
  MOBILE_PUBLIC_URL: z.union([z.literal(''), z.url()]).default(''),
});

export type MobileConfig = {
  appId: string;
  appName: string;
  publicUrl: string;
  /** The host of `publicUrl`, for the native projects' app links. */
  linkHost: string | null;
};

export function loadMobileConfig(
  env: Record<string, string | undefined> = process.env,
): MobileConfig {
  const parsed = ZMobileEnv.parse(env);
  const publicUrl = parsed.MOBILE_PUBLIC_URL.replace(/\/+$/, '');
  return {
    appId: parsed.MOBILE_APP_ID,
    appName: parsed.MOBILE_APP_NAME,
    publicUrl,
    linkHost: publicUrl ? new URL(publicUrl).host : null,
  };
}
