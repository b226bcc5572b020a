import { afterEach, describe, expect, it, vi } from 'vitest';
import { targetReport } from './targets.mjs';

/** The verdict column of issue 16's table, by the start of each row's text. */
function verdicts(report: ReturnType<typeof targetReport>): Map<string, string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  report.print();
  log.mockRestore();
  const rows = lines.filter((l) => l.startsWith('| ') && !l.startsWith('| what'));
  return new Map(
    rows.map((row) => {
      const cells = row.split('|').map((c) => c.trim());
      return [cells[1] ?? '', cells[4] ?? ''];
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("issue 16's targets as `npm run bench` reports them", () => {
  it('says met or MISSED at each boundary, and — for a row the run did not measure', () => {
    const report = targetReport();
    report.record('post-sqlite', { rps: 1500, p99: 99 });
    report.record('post-postgres', { rps: 900, p99: 60 });
    report.record('chat-history-sqlite', { percent: 50 });
    report.record('chat-history-postgres', { percent: 29 });
    report.record('js-home', { jsGzipKb: 100 });
    report.record('js-avatar-chat', { jsGzipKb: 120.1 });
    report.record('lighthouse', { lowest: 98, where: '/avatars' });
    const seen = verdicts(report);
    expect(seen.get('`POST /api/chats/:id` acknowledgement, 50 connections, SQLite')).toBe('met');
    expect(seen.get('the same on PostgreSQL')).toBe('MISSED');
    expect(seen.get('`GET /api/chats/1` (6 messages), SQLite')).toBe('met');
    expect(seen.get('`GET /api/chats/1` (6 messages), PostgreSQL')).toBe('MISSED');
    expect(seen.get('JS of `/` (gzip)')).toBe('met');
    expect(seen.get('JS a visit to `/avatar-chat/1` downloads before it is idle (gzip)')).toBe('MISSED');
    expect(seen.get('Lighthouse mobile, median, each category, on /, /avatars, /avatar/1, /avatar-chat/1')).toBe('met');
    expect(seen.get('`GET /api/avatars/1`, SQLite')).toBe('—');
  });

  it('misses the SQLite acknowledgement on either figure alone', () => {
    const slow = targetReport();
    slow.record('post-sqlite', { rps: 1499, p99: 50 });
    const late = targetReport();
    late.record('post-sqlite', { rps: 2000, p99: 100 });
    const row = '`POST /api/chats/:id` acknowledgement, 50 connections, SQLite';
    expect(verdicts(slow).get(row)).toBe('MISSED');
    expect(verdicts(late).get(row)).toBe('MISSED');
  });

  it('refuses a figure for a target it does not have', () => {
    expect(() => targetReport().record('post-mysql', { p99: 1 })).toThrow('no target post-mysql');
  });
});
