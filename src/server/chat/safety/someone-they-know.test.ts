import { describe, expect, it } from 'vitest';
import { classifyOnTestDay as classify } from '../../test/safety-plan.ts';

/**
 * Someone close to someone close ("my friend's dad", "my bf's mom's brother") and someone
 * the visitor knows ("someone at my school", "a classmate") are someone else, as "my dad"
 * is (loss-cues.ts WHO): their death is a loss, their attempt never the visitor's own.
 */
describe('someone close to someone close, or someone the visitor knows, is someone else', () => {
  it.each([
    ["my friend's dad killed himself", 'loss'],
    ["my bf's mom died by suicide last year", 'loss'],
    ["my friend's mom's brother killed himself", 'loss'],
    ["my best friend's little brother killed himself in march", 'loss'],
    ['someone at my school killed himself last year', 'loss'],
    ['a kid in my grade killed himself a few years ago', 'loss'],
    ["my girlfriend's mom tried to kill herself", 'other-at-risk'],
    ['someone at my school tried to kill herself', 'other-at-risk'],
    ['someone in my dorm tried to kill herself', 'other-at-risk'],
    ['a classmate tried to kill himself', 'other-at-risk'],
    ["my best friend's little brother just overdosed", 'emergency-other'],
    ["my roommate's gf just took a whole bottle of pills", 'emergency-other'],
    ['someone at my school wants to kill herself', 'worried-about-other'],
  ])('%s', (message, kind) => {
    expect(classify(message).crisis?.kind).toBe(kind);
  });
});

it("the visitor's own crisis next to theirs still wins", () => {
  expect(classify("my friend's dad killed himself and i want to do the same").crisis?.kind).toBe('suicide');
});

/** Each row: an everyday sentence, then its crisis twin, which the widened "who" must read. */
describe('everyday sentences about the same people stay unflagged', () => {
  it.each([
    ["my friend's dad killed it at karaoke", "my friend's dad killed himself"],
    ["my bf's mom is dying to meet me", "my bf's mom died by suicide last year"],
    ["my friend's brother killed himself laughing", "my friend's brother killed himself"],
    ['a guy in my class just took my seat', 'someone at my school just tried to kill herself'],
    ['someone at my school died in a car crash', 'someone at my school killed himself last year'],
    ["my friend's mom overdosed on coffee this morning lol", "my friend's mom overdosed this morning"],
    ['a classmate shot himself in the foot with that answer', 'a classmate shot himself'],
  ])('%s', (everyday, crisis) => {
    expect(classify(crisis).crisis).not.toBeNull();
    expect(classify(crisis).crisis?.kind).not.toMatch(/^(?:suicide|overdose)$/);
    expect(classify(everyday).crisis).toBeNull();
  });
});
