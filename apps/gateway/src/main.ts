import { GatewayConfigError, loadGatewayConfig } from './config';
import { startGateway } from './server';

async function main() {
  let config;
  try {
    config = loadGatewayConfig();
  } catch (error) {
    if (error instanceof GatewayConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const gateway = await startGateway(config);
  console.log(`Gateway listening on ${gateway.url} (api: ${config.apiUrl}; Node ${process.version})`);
  const stop = async () => {
    await gateway.stop();
    process.exit(0);
  };
  // stop ends the process itself; nothing waits on it.
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main();
