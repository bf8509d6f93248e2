// The sandbox's one reader of the environment. The defaults are sandbox-only credentials that
// match what `npm start` gives the api in development (the api refuses them in production).

export type SandboxConfig = {
  port: number;
  host: string;
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  /** The api's webhook address; no webhooks are sent without one. */
  webhookUrl: string | undefined;
  /** How long after accepting a message its statuses are posted. */
  statusDelayMs: number;
};

export const SANDBOX_DEFAULTS = {
  port: 4200,
  // Loopback only: whoever reaches the sandbox sends the api signed webhooks.
  host: '127.0.0.1',
  accessToken: 'sandbox-whatsapp-token',
  phoneNumberId: '100000000000001',
  appSecret: 'sandbox-whatsapp-app-secret',
  statusDelayMs: 200,
} as const;

const text = (env: Record<string, string | undefined>, name: string, fallback: string) =>
  env[name]?.trim() || fallback;

export function loadSandboxConfig(
  env: Record<string, string | undefined> = process.env,
): SandboxConfig {
  const port = Number(text(env, 'WHATSAPP_SANDBOX_PORT', String(SANDBOX_DEFAULTS.port)));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error('WHATSAPP_SANDBOX_PORT must be a port number');
  }
  return {
    port,
    host: text(env, 'WHATSAPP_SANDBOX_HOST', SANDBOX_DEFAULTS.host),
    accessToken: text(env, 'WHATSAPP_ACCESS_TOKEN', SANDBOX_DEFAULTS.accessToken),
    phoneNumberId: text(env, 'WHATSAPP_PHONE_NUMBER_ID', SANDBOX_DEFAULTS.phoneNumberId),
    appSecret: text(env, 'WHATSAPP_APP_SECRET', SANDBOX_DEFAULTS.appSecret),
    webhookUrl: env.WHATSAPP_WEBHOOK_URL?.trim() || undefined,
    statusDelayMs: SANDBOX_DEFAULTS.statusDelayMs,
  };
}
