/**
 * Binary logistic regression over hashed features, trained by plain stochastic gradient
 * descent with L2, in an order fixed by a seed: the same data always gives the same weights
 * (no wall clock, no Math.random), so the shipped weights file can be checked by retraining.
 */
import { seededRandom } from '../../src/server/lib/clock.ts';
import { FEATURE_BUCKETS, type MessageFeatures } from './features.ts';

export interface TrainingOptions {
  epochs: number;
  /** Step size at the first epoch; it decays as 1 / (1 + decay · epoch). */
  learningRate: number;
  decay: number;
  /** L2 strength per example step: keeps rare n-grams from memorising single messages. */
  l2: number;
  seed: number;
}

export const DEFAULT_TRAINING: TrainingOptions = { epochs: 30, learningRate: 0.5, decay: 0.1, l2: 1e-4, seed: 18 };

export interface LogisticModel {
  weights: Float64Array;
  bias: number;
}

function shuffledOrder(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

function logit(weights: Float64Array, bias: number, x: MessageFeatures, scale = 1): number {
  let z = 0;
  for (const b of x.buckets) z += weights[b] as number;
  return z * x.value * scale + bias;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function trainLogistic(
  examples: MessageFeatures[],
  labels: boolean[],
  options: TrainingOptions = DEFAULT_TRAINING,
): LogisticModel {
  // The weights are stored as `scale · v` so the L2 shrink of every weight is one multiplication per step.
  const v = new Float64Array(FEATURE_BUCKETS);
  let scale = 1;
  let bias = 0;
  const generator = seededRandom(options.seed);
  const random = () => generator.next();
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.learningRate / (1 + options.decay * epoch);
    for (const i of shuffledOrder(examples.length, random)) {
      const x = examples[i] as MessageFeatures;
      const error = sigmoid(logit(v, bias, x, scale)) - (labels[i] ? 1 : 0);
      scale *= 1 - rate * options.l2;
      const step = (rate * error * x.value) / scale;
      for (const b of x.buckets) v[b] = (v[b] as number) - step;
      bias -= rate * error;
      if (scale < 1e-6) {
        for (let j = 0; j < v.length; j++) v[j] = (v[j] as number) * scale;
        scale = 1;
      }
    }
  }
  for (let j = 0; j < v.length; j++) v[j] = (v[j] as number) * scale;
  return { weights: v, bias };
}

/** The probability the model gives the label for one message. */
export function predictProbability(model: LogisticModel, x: MessageFeatures): number {
  return sigmoid(logit(model.weights, model.bias, x));
}
