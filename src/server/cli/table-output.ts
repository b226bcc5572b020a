/** Plain-text renderings of rows for the admin CLI: an aligned table and RFC 4180 CSV. */

export type Cell = string | number | boolean;
export interface Column<T> {
  header: string;
  value: (row: T) => Cell;
  /** Longest a table cell may be; longer text is cut with an ellipsis (CSV is never cut). */
  maxWidth?: number;
}

/**
 * What a terminal acts on instead of printing: C0 and C1 controls (escape sequences set the
 * window title, move the cursor, erase lines) and the bidirectional overrides that show
 * text in another order than it is stored. Strangers typed what these tools print (contact
 * messages, sign-ups), so none of it reaches the admin's terminal or spreadsheet.
 */
const CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** The same, except the tab and line breaks CSV carries as data inside quotes. */
const CONTROLS_BUT_LINES = /(?![\t\r\n])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

function oneLine(value: Cell): string {
  return String(value).replace(/\s+/g, ' ').replace(CONTROLS, '').trim();
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
 * One CSV field. Text a spreadsheet would run as a formula (=, +, -, @, tab or CR at the
 * start) gets a leading apostrophe. Every field holding a separator (comma, or the semicolon
 * of locales that split on it), a quote, a line break or a formula character anywhere is
 * quoted, so no part of it can become a cell of its own that starts a formula.
 */
export function csvField(value: Cell): string {
  let text = String(value).replace(CONTROLS_BUT_LINES, '');
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n=+\-@]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(rows: T[], columns: Column<T>[]): string {
  const lines = [
    columns.map((c) => csvField(c.header)),
    ...rows.map((row) => columns.map((c) => csvField(c.value(row)))),
  ];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
