import { API_BASE_PATH, GATEWAY_HEADERS } from '@padel/contract';
import { callWithSession, UpstreamError } from '@padel/trpc';
import { Router } from 'express';
import type { GatewayConfig } from './config';
import { createTokenStore, type Refresher } from './session';

// The desk's stream of booking changes: the browser opens it on the gateway with its session
// cookie, the gateway opens the api's stream with the access token and passes the events on as
// they come. No request timeout applies; either side closing ends both. The api ends a stream when
// the access token it was opened with expires; the browser's reconnect comes here, where a
// refused token is refreshed once, as any call of the session is.

export const LIVE_BOOKINGS_PATH = '/live/bookings';

const SIGN_IN_NEEDED = { success: false, message: 'Authentication required' };

export function createLiveRelayRouter(config: GatewayConfig, refresher: Refresher): Router {
  const router = Router();
  router.get(LIVE_BOOKINGS_PATH, async (req, res) => {
    const store = await createTokenStore(req, res, config);
    if (!store.get()?.accessToken) {
      res.status(401).json(SIGN_IN_NEEDED);
      return;
    }
    const abort = new AbortController();
    req.on('close', () => abort.abort());
    const address = req.ip ?? req.socket.remoteAddress;
    const open = async (accessToken: string | undefined) => {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${accessToken ?? ''}`,
      };
      if (config.gatewaySecret && address) {
        headers[GATEWAY_HEADERS.clientAddress] = address;
        headers[GATEWAY_HEADERS.secret] = config.gatewaySecret;
      }
      const answer = await fetch(`${config.apiUrl}${API_BASE_PATH}/admin/live/bookings`, {
        headers,
        signal: abort.signal,
      });
      if (answer.status === 401) {
        await answer.body?.cancel();
        throw new UpstreamError(401, SIGN_IN_NEEDED.message);
      }
      return answer;
    };
    let upstream: globalThis.Response;
    try {
      upstream = await callWithSession({ store, refresher }, open);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof UpstreamError && error.status === 401)
        res.status(401).json(SIGN_IN_NEEDED);
      else res.status(502).json({ success: false, message: 'Service unavailable' });
      return;
    }
    if (upstream.status !== 200 || !upstream.body) {
      res
        .status(upstream.status)
        .type('json')
        .send(await upstream.text().catch(() => ''));
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform keeps compression from holding events back.
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setTimeout(0);
    try {
      const reader = upstream.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        res.write(read.value);
      }
    } catch {
      // The browser left or the api closed; the browser's EventSource reconnects.
    }
    res.end();
  });
  return router;
}
