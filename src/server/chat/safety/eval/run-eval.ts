/**
 * `npm run safety:eval` (add `--misses` to list what was classified wrongly): precision and
 * recall per category and the benign false-positive rate, on each labelled set.
 */
import fs from 'node:fs';
import { explainMessage } from '../classify.ts';
import { CATEGORIES, type Evaluation, evaluate, HELD_OUT_SET, LABELLED_SET, loadLabelledSet } from './evaluate.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function report(name: string, result: Evaluation, showMisses: boolean, explain: boolean): string {
  const lines = [`${name}: ${result.total} messages`, '', 'category   labelled  precision  recall'];
  for (const c of CATEGORIES) {
    const m = result.perCategory[c];
    lines.push(`${c.padEnd(10)} ${String(m.labelled).padStart(8)}  ${pct(m.precision).padStart(9)}  ${pct(m.recall).padStart(7)}`);
  }
  const b = result.benign;
  lines.push('', `benign: ${b.flagged} of ${b.total} flagged (false positives ${pct(b.falsePositiveRate)})`);
  if (showMisses && result.misses.length > 0) {
    lines.push('', 'misclassified:');
    for (const m of result.misses) {
      lines.push(`  line ${m.line}: expected [${m.expected.join(', ')}] got [${m.got.join(', ')}]  ${m.message}`);
      if (explain) lines.push(`    ${JSON.stringify(explainMessage(m.message))}`);
    }
  }
  return lines.join('\n');
}

const showMisses = process.argv.includes('--misses') || process.argv.includes('--explain');
const explain = process.argv.includes('--explain');
const sets = [
  ['labelled-set.tsv (development)', LABELLED_SET],
  ['held-out.tsv (never tuned on)', HELD_OUT_SET],
] as const;
const out: string[] = [];
for (const [name, url] of sets) {
  if (!fs.existsSync(url)) continue;
  out.push(report(name, evaluate(loadLabelledSet(url)), showMisses, explain));
}
process.stdout.write(`${out.join('\n\n')}\n`);
