/**
 * `npm run safety:eval` (add `--misses` to list what was classified wrongly): precision and
 * recall per category and the benign false-positive rate, on each labelled set.
 */
import { explainMessage } from '../classify.ts';
import {
  CATEGORIES,
  type Evaluation,
  evaluate,
  LABELLED_SETS,
  type LabelledMessage,
  loadLabelledSet,
} from './evaluate.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function report(name: string, result: Evaluation, showMisses: boolean, explain: boolean): string {
  const lines = [`${name}: ${result.total} messages`, '', 'category   labelled  precision  recall'];
  for (const c of CATEGORIES) {
    const m = result.perCategory[c];
    lines.push(
      `${c.padEnd(10)} ${String(m.labelled).padStart(8)}  ${pct(m.precision).padStart(9)}  ${pct(m.recall).padStart(7)}`,
    );
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

function main(argv: string[]): void {
  const showMisses = argv.includes('--misses') || argv.includes('--explain');
  const explain = argv.includes('--explain');
  const out: string[] = [];
  const all: LabelledMessage[] = [];
  for (const { name, url } of LABELLED_SETS) {
    const rows = loadLabelledSet(url);
    all.push(...rows);
    out.push(report(name, evaluate(rows), showMisses, explain));
  }
  out.push(report('all sets together', evaluate(all), false, false));
  process.stdout.write(`${out.join('\n\n')}\n`);
}

main(process.argv);
