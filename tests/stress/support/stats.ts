import { printTable as printMarkdownTable } from '../../../scripts/bench/lib/table.mjs';

/** What went wrong with one request: an unexpected status, or no answer at all. */
export interface Failure {
  action: string;
  /** The HTTP status, or null when the request got no response (refused, reset, timeout). */
  status: number | null;
  detail: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** Latencies of successful requests per action, and every failure. */
export class RequestStats {
  readonly failures: Failure[] = [];
  private readonly latencies = new Map<string, number[]>();

  ok(action: string, ms: number): void {
    const list = this.latencies.get(action) ?? [];
    list.push(ms);
    this.latencies.set(action, list);
  }

  fail(action: string, status: number | null, detail: string): void {
    this.failures.push({ action, status, detail: detail.slice(0, 300) });
  }

  get succeeded(): number {
    let n = 0;
    for (const list of this.latencies.values()) n += list.length;
    return n;
  }

  /** Failures that got an HTTP answer (a 4xx/5xx the client did not expect). */
  get badResponses(): Failure[] {
    return this.failures.filter((f) => f.status !== null);
  }

  /** Requests that got no answer (the server was killed, refused or reset the connection). */
  get unanswered(): Failure[] {
    return this.failures.filter((f) => f.status === null);
  }

  /** Failures grouped by action, status and message (ids and numbers folded), most frequent first. */
  failureSummary(limit = 10): string[] {
    const groups = new Map<string, number>();
    for (const f of this.failures) {
      const key = `${f.action} ${f.status ?? 'no answer'}: ${f.detail.replace(/\d+/g, 'N')}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    return [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([key, count]) => `${count} × ${key}`);
  }

  /** One row per action plus a total: count, errors, p50/p99/max in ms, and rate over `seconds`. */
  rows(seconds: number): Array<Record<string, string | number>> {
    const row = (name: string, values: number[], errors: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        action: name,
        ok: sorted.length,
        errors,
        'req/s': Math.round(sorted.length / seconds),
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        'max ms': Math.round(sorted[sorted.length - 1] ?? 0),
      };
    };
    const names = [...new Set([...this.latencies.keys(), ...this.failures.map((f) => f.action)])].sort();
    const all = [...this.latencies.values()].flat();
    return [
      ...names.map((name) =>
        row(name, this.latencies.get(name) ?? [], this.failures.filter((f) => f.action === name).length),
      ),
      row('all', all, this.failures.length),
    ];
  }

  p99(): number {
    return percentile(
      [...this.latencies.values()].flat().sort((a, b) => a - b),
      99,
    );
  }
}

/** Prints rows as a table (the benchmarks' Markdown table), one column per key of the first row. */
export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  printMarkdownTable(title, Object.keys(rows[0] ?? {}), rows);
}
