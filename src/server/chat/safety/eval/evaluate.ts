import fs from 'node:fs';
import { classifyMessage, type SafetyVerdict } from '../classify.ts';

export const CATEGORIES = ['crisis', 'minor', 'sexual', 'romance', 'grief', 'fear', 'stress', 'ai'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LabelledMessage {
  line: number;
  message: string;
  labels: Set<Category>;
  benign: boolean;
}

/** Reads a `labels<TAB>message` file (see eval/README.md). */
export function loadLabelledSet(url: URL): LabelledMessage[] {
  const rows: LabelledMessage[] = [];
  fs.readFileSync(url, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      if (!raw.trim() || raw.startsWith('#')) return;
      const tab = raw.indexOf('\t');
      if (tab < 0) throw new Error(`${url.pathname}:${i + 1}: no tab between labels and message`);
      const names = raw
        .slice(0, tab)
        .split(',')
        .map((l) => l.trim().split(':')[0] as string);
      const benign = names.includes('benign');
      for (const n of names) {
        if (n !== 'benign' && !(CATEGORIES as readonly string[]).includes(n)) {
          throw new Error(`${url.pathname}:${i + 1}: unknown label ${n}`);
        }
      }
      rows.push({
        line: i + 1,
        message: raw.slice(tab + 1),
        labels: new Set(names.filter((n) => n !== 'benign') as Category[]),
        benign,
      });
    });
  return rows;
}

export function predictedCategories(verdict: SafetyVerdict): Set<Category> {
  const out = new Set<Category>();
  if (verdict.crisis) out.add('crisis');
  if (verdict.minor) out.add('minor');
  if (verdict.sexual) out.add('sexual');
  if (verdict.romance) out.add('romance');
  if (verdict.register) out.add(verdict.register);
  if (verdict.aiQuestion) out.add('ai');
  return out;
}

export interface CategoryMetrics {
  labelled: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface Evaluation {
  total: number;
  perCategory: Record<Category, CategoryMetrics>;
  benign: { total: number; flagged: number; falsePositiveRate: number };
  misses: { line: number; message: string; expected: Category[]; got: Category[] }[];
}

/** Classifies every message (on a fixed date, so "born in 2011" reads the same every year). */
export function evaluate(rows: LabelledMessage[], now = new Date('2026-06-01T00:00:00Z')): Evaluation {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0, labelled: 0 }])) as Record<
    Category,
    { tp: number; fp: number; fn: number; labelled: number }
  >;
  let benignTotal = 0;
  let benignFlagged = 0;
  const misses: Evaluation['misses'] = [];
  for (const row of rows) {
    const got = predictedCategories(classifyMessage(row.message, { now }));
    for (const c of CATEGORIES) {
      const want = row.labels.has(c);
      const has = got.has(c);
      if (want) counts[c].labelled++;
      if (want && has) counts[c].tp++;
      else if (has) counts[c].fp++;
      else if (want) counts[c].fn++;
    }
    if (row.benign) {
      benignTotal++;
      if (got.size > 0) benignFlagged++;
    }
    const expected = [...row.labels].sort();
    const predicted = [...got].sort();
    if (expected.join() !== predicted.join())
      misses.push({ line: row.line, message: row.message, expected, got: predicted });
  }
  const perCategory = Object.fromEntries(
    CATEGORIES.map((c) => {
      const { tp, fp, fn, labelled } = counts[c];
      return [
        c,
        {
          labelled,
          truePositives: tp,
          falsePositives: fp,
          falseNegatives: fn,
          precision: tp + fp === 0 ? 1 : tp / (tp + fp),
          recall: tp + fn === 0 ? 1 : tp / (tp + fn),
        },
      ];
    }),
  ) as Record<Category, CategoryMetrics>;
  return {
    total: rows.length,
    perCategory,
    benign: {
      total: benignTotal,
      flagged: benignFlagged,
      falsePositiveRate: benignTotal ? benignFlagged / benignTotal : 0,
    },
    misses,
  };
}

/** The development set, then the paraphrase sets in the order they were written (see README.md). */
export const LABELLED_SETS: { name: string; url: URL }[] = [
  { name: 'labelled-set.tsv', url: new URL('./labelled-set.tsv', import.meta.url) },
  { name: 'paraphrases-a.tsv', url: new URL('./paraphrases-a.tsv', import.meta.url) },
  { name: 'paraphrases-b.tsv', url: new URL('./paraphrases-b.tsv', import.meta.url) },
  { name: 'paraphrases-c.tsv', url: new URL('./paraphrases-c.tsv', import.meta.url) },
  { name: 'paraphrases-d.tsv', url: new URL('./paraphrases-d.tsv', import.meta.url) },
  { name: 'paraphrases-e.tsv', url: new URL('./paraphrases-e.tsv', import.meta.url) },
  { name: 'paraphrases-f.tsv', url: new URL('./paraphrases-f.tsv', import.meta.url) },
  { name: 'paraphrases-g.tsv', url: new URL('./paraphrases-g.tsv', import.meta.url) },
  { name: 'paraphrases-h.tsv', url: new URL('./paraphrases-h.tsv', import.meta.url) },
  { name: 'paraphrases-i.tsv', url: new URL('./paraphrases-i.tsv', import.meta.url) },
];
