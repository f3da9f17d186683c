import autocannon from 'autocannon';

export type LoadTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  p50: number;
  p90: number;
  p99: number;
  rps: number;
  total: number;
  /** Answers outside 2xx, socket errors and timeouts: a run with any is not a clean measurement. */
  failures: number;
};

/** A fixed-length autocannon run (seconds) from this process against a loopback server. */
export async function runLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections,
    duration: seconds,
    timeout: 30,
  });
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    rps: result.requests.total / result.duration,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function describeLoad(result: LoadResult): string {
  const failures = result.failures ? `, ${result.failures} FAILED` : '';
  return `p50 ${result.p50.toFixed(1)} ms, p90 ${result.p90.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s (${result.total} requests${failures})`;
}
