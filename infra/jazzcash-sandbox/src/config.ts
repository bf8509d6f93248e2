// The sandbox's one reader of the environment. The defaults are sandbox-only credentials and
// match the api's development defaults, so both start talking to each other with no setup.

export type SandboxConfig = {
  port: number;
  host: string;
  merchantId: string;
  password: string;
  integritySalt: string;
  mpin: string;
  walletTimeoutMs: number;
  pendingResolveMs: number;
};

export const SANDBOX_DEFAULTS = {
  port: 4100,
  // Loopback only: whoever reaches the sandbox settles payments as it likes.
  host: '127.0.0.1',
  merchantId: 'MC_SANDBOX',
  password: 'sandbox-password',
  integritySalt: 'sandbox-salt',
  mpin: '1234',
  walletTimeoutMs: 30_000,
  pendingResolveMs: 60_000,
} as const satisfies SandboxConfig;

function readText(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function readInteger(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  { min, max }: { min: number; max: number },
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${text}')`);
  }
  return value;
}

export function loadSandboxConfig(
  env: Record<string, string | undefined> = process.env,
): SandboxConfig {
  return {
    port: readInteger(env, 'JAZZCASH_SANDBOX_PORT', SANDBOX_DEFAULTS.port, { min: 0, max: 65535 }),
    host: readText(env, 'JAZZCASH_SANDBOX_HOST', SANDBOX_DEFAULTS.host),
    merchantId: readText(env, 'JAZZCASH_MERCHANT_ID', SANDBOX_DEFAULTS.merchantId),
    password: readText(env, 'JAZZCASH_PASSWORD', SANDBOX_DEFAULTS.password),
    integritySalt: readText(env, 'JAZZCASH_INTEGRITY_SALT', SANDBOX_DEFAULTS.integritySalt),
    mpin: readText(env, 'JAZZCASH_MPIN', SANDBOX_DEFAULTS.mpin),
    walletTimeoutMs: readInteger(
      env,
      'JAZZCASH_SANDBOX_WALLET_TIMEOUT_MS',
      SANDBOX_DEFAULTS.walletTimeoutMs,
      {
        min: 0,
        max: 600_000,
      },
    ),
    pendingResolveMs: readInteger(
      env,
      'JAZZCASH_SANDBOX_PENDING_RESOLVE_MS',
      SANDBOX_DEFAULTS.pendingResolveMs,
      { min: 0, max: 86_400_000 },
    ),
  };
}
