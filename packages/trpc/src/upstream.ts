import { ERROR_MESSAGES } from '@padel/contract';
import { Pool } from 'undici';
import { z } from 'zod';

/** The api answered with a failure: its status, message and field errors. */
export class UpstreamError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: Array<{ field: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** The api could not be reached (refused, reset, timed out). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(ERROR_MESSAGES.network, { cause });
    this.name = 'NetworkError';
  }
}

export type UpstreamRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  accessToken?: string;
  /** Milliseconds; 0 waits for ever (a wallet charge waits for the customer's approval). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** A body sent as it is (multipart uploads), with the content type given in `headers`. */
  rawBody?: Buffer;
};

export type UpstreamResponse = {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
};

const ZErrorBody = z
  .object({
    message: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .passthrough();

const isSuccess = (status: number) => status >= 200 && status < 300;

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The api's failure answer as an error: its message (else 'An error occurred') and field errors. */
function upstreamErrorOf(status: number, body: unknown): UpstreamError {
  const parsed = ZErrorBody.safeParse(body);
  const message = parsed.success && parsed.data.message ? parsed.data.message : 'An error occurred';
  return new UpstreamError(status, message, parsed.success ? (parsed.data.errors ?? []) : []);
}

/** Query strings as the api reads them: arrays repeated, dates ISO, undefined left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A keep-alive connection pool to the api and one function to call it. */
export function createUpstream(options: {
  baseUrl: string;
  defaultTimeoutMs: number;
  connections: number;
}) {
  const url = new URL(options.baseUrl);
  const pool = new Pool(url.origin, {
    connections: options.connections,
    keepAliveTimeout: 30_000,
    pipelining: 1,
  });
  const basePath = url.pathname.replace(/\/$/, '');

  /** Sends a request and reads the answer's text as it came. */
  async function send(
    request: UpstreamRequest,
  ): Promise<{ status: number; text: string; headers: UpstreamResponse['headers'] }> {
    const timeout = request.timeoutMs ?? options.defaultTimeoutMs;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
    let body: string | Buffer | undefined = request.rawBody;
    if (body === undefined && request.body !== undefined && request.method !== 'GET') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    try {
      const response = await pool.request({
        method: request.method,
        path: `${basePath}/api/v1${request.path}${toQueryString(request.query)}`,
        headers,
        body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
        ...(timeout > 0 ? { signal: AbortSignal.timeout(timeout) } : {}),
      });
      return {
        status: response.statusCode,
        text: await response.body.text(),
        headers: response.headers,
      };
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  async function call(request: UpstreamRequest): Promise<UpstreamResponse> {
    const { status, text, headers } = await send(request);
    return { status, body: parseJson(text), headers };
  }

  /** Calls the api and returns its `data` and `message`, or throws UpstreamError / NetworkError. */
  async function callJson(request: UpstreamRequest): Promise<{ data: unknown; message?: string }> {
    const response = await call(request);
    if (isSuccess(response.status)) {
      const body = (response.body ?? {}) as { data?: unknown; message?: unknown };
      return {
        data: 'data' in body ? body.data : body,
        ...(typeof body.message === 'string' ? { message: body.message } : {}),
      };
    }
    throw upstreamErrorOf(response.status, response.body);
  }

  /**
   * Calls the api and returns its successful answer as text, unparsed (what the gateway only
   * passes on), or throws UpstreamError / NetworkError as callJson does.
   */
  async function callText(request: UpstreamRequest): Promise<string> {
    const { status, text } = await send(request);
    if (isSuccess(status)) return text;
    throw upstreamErrorOf(status, parseJson(text));
  }

  return { call, callJson, callText, close: () => pool.close(), pool };
}

export type Upstream = ReturnType<typeof createUpstream>;

/** The same pool, with headers added to every call (the client's address for one request). */
export function withHeaders(upstream: Upstream, extra: Record<string, string>): Upstream {
  const add = (request: UpstreamRequest): UpstreamRequest => ({
    ...request,
    headers: { ...request.headers, ...extra },
  });
  return {
    ...upstream,
    call: (request) => upstream.call(add(request)),
    callJson: (request) => upstream.callJson(add(request)),
    callText: (request) => upstream.callText(add(request)),
  };
}
