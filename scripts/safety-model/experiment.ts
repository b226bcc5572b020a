/**
 * The experiment of model/README.md: would the hashed-n-gram logistic model, OR-ed with the
 * patterns, catch phrasings nobody wrote patterns for? Leave-one-set-out over the labelled
 * sets, thresholds chosen on the training sets only; plus, for the two sets whose
 * first-sight pattern state is in git (e, f), patterns-as-they-were OR the model.
 *
 *   npm run safety:model-experiment [-- --list]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { classifyMessage, type SafetyVerdict } from '../../src/server/chat/safety/classify.ts';
import { predictedCategories } from '../../src/server/chat/safety/eval/evaluate.ts';
import {
  BENIGN_BUDGET_PER_LABEL,
  loadTrainingSets,
  MODEL_LABELS,
  type ModelLabel,
  outOfSetScores,
  type ScoredRow,
  type TrainingSet,
  thresholdFor,
} from './training-data.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
type Classify = (message: string, options: { now: Date }) => SafetyVerdict;

/** The commit whose safety folder is the pattern state a set was first measured with. */
const FIRST_SIGHT_COMMITS: Record<string, string> = {
  'paraphrases-e.tsv': '4601d50^',
  'paraphrases-f.tsv': '50d24ab',
};

async function classifierAt(commit: string): Promise<Classify> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safety-first-sight-'));
  const tar = execFileSync('git', ['archive', commit, 'src/server/chat/safety'], { maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const mod = await import(pathToFileURL(path.join(dir, 'src/server/chat/safety/classify.ts')).href);
  return mod.classifyMessage as Classify;
}

interface Flags {
  crisis: boolean;
  minor: boolean;
  any: boolean;
}

function patternFlags(classify: Classify, message: string): Flags {
  const got = predictedCategories(classify(message, { now: NOW }));
  return { crisis: got.has('crisis'), minor: got.has('minor'), any: got.size > 0 };
}

type Cuts = Record<ModelLabel, number>;

function modelFlags(row: ScoredRow, cuts: Cuts): Flags {
  const crisis = row.probability.crisis > cuts.crisis;
  const minor = row.probability.minor > cuts.minor;
  return { crisis, minor, any: crisis || minor };
}

interface Outcome {
  crisis: string;
  minor: string;
  benign: string;
}

const pct = (hit: number, of: number) => (of === 0 ? '–' : `${((100 * hit) / of).toFixed(1)} %`);

function outcome(rows: ScoredRow[], flags: (r: ScoredRow) => Flags): Outcome {
  const count = (keep: (r: ScoredRow) => boolean) => rows.filter(keep).length;
  const crisisRows = count((r) => r.crisis);
  const minorRows = count((r) => r.minor);
  const benignRows = count((r) => r.benign);
  return {
    crisis: pct(
      count((r) => r.crisis && flags(r).crisis),
      crisisRows,
    ),
    minor: pct(
      count((r) => r.minor && flags(r).minor),
      minorRows,
    ),
    benign: `${count((r) => r.benign && flags(r).any)}/${benignRows}`,
  };
}

const or = (a: Flags, b: Flags): Flags => ({
  crisis: a.crisis || b.crisis,
  minor: a.minor || b.minor,
  any: a.any || b.any,
});
const cell = (o: Outcome) => `${o.crisis} / ${o.minor} / ${o.benign}`;

/** Held-out scores for `held`, from models trained on `training`, cuts chosen on `training`'s own out-of-set scores. */
function heldOutRun(
  training: TrainingSet[],
  held: TrainingSet,
): { rows: ScoredRow[]; cuts: Cuts; cutsAt: (budget: number) => Cuts } {
  const inner = outOfSetScores(training).flat();
  const cutsAt = (budget: number) =>
    Object.fromEntries(MODEL_LABELS.map((l) => [l, thresholdFor(inner, l, budget)])) as Cuts;
  const [rows] = outOfSetScores([held, { name: 'training', rows: training.flatMap((s) => s.rows) }]);
  return { rows: rows as ScoredRow[], cuts: cutsAt(BENIGN_BUDGET_PER_LABEL), cutsAt };
}

/** What looser cuts would buy on a set: the patterns' misses the model catches, and the benign messages it adds. */
function budgetSweep(name: string, rows: ScoredRow[], patterns: (r: ScoredRow) => Flags, cutsAt: (b: number) => Cuts) {
  const missedCrisis = rows.filter((r) => r.crisis && !patterns(r).crisis);
  const missedMinor = rows.filter((r) => r.minor && !patterns(r).minor);
  const cleanBenign = rows.filter((r) => r.benign && !patterns(r).any);
  for (const budget of [0.005, 0.01, 0.02, 0.05, 0.1]) {
    const cuts = cutsAt(budget);
    const caught = (list: ScoredRow[], l: ModelLabel) => list.filter((r) => modelFlags(r, cuts)[l]).length;
    const added = cleanBenign.filter((r) => modelFlags(r, cuts).any).length;
    console.log(
      `| ${name} | ${(budget * 100).toFixed(1)} % | ${cuts.crisis.toFixed(2)}, ${cuts.minor.toFixed(2)} | ${caught(missedCrisis, 'crisis')} of ${missedCrisis.length} | ${caught(missedMinor, 'minor')} of ${missedMinor.length} | ${added} of ${rows.filter((r) => r.benign).length} |`,
    );
  }
}

function listDifferences(name: string, rows: ScoredRow[], base: (r: ScoredRow) => Flags, cuts: Cuts): void {
  for (const r of rows) {
    const b = base(r);
    const m = modelFlags(r, cuts);
    const p = `c=${r.probability.crisis.toFixed(2)} m=${r.probability.minor.toFixed(2)}`;
    if (r.crisis && !b.crisis) console.log(`  ${name} crisis ${m.crisis ? 'CAUGHT' : 'missed'} ${p}  ${r.message}`);
    if (r.minor && !b.minor) console.log(`  ${name} minor  ${m.minor ? 'CAUGHT' : 'missed'} ${p}  ${r.message}`);
    if (r.benign && m.any && !b.any) console.log(`  ${name} BENIGN FLAGGED ${p}  ${r.message}`);
  }
}

async function main(list: boolean): Promise<void> {
  const sets = loadTrainingSets();
  const firstSight = new Map<string, Classify>();
  for (const [name, commit] of Object.entries(FIRST_SIGHT_COMMITS)) firstSight.set(name, await classifierAt(commit));

  console.log('## Leave one set out (crisis recall / minor recall / benign flagged)\n');
  console.log(
    '| held-out set | cuts (crisis, minor) | model alone | patterns now | patterns now OR model | first-sight patterns | first-sight patterns OR model |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [k, held] of sets.entries()) {
    const { rows, cuts } = heldOutRun(
      sets.filter((_, j) => j !== k),
      held,
    );
    const now = (r: ScoredRow) => patternFlags(classifyMessage, r.message);
    const first = firstSight.get(held.name);
    const then = first ? (r: ScoredRow) => patternFlags(first, r.message) : null;
    console.log(
      `| ${held.name} | ${cuts.crisis.toFixed(2)}, ${cuts.minor.toFixed(2)} | ${cell(outcome(rows, (r) => modelFlags(r, cuts)))} | ${cell(outcome(rows, now))} | ${cell(outcome(rows, (r) => or(now(r), modelFlags(r, cuts))))} | ${then ? cell(outcome(rows, then)) : 'not in git'} | ${then ? cell(outcome(rows, (r) => or(then(r), modelFlags(r, cuts)))) : '–'} |`,
    );
    if (list) listDifferences(held.name, rows, then ?? now, cuts);
  }

  console.log('\n## Forward in time: trained only on the sets written before, patterns as they were\n');
  console.log('| set | trained on | model alone | first-sight patterns | first-sight patterns OR model |');
  console.log('|---|---|---|---|---|');
  const sweeps: (() => void)[] = [];
  for (const [name, classify] of firstSight) {
    const k = sets.findIndex((s) => s.name === name);
    const before = sets.slice(0, k);
    const { rows, cuts, cutsAt } = heldOutRun(before, sets[k] as TrainingSet);
    const then = (r: ScoredRow) => patternFlags(classify, r.message);
    console.log(
      `| ${name} | ${before.map((s) => s.name.replace('paraphrases-', '').replace('.tsv', '')).join(', ')} | ${cell(outcome(rows, (r) => modelFlags(r, cuts)))} | ${cell(outcome(rows, then))} | ${cell(outcome(rows, (r) => or(then(r), modelFlags(r, cuts))))} |`,
    );
    if (list) listDifferences(`${name} (forward)`, rows, then, cuts);
    sweeps.push(() => budgetSweep(name, rows, then, cutsAt));
  }

  console.log('\n## Forward in time, looser cuts: first-sight pattern misses the model catches, benign it adds\n');
  console.log(
    '| set | benign budget per label (training) | cuts | crisis misses caught | minor misses caught | benign newly flagged |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const sweep of sweeps) sweep();
}

await main(process.argv.includes('--list'));
