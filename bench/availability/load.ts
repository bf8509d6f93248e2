// A small closed-loop load generator: N workers on keep-alive connections, each sending its
// next request as soon as the previous answer has been read in full.
import http from 'node:http';

export type LoadOptions = {
  url: string;
  connections: number;
  requests: number;
  /** Stops early after this long, whatever the count. */
  maxSeconds: number;
  /** Sent with every request (an Authorization header, say). */
  headers?: Record<string, string>;
};

/** One burst's raw figures; bursts of a target are merged with summarize. */
export type LoadSample = { latencies: number[]; errors: number; seconds: number };

export type LoadSummary = {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

function send(agent: http.Agent, url: URL, headers?: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'GET',
        ...(headers ? { headers } : {}),
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Latency is measured from sending the request to reading the last byte of the answer (ms). */
export async function runLoad(options: LoadOptions): Promise<LoadSample> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(options.maxSeconds * 1e9));

  const worker = async () => {
    while (issued < options.requests && process.hrtime.bigint() < deadline) {
      issued += 1;
      const sentAt = process.hrtime.bigint();
      try {
        const status = await send(agent, url, options.headers);
        if (status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { latencies, errors, seconds };
}

/** Percentiles over every latency of the samples; the rate over their summed run time. */
export function summarize(samples: readonly LoadSample[]): LoadSummary {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return {
    requests: latencies.length,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  };
}
