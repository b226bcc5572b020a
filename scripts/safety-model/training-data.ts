/**
 * The labelled sets as the model trains on them: two yes/no labels per message (any
 * `crisis:*`, `minor`); every other message, benign or not (grief, stress, sexual...), is a
 * "no" for both, which is what teaches the model that "this traffic is killing me" is not one.
 */
import { LABELLED_SETS, loadLabelledSet } from '../../src/server/chat/safety/eval/evaluate.ts';
import { type MessageFeatures, messageFeatures } from './features.ts';
import {
  DEFAULT_TRAINING,
  type LogisticModel,
  predictProbability,
  type TrainingOptions,
  trainLogistic,
} from './logistic.ts';

export type ModelLabel = 'crisis' | 'minor';
export const MODEL_LABELS: ModelLabel[] = ['crisis', 'minor'];

export interface TrainingRow {
  message: string;
  features: MessageFeatures;
  crisis: boolean;
  minor: boolean;
  benign: boolean;
}

export interface TrainingSet {
  name: string;
  rows: TrainingRow[];
}

/** Every labelled set, in the order they were written (the order fixes the training order too). */
export function loadTrainingSets(): TrainingSet[] {
  return LABELLED_SETS.map(({ name, url }) => ({
    name,
    rows: loadLabelledSet(url).map((r) => ({
      message: r.message,
      features: messageFeatures(r.message),
      crisis: r.labels.has('crisis'),
      minor: r.labels.has('minor'),
      benign: r.benign,
    })),
  }));
}

export type LabelModels = Record<ModelLabel, LogisticModel>;

export function trainLabelModels(rows: TrainingRow[], options: TrainingOptions = DEFAULT_TRAINING): LabelModels {
  const examples = rows.map((r) => r.features);
  return {
    crisis: trainLogistic(
      examples,
      rows.map((r) => r.crisis),
      options,
    ),
    minor: trainLogistic(
      examples,
      rows.map((r) => r.minor),
      options,
    ),
  };
}

export function labelProbabilities(models: LabelModels, row: TrainingRow): Record<ModelLabel, number> {
  return {
    crisis: predictProbability(models.crisis, row.features),
    minor: predictProbability(models.minor, row.features),
  };
}

export interface ScoredRow extends TrainingRow {
  probability: Record<ModelLabel, number>;
}

/**
 * Scores for every row of `sets` from models that never saw the row's own set: the honest
 * scores thresholds are chosen on (in-sample scores of benign rows sit near 0 and would
 * give a threshold far too low for messages the model has not seen).
 */
export function outOfSetScores(sets: TrainingSet[], options: TrainingOptions = DEFAULT_TRAINING): ScoredRow[][] {
  return sets.map((held, k) => {
    const models = trainLabelModels(
      sets.filter((_, j) => j !== k).flatMap((s) => s.rows),
      options,
    );
    return held.rows.map((r) => ({ ...r, probability: labelProbabilities(models, r) }));
  });
}

/** Per-label share of benign messages a label may flag; the two together stay within twice that. */
export const BENIGN_BUDGET_PER_LABEL = 0.005;

/**
 * The lowest probability cut (flag when p > cut) at which at most `budget` of the benign
 * rows are flagged for `label`.
 */
export function thresholdFor(rows: ScoredRow[], label: ModelLabel, budget = BENIGN_BUDGET_PER_LABEL): number {
  const benign = rows
    .filter((r) => r.benign)
    .map((r) => r.probability[label])
    .sort((a, b) => b - a);
  const allowed = Math.floor(budget * benign.length);
  return benign[allowed] ?? 0;
}
