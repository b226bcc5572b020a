import { describe, expect, it } from 'vitest';
import { classifyOnTestDay as classify, scriptedFirstReply as replyTo } from '../../test/safety-plan.ts';

/**
 * Someone close who tried to, or did, hang, shoot, stab, cut their wrists, jump or set
 * themselves on fire gets the someone-else kind by the time told, as "tried to kill
 * himself" does (attempt-methods.ts, loss-cues.ts): never the visitor's own suicide reply,
 * and never nothing at all.
 */
describe("someone else's attempt named by its method, with no time, is other-at-risk", () => {
  it.each([
    'my best friend tried to hang himself',
    'my friend tried to slit her wrists',
    'my sister cut her wrists',
    'my dad shot himself',
    'my friend jumped off a bridge',
    'my friend tried to jump off a bridge',
    'my cousin jumped in front of a train',
    'my uncle set himself on fire',
    'my gf tried to stab herself',
    'my brother slit his wrists',
    'my mom threw herself off the balcony',
    'he tried to throw himself in front of a bus',
    'my roommate stabbed himself',
    'my flatmate tried to drown herself',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('other-at-risk');
    expect(replyTo(message, 1)).toMatch(/happening now|safe right now/i);
  });
});

describe('the same told as now or earlier today is an emergency for them', () => {
  it.each([
    'my best friend tried to hang himself an hour ago',
    'my dad just shot himself',
    'my sister cut her wrists tonight',
    'my friend tried to jump off a bridge today',
    'my brother tried to shoot himself right now',
    'my roommate jumped off the roof of our building 2 hours ago',
    "my dad shot himself and he's bleeding",
    'my girlfriend just slit her wrists',
    'my brother set himself on fire this morning',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('emergency-other');
    const reply = replyTo(message, 3);
    expect(reply).toMatch(/stay with them|don't leave them alone/i);
    expect(reply).not.toMatch(/are you safe|your safety comes first/i);
  });
});

/** "just" makes it now only said of the act, not of what the visitor did since. */
it.each([
  'my friend tried to kill herself last year, i just cut my hair',
  'my uncle shot himself years ago and i just set up a memorial page',
])('a "just" of something else keeps the loss: %s', (message) => {
  expect(classify(message).crisis?.kind).toBe('loss');
});

describe('the same told as over, long ago, lived through, or a death, is a loss', () => {
  it.each([
    'my friend tried to hang herself last year',
    'my dad shot himself when i was 12',
    'my cousin jumped in front of a train last year',
    'my bf threw himself off a bridge two years ago',
    'my friend jumped off a bridge and died',
    'my friend slit his wrists and survived',
    'my friend tried to hang herself and is doing better now',
    'my brother drowned himself',
    'my aunt jumped to her death in 2015',
    'my mom tried to cut her wrists when i was little',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('loss');
  });
});

describe("the visitor's own crisis in the same message still wins", () => {
  it.each([
    'my brother tried to hang himself and i want to join him',
    'my sister cut her wrists and i think im next',
    'my friend jumped off a bridge and i want to follow him',
    'my dad shot himself last year and i have his gun now, i want to do the same',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('suicide');
  });
});

describe('everyday sentences with the same words stay unflagged', () => {
  it.each([
    'my brother shot himself in the foot with that tweet',
    'my dad shot himself in the foot at the range',
    'my sister jumped off the bridge for fun',
    'my brother jumped off the bridge into the lake, so fun',
    'my friend jumped off the bridge into the river for fun',
    'she hung herself upside down on the monkey bars lol',
    'my mom stabbed herself with a fork by accident',
    'my brother accidentally shot himself with the nerf gun',
    'my dad shot himself a reminder text',
    'my friend drowned herself in perfume before the date',
    'she jumped off the roof onto the trampoline lol',
    'my sister cut her wrist on broken glass',
    'my cousin jumped off a cliff into the sea on holiday',
    'he jumped off the bridge on a bungee cord',
    'my brother stabbed himself with a pencil in class',
    'my little brother jumped off the roof of the shed and broke his arm',
  ])('%s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});
