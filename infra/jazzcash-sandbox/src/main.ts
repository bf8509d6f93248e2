import { createServer } from 'node:http';
import { loadSandboxConfig } from './config';
import { createSandboxApp } from './sandbox-app';

const config = loadSandboxConfig();
const server = createServer(createSandboxApp(config));

server.on('error', (error) => {
  console.error(`JazzCash sandbox could not start: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `JazzCash sandbox listening on http://localhost:${port} (merchant ${config.merchantId})`,
  );
});

function stop() {
  server.close(() => process.exit(0));
  // The timeout test number holds requests open on purpose; do not wait for them.
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
