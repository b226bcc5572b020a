import autocannon from 'autocannon';

/**
 * Drives one route with autocannon and returns the figures the report prints.
 * `options.requests` may describe a sequence (e.g. a POST with a cookie).
 */
export async function measure(url, options = {}) {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    ...(options.method ? { method: options.method } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}
