import autocannon from 'autocannon';

/**
 * One autocannon run against a target, not aggregated, so several runs of one target can
 * be combined. A target is `{ url, method?, headers?, body?, cookies? }`; with `cookies`
 * every request carries the next cookie of the list (requests spread over many sessions,
 * so per-visitor rate limits count as they would for many real visitors).
 */
function runOnce(target, { duration, connections }) {
  const { url, method = 'GET', headers = {}, body, cookies, bodies } = target;
  const parsed = new URL(url);
  let next = 0;
  const request = {
    method,
    path: `${parsed.pathname}${parsed.search}`,
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(cookies || bodies
      ? {
          setupRequest: (req) => {
            const i = next++;
            return {
              ...req,
              headers: cookies ? { ...req.headers, cookie: cookies[i % cookies.length] } : req.headers,
              ...(bodies ? { body: bodies[i % bodies.length] } : {}),
            };
          },
        }
      : {}),
  };
  return autocannon({
    url: parsed.origin,
    connections,
    duration,
    requests: [request],
    skipAggregateResult: true,
  });
}

/** Figures for one target from its runs: req/s over the whole measured time, latency percentiles of all runs. */
function summarise(runs, { connections, url }) {
  const merged = autocannon.aggregateResult(runs, { url, connections });
  const completed = runs.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  return {
    rps: Math.round(completed / seconds),
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    errors: merged.errors + merged.timeouts + merged.non2xx,
    total: completed,
    status: Object.entries(merged.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' '),
  };
}

/**
 * Measures several targets side by side: a short warm-up of each (not counted), then
 * `rounds` rounds in which every target runs for `duration / rounds` seconds in turn. On
 * a shared machine, background load then weighs on every target alike, so ratios between
 * them hold better than with one long run each. Returns one row of figures per target.
 */
export async function measureSideBySide(targets, { duration = 10, rounds = 1, connections = 50, warmup = 1 } = {}) {
  const runs = targets.map(() => []);
  if (warmup > 0) {
    for (const target of targets) await runOnce(target, { duration: warmup, connections });
  }
  const slice = duration / rounds;
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) runs[i].push(await runOnce(target, { duration: slice, connections }));
  }
  return targets.map((target, i) => summarise(runs[i], { connections, url: target.url }));
}
