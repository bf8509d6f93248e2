import { loadConfigOrExit, stopOnSignals } from '@padel/http';
import { GatewayConfigError, loadGatewayConfig } from './config';
import { startGateway } from './server';

async function main() {
  const config = loadConfigOrExit(loadGatewayConfig, GatewayConfigError);
  const gateway = await startGateway(config);
  console.log(
    `Gateway listening on ${gateway.url} (api: ${config.apiUrl}; Node ${process.version})`,
  );
  // SIGTERM (a deploy, a scale-down): stop accepting, answer what is in flight, then exit.
  stopOnSignals(() => gateway.stop());
}

void main();
