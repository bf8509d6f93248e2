// The sandbox's one reader of the environment. It knows the api's clients by the same variables
// the api reads, so `npm start` hands both the same (per-run) credentials.

export const OIDC_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type SandboxProvider = (typeof OIDC_PROVIDERS)[number];

export type SandboxClient = {
  clientId: string;
  /** Google and Microsoft: the shared secret (HTTP Basic). */
  clientSecret?: string;
  /** Apple: the client secret is a JWT signed with the .p8 key; its public half checks it. */
  apple?: { teamId: string; keyId: string; privateKeyPem: string };
};

export type OidcSandboxConfig = {
  port: number;
  host: string;
  clients: Partial<Record<SandboxProvider, SandboxClient>>;
};

const text = (env: Record<string, string | undefined>, name: string) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

export function loadOidcSandboxConfig(
  env: Record<string, string | undefined> = process.env,
): OidcSandboxConfig {
  const portText = text(env, 'OIDC_SANDBOX_PORT') ?? '4300';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`OIDC_SANDBOX_PORT must be a port number (got '${portText}')`);
  }
  const clients: OidcSandboxConfig['clients'] = {};
  for (const [provider, prefix] of [
    ['google', 'GOOGLE'],
    ['microsoft', 'MICROSOFT'],
  ] as const) {
    const clientId = text(env, `${prefix}_CLIENT_ID`);
    const clientSecret = text(env, `${prefix}_CLIENT_SECRET`);
    if (clientId && clientSecret) clients[provider] = { clientId, clientSecret };
  }
  const appleId = text(env, 'APPLE_CLIENT_ID');
  const teamId = text(env, 'APPLE_TEAM_ID');
  const keyId = text(env, 'APPLE_KEY_ID');
  const privateKeyPem = text(env, 'APPLE_PRIVATE_KEY')?.replace(/\\n/g, '\n');
  if (appleId && teamId && keyId && privateKeyPem) {
    clients.apple = { clientId: appleId, apple: { teamId, keyId, privateKeyPem } };
  }
  // Loopback only: whoever reaches the sandbox signs in as any identity, the admin's included.
  return { port, host: text(env, 'OIDC_SANDBOX_HOST') ?? '127.0.0.1', clients };
}
