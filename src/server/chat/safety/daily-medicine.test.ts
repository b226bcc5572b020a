import { describe, expect, it } from 'vitest';
import { SAFETY_TEST_NOW } from '../../test/safety-plan.ts';
import { classifyMessage } from './classify.ts';

const classify = (m: string) => classifyMessage(m, { now: SAFETY_TEST_NOW });

/**
 * Each row: medicine taken for a condition or as prescribed (many people take a handful
 * of pills a day), then the same pills in a plan or a dose taken, which stays a crisis.
 */
describe('daily medicine is no overdose plan; the same pills in a crisis are', () => {
  it.each([
    ['i take a lot of pills for my heart', 'i took all my heart pills at once', 'overdose'],
    ['i take a lot of pills for my heart', 'i took a lot of pills for my heart and i want to die', 'overdose'],
    ['i take a lot of pills for my blood pressure', 'i took a ton of my blood pressure pills tonight', 'overdose'],
    ['i take a lot of meds for my adhd', "i'm going to take a lot of meds for my adhd tonight", 'suicide'],
    ['i have to take all my meds every morning', 'i want to take all my meds at once', 'suicide'],
    ['i take a handful of pills a day for my epilepsy', 'i took a handful of my epilepsy pills', 'overdose'],
    ['i take a lot of pills, prescribed by my doctor', 'i take a lot of pills for my heart, i want to die', 'suicide'],
    [
      'im taking a bunch of tablets for my diabetes',
      'im taking a bunch of tablets tonight so i dont wake up',
      'suicide',
    ],
  ])('%s', (daily, crisis, kind) => {
    expect(classify(daily).crisis).toBeNull();
    expect(classify(crisis).crisis?.kind).toBe(kind);
  });
});
