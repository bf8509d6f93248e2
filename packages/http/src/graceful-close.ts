import { Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

/** How long requests in flight get to finish once stopping; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 8_000;
/** The listener closes once nothing is in flight and nothing new was accepted for this long. */
const QUIET_MS = 150;
/** A connection accepted but silent this long is not waiting to send a request. */
const FIRST_REQUEST_GRACE_MS = 1_000;

export type Drain = {
  /** Stops accepting, answers every request in flight, then resolves once all connections are closed. */
  close: (options?: { timeoutMs?: number }) => Promise<void>;
};

type Connection = { active: number; served: number; acceptedAt: number };

/**
 * Tracks a server's connections from the start, so a stop answers every request already sent.
 *
 * Node's own `server.close()` closes the listener at once, which resets connections the kernel
 * has queued but a busy event loop has not accepted yet, and cuts accepted connections whose
 * request has not been read yet: those requests would be lost. Here, once stopping, every answer
 * says `Connection: close` and idle keep-alive connections are closed; the listener stays open
 * while requests are in flight and closes once the server has been quiet for a moment (an idle
 * loop accepts what is queued at once); after the timeout whatever remains is cut.
 */
export function drainOnStop(server: Server): Drain {
  const connections = new Map<Socket, Connection>();
  let isStopping = false;
  let lastAcceptedAt = 0;

  const closeIfIdle = (socket: Socket) => {
    const state = connections.get(socket);
    if (state && state.active === 0 && state.served > 0) socket.end();
  };

  server.on('connection', (socket: Socket) => {
    lastAcceptedAt = Date.now();
    connections.set(socket, { active: 0, served: 0, acceptedAt: lastAcceptedAt });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    const state = connections.get(socket);
    if (state) state.active += 1;
    if (isStopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!state) return;
      state.active -= 1;
      state.served += 1;
      if (isStopping) closeIfIdle(socket);
    });
  });

  /** Requests in flight, or connections just accepted whose request may not be read yet. */
  const isBusy = (now: number) =>
    now - lastAcceptedAt < QUIET_MS ||
    [...connections.values()].some(
      (c) => c.active > 0 || (c.served === 0 && now - c.acceptedAt < FIRST_REQUEST_GRACE_MS),
    );

  async function close(options: { timeoutMs?: number } = {}) {
    isStopping = true;
    const stopAt = Date.now() + (options.timeoutMs ?? DRAIN_TIMEOUT_MS);
    for (const socket of connections.keys()) closeIfIdle(socket);
    while (isBusy(Date.now()) && Date.now() < stopAt) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const closed = new Promise<void>((resolve) => {
      // net's close: stop listening and wait, without http's cutting of connections it thinks idle.
      NetServer.prototype.close.call(server, () => resolve());
    });
    for (const socket of connections.keys()) closeIfIdle(socket);
    const quiet = setTimeout(
      () => {
        for (const [socket, state] of connections) if (state.active === 0) socket.destroy();
      },
      Math.max(0, Math.min(FIRST_REQUEST_GRACE_MS, stopAt - Date.now())),
    );
    const deadline = setTimeout(
      () => {
        for (const socket of connections.keys()) socket.destroy();
      },
      Math.max(0, stopAt - Date.now()),
    );
    try {
      await closed;
    } finally {
      clearTimeout(quiet);
      clearTimeout(deadline);
    }
  }

  return { close };
}
