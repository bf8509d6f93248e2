// @padel/http: what the api and the gateway share as HTTP servers.
export { readOrCreateDevelopmentSecret } from './development-secret';
export { drainOnStop, type Drain } from './graceful-close';
export { loadConfigOrExit, stopOnSignals } from './process-lifecycle';
export { IDLE_CONNECTION_MS, keepIdleConnectionsLongerThanClients } from './keep-alive';
export { readCookie } from './cookies';
