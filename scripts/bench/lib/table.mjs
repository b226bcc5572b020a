/** Prints rows as an aligned plain-text table (also valid Markdown). */
export function printTable(title, columns, rows) {
  const cells = [columns, ...rows.map((r) => columns.map((c) => String(r[c] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}
