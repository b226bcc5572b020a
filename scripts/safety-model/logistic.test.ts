import { describe, expect, it } from 'vitest';
import { messageFeatures } from './features.ts';
import { predictProbability, type TrainingOptions, trainLogistic } from './logistic.ts';

const QUICK: TrainingOptions = { epochs: 20, learningRate: 0.5, decay: 0.1, l2: 1e-4, seed: 7 };
const TEXTS = [
  ['i want to end it all tonight', true],
  ['nobody would miss me if i was gone', true],
  ['i cut myself again last night', true],
  ['this traffic is killing me', false],
  ['dinner was great, the pasta was perfect', false],
  ['i love hiking on weekends', false],
] as const;
const examples = TEXTS.map(([t]) => messageFeatures(t));
const labels = TEXTS.map(([, y]) => y);

describe('safety model experiment: features and logistic regression', () => {
  it('reads a message through the classifier normaliser, so chat spellings share features', () => {
    expect(messageFeatures('im 15 lol').buckets).toEqual(messageFeatures("I'm 15 LOL").buckets);
    expect(messageFeatures('im 15 lol').buckets).not.toEqual(messageFeatures("I'm 51 LOL").buckets);
  });

  it('gives the same weights for the same data and seed, and different ones for another seed', () => {
    const a = trainLogistic(examples, labels, QUICK);
    const b = trainLogistic(examples, labels, QUICK);
    const c = trainLogistic(examples, labels, { ...QUICK, seed: 8 });
    // Element by element: toEqual on 2^18 floats takes seconds.
    const same = (x: Float64Array, y: Float64Array) => x.every((w, i) => w === y[i]);
    expect(same(b.weights, a.weights)).toBe(true);
    expect(b.bias).toBe(a.bias);
    expect(same(c.weights, a.weights)).toBe(false);
  });

  it('separates the messages it was trained on', () => {
    const model = trainLogistic(examples, labels, QUICK);
    for (const [i, x] of examples.entries()) {
      const p = predictProbability(model, x);
      if (labels[i]) expect(p, TEXTS[i]?.[0]).toBeGreaterThan(0.5);
      else expect(p, TEXTS[i]?.[0]).toBeLessThan(0.5);
    }
  });
});
