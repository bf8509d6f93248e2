import type { AddressInfo } from 'node:net';
import { loadSandboxConfig } from './config';
import { startSandbox } from './start-sandbox';

const config = loadSandboxConfig();
const server = await startSandbox(config).catch((error: Error) => {
  console.error(`WhatsApp sandbox could not start: ${error.message}`);
  process.exit(1);
});
const { address, port } = server.address() as AddressInfo;
console.log(
  `WhatsApp sandbox listening on http://localhost:${port} (bound to ${address}; webhooks to ${config.webhookUrl ?? 'nowhere'})`,
);

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
