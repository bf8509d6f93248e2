import type { Server } from 'node:http';

/**
 * How long a server keeps an idle keep-alive connection open: longer than any client of ours
 * keeps one idle (the gateway's pool to the api 30 s, browsers and proxies about a minute), so the
 * client always gives a connection up first. With Node's default of 5 s the server may close a
 * connection at the moment a client sends its next request on it, and that request is lost with
 * a reset (ECONNRESET): on a busy machine, where timers run late, it happens often.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Gives `server` the idle-connection time above (and a header timeout just beyond it). */
export function keepIdleConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
