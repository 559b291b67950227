/**
 * The load, in this (the bench's) process, against a server in another process. A probe is a list of requests
 * sent in turn, request after request; every response's latency is kept for exact percentiles (autocannon
 * reports no p95). Two phases: latencies at a steady rate (`paced`), then the throughput at saturation
 * (`load`, autocannon).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { Suite } from './options';
import type { Endpoint } from './scenarios';

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** Results in one answer (JSON), shown as a check of what was measured. */
  count?: (body: unknown) => number;
};

/** What one table row measures: a scenario (or, with --quick, all the scenarios of an endpoint). */
export type Probe = {
  name: string;
  description: string;
  endpoint: Endpoint;
  suite: Suite;
  requests: LoadRequest[];
};

export type Run = { latencies: number[]; errors: number; elapsed: number };

export const emptyRun = (): Run => ({ latencies: [], errors: 0, elapsed: 0 });

export function addRun(total: Run, run: Run): Run {
  // One by one: a spread of the bare route's 100 000+ latencies overflows the call stack.
  for (const latency of run.latencies) total.latencies.push(latency);
  total.errors += run.errors;
  total.elapsed += run.elapsed;
  return total;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export type Stats = {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
};

export function stats(run: Run): Stats {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    perSecond: run.elapsed > 0 ? sorted.length / run.elapsed : Number.NaN,
  };
}

/**
 * One autocannon run cycling through the requests, as fast as the server answers with `connections` requests
 * always in flight. Any status but 200 is an error.
 */
export async function load(
  url: string,
  requests: LoadRequest[],
  options: { seconds: number; connections: number },
): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const { method, path, headers, body } = requests[next % requests.length] as LoadRequest;
          next += 1;
          return { ...request, method, path, headers, ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode !== 200) errors += 1;
  });
  await instance;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { latencies, errors, elapsed };
}

/** Sends one request on a keep-alive agent; resolves with its status and its latency to the last byte (ms). */
function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<{ status: number; ms: number }> {
  const headers =
    request.body === undefined
      ? request.headers
      : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  const start = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: request.path, method: request.method, headers, agent },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
        );
        response.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    outgoing.end(request.body);
  });
}

/**
 * Latencies at a steady rate: one request every 1000/`rate` ms, cycling through the requests, for `seconds`.
 * Open loop: each is sent at its time whether or not the previous has answered (on another keep-alive
 * connection if needed), so a server that falls behind is charged the wait. Not autocannon's `overallRate`:
 * that is a quota per second and connection, sent back to back at the top of each second and then idle, so
 * it measured bursts of `connections` requests in flight after a pause, not a rate (search p95 20-24 ms
 * against 13-15 ms evenly spaced, same server, same minute).
 */
export async function paced(
  url: string,
  requests: LoadRequest[],
  options: { seconds: number; rate: number },
): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.max(1, Math.round(options.seconds * options.rate));
  const answers: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[index % requests.length] as LoadRequest;
    answers.push(
      send(agent, target, request).then(({ status, ms }) => {
        latencies.push(ms);
        if (status !== 200) errors += 1;
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
}

/**
 * Sends each distinct request once before the load: it must answer 200 (else the bench stops, naming it);
 * returns the smallest and largest result counts, as a check of what was measured.
 */
export async function checkProbe(url: string, probe: Probe): Promise<string> {
  const counts: number[] = [];
  const seen = new Set<string>();
  for (const request of probe.requests) {
    // Each path, account and JSON body once (a sign-in per account); the 1 MB upload once.
    const key = `${request.method} ${request.path} ${request.headers.authorization ?? ''} ${typeof request.body === 'string' ? request.body : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      // A Buffer is a valid body for Node's fetch; the DOM typings of this workspace do not say so.
      ...(request.body === undefined ? {} : { body: request.body as unknown as RequestInit['body'] }),
    });
    if (response.status !== 200) {
      throw new Error(`${request.method} ${request.path} : ${response.status} ${await response.text()}`);
    }
    const body = await response.json();
    if (request.count) counts.push(request.count(body));
  }
  return counts.length ? `${Math.min(...counts)}–${Math.max(...counts)}` : '—';
}
