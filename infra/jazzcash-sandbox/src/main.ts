import type { AddressInfo } from 'node:net';
import { loadSandboxConfig } from './config';
import { startSandbox } from './start-sandbox';

const config = loadSandboxConfig();
const server = await startSandbox(config).catch((error: Error) => {
  console.error(`JazzCash sandbox could not start: ${error.message}`);
  process.exit(1);
});
const { address, port } = server.address() as AddressInfo;
console.log(
  `JazzCash sandbox listening on http://localhost:${port} (bound to ${address}; merchant ${config.merchantId})`,
);

function stop() {
  server.close(() => process.exit(0));
  // The timeout test number holds requests open on purpose; do not wait for them.
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
