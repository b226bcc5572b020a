/** Plain-text renderings of rows for the admin CLI: an aligned table and RFC 4180 CSV. */

export type Cell = string | number | boolean;
export interface Column<T> {
  header: string;
  value: (row: T) => Cell;
  /** Longest a table cell may be; longer text is cut with an ellipsis (CSV is never cut). */
  maxWidth?: number;
}

function oneLine(value: Cell): string {
  return String(value).replace(/\s+/g, ' ').trim();
}

function cut(text: string, maxWidth: number | undefined): string {
  if (maxWidth === undefined || text.length <= maxWidth) return text;
  return `${text.slice(0, maxWidth - 1)}…`;
}

export function toTable<T>(rows: T[], columns: Column<T>[]): string {
  const cells = rows.map((row) => columns.map((c) => cut(oneLine(c.value(row)), c.maxWidth)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/**
 * One CSV field. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start)
 * gets a leading apostrophe: these cells hold what strangers typed into public forms.
 */
export function csvField(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(rows: T[], columns: Column<T>[]): string {
  const lines = [
    columns.map((c) => csvField(c.header)),
    ...rows.map((row) => columns.map((c) => csvField(c.value(row)))),
  ];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
