import { createServer } from 'node:http';
import { loadSandboxConfig } from './config';
import { createSandboxApp } from './sandbox-app';

const config = loadSandboxConfig();
const server = createServer(createSandboxApp(config));

server.on('error', (error) => {
  console.error(`WhatsApp sandbox could not start: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `WhatsApp sandbox listening on http://localhost:${port} (webhooks to ${config.webhookUrl ?? 'nowhere'})`,
  );
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
