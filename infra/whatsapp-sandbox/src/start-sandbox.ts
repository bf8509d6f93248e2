import { createServer, type Server } from 'node:http';
import type { SandboxConfig } from './config';
import { createSandboxApp } from './sandbox-app';

/** The sandbox's server, listening where the configuration says (loopback unless told). */
export async function startSandbox(config: SandboxConfig): Promise<Server> {
  const server = createServer(createSandboxApp(config));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
