import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadOidcSandboxConfig } from './config';
import { startSandbox } from './start-sandbox';

// Whoever reaches the sandbox signs in as any identity, the admin's included; `npm start` gives
// it no host, so by default it answers this machine alone.
describe('startSandbox', () => {
  it('listens on the loopback address only when no host is given', async () => {
    const server = await startSandbox(loadOidcSandboxConfig({ OIDC_SANDBOX_PORT: '0' }));
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
