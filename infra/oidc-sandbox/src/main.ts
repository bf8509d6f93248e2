import type { AddressInfo } from 'node:net';
import { loadOidcSandboxConfig } from './config';
import { startSandbox } from './start-sandbox';

const config = loadOidcSandboxConfig();
const server = await startSandbox(config).catch((error: Error) => {
  console.error(`Sign-in sandbox could not start: ${error.message}`);
  process.exit(1);
});
const { address, port } = server.address() as AddressInfo;
const on = Object.keys(config.clients).join(', ') || 'no provider (no client configured)';
console.log(`Sign-in sandbox listening on http://localhost:${port} (bound to ${address}; ${on})`);

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
