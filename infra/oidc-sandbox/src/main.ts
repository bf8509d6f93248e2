import { createServer } from 'node:http';
import { loadOidcSandboxConfig } from './config';
import { createOidcSandbox } from './sandbox-app';

const config = loadOidcSandboxConfig();
const { app } = await createOidcSandbox(config);
const server = createServer(app);

server.on('error', (error) => {
  console.error(`Sign-in sandbox could not start: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const on = Object.keys(config.clients).join(', ') || 'no provider (no client configured)';
  console.log(`Sign-in sandbox listening on http://localhost:${port} (${on})`);
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
