// What e2e journeys and benchmarks start: the gateway in-process, with its validated configuration.
export { GatewayConfigError, loadGatewayConfig, type GatewayConfig } from './config';
export { startGateway } from './server';
