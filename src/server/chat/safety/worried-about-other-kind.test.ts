import { describe, expect, it } from 'vitest';
import { classifyOnTestDay as classify, scriptedFirstReply as replyTo } from '../../test/safety-plan.ts';

/**
 * Someone close who wants to die, talks of suicide or shows its signs is 'worried-about-
 * other'; someone close who hurts themselves 'other-self-harm' (someone-at-risk.ts): the
 * reply is how the visitor can help them, never "are you safe right now?" about the visitor.
 */
describe("someone close's wish to die or talk of suicide is worried-about-other", () => {
  it.each([
    'my friend wants to kill herself',
    'my sister said she wants to die',
    'my boyfriend keeps talking about suicide',
    'im worried my friend is suicidal',
    'my friend is going to jump off a bridge',
    'my bf wants 2 unalive himself',
    'im rlly worried abt my bff, she keeps sayin she wants 2 die',
    "my sis said she'd be better off dead",
    "he said he's going to off himself",
    'my classmate told me he wants to end his life',
    'my mom keeps saying everyone would be better off without her',
    'my roommate has been having suicidal thoughts',
    'My Husband Says He Wants To Die',
    'my dad is thinking about killing himself',
    'they keep talking about ending it all',
    'my son wrote a suicide note',
    'my cousin seems really suicidal lately',
    'my gf is planning to take her own life',
    'my best friend threatened to kill himself',
    'my friend in my class wants to die',
    'my friend said goodbye to everyone and gave away her stuff',
    'my friend tried to kill herself last year and now she says she wants to die again',
    'my teammate says life isnt worth living',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('worried-about-other');
  });
});

describe('someone close hurting themselves is other-self-harm', () => {
  it.each([
    'my brother has been self harming',
    'my sister cuts herself',
    'my roommate is cutting again',
    'my mom hurts herself on purpose',
    'my daughter burns herself with a lighter',
    "my friend's self harm is getting worse",
    'i think my boyfriend is starving himself',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('other-self-harm');
  });
});

describe('the same with a plan for now, the means at hand, or under way is an emergency for them', () => {
  it.each([
    'my friend texted me that she is going to end it tonight',
    'my friend is going to end it tonight',
    'my bestie said shes gonna kms tonight',
    'my friend has the pills in front of her',
    'my friend said she wants to die and she is on the roof right now',
    'my brother wants to kill himself and he has a gun',
    'my friend is trying to kill herself',
    'my friend has a gun to his head',
    'my friend is standing on the ledge of the roof',
    'my sister is cutting herself right now',
    'my friend is on the roof and says she wants to jump',
    'my bf is on the bridge and says hes going to jump',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('emergency-other');
    const reply = replyTo(message, 3);
    expect(reply).toMatch(/call (?:your local emergency number|emergency services for them)/i);
    expect(reply).toMatch(/stay with them|don't leave them alone/i);
    expect(reply).not.toMatch(/are you safe/i);
  });
});

/** Each row: the visitor's own crisis next to someone close's, and that someone's alone. */
describe("the visitor's own crisis in the same message wins", () => {
  it.each([
    ['my friend wants to kill herself and honestly so do i', 'suicide', 'my friend wants to kill herself'],
    ['my sister is suicidal and me too', 'suicide', 'my sister is suicidal'],
    ['my bf keeps talking about suicide, i think about it too', 'suicide', 'my bf keeps talking about suicide'],
    ['my friend wants to die and i want to kill myself', 'suicide', 'my friend wants to die'],
    ['my sister cuts herself and so do i', 'self-harm', 'my sister cuts herself'],
    ['my friend wants to die and i just took all my pills', 'overdose', 'my friend wants to die'],
    ['my friend is suicidal and i feel hopeless', 'hopeless', 'my friend is suicidal'],
  ])('%s', (message, kind, theirsAlone) => {
    expect(classify(theirsAlone).crisis?.kind).toMatch(/^(?:worried-about-other|other-self-harm)$/);
    expect(classify(message).crisis?.kind).toBe(kind);
  });
});

/** Each row: an act already done keeps its kind, though the wish alone is worried-about-other. */
describe('kinds for acts already done keep their own replies', () => {
  it.each([
    ['my brother overdosed and says he wants to die', 'other-at-risk'],
    ['my friend tried to kill herself last year and says she wants to die', 'worried-about-other'],
    ['my sister tried to kill herself today and says she still wants to die', 'emergency-other'],
  ])('%s', (message, kind) => {
    expect(classify(message.replace(/^.* and (?:says|now says)/, 'my friend says')).crisis?.kind).toBe(
      'worried-about-other',
    );
    expect(classify(message).crisis?.kind).toBe(kind);
  });
});

/**
 * Each row: an everyday sentence, then the same words said of someone at risk, which must
 * be worried-about-other (or other-self-harm): the line between them is the rule's.
 */
describe('everyday sentences with the same words stay unflagged', () => {
  it.each([
    ['my friend wants to kill me for spoiling the show', 'my friend wants to kill herself'],
    ['my mom is going to kill me lol', 'my mom is going to kill herself'],
    ['my brother wants to die his hair blue', 'my brother wants to die'],
    ['my friend is dying to see you', 'my friend keeps talking about dying'],
    ['my sister said she wants to die of embarrassment lol', 'my sister said she wants to die'],
    ['my friend wants to kill it at the audition', 'my friend wants to kill himself'],
    ['my dad is going to jump off the diving board', 'my dad is going to jump off a bridge'],
    ['my boyfriend keeps talking about the suicide squad movie', 'my boyfriend keeps talking about suicide'],
    ['my friend cuts her own hair', 'my friend cuts herself'],
    ['my coworker is killing himself over this project', 'my coworker is thinking about killing himself'],
    ['my sister cut herself shaving', 'my sister cut herself again'],
    ['my friend said goodbye to everyone at the party', 'my friend said goodbye to everyone and gave away her stuff'],
    ['my sister gave away her old clothes', 'my sister gave away her stuff and wrote a goodbye letter'],
    ['my friend is writing an essay on self harm awareness', 'my friend has been self harming'],
    ['my mom would die for her kids', 'my mom wants to die'],
    ['my friend is going to kill herself laughing at this lol', 'my friend is going to kill herself'],
    ['she said she wants to die on that hill', 'she said she wants to die'],
  ])('%s', (message, atRisk) => {
    expect(classify(atRisk).crisis?.kind).toMatch(/^(?:worried-about-other|other-self-harm)$/);
    expect(classify(message).crisis).toBeNull();
  });
});

/** Each row: up high, "to jump" into water is play; "to jump" with nothing after is the act. */
it.each([
  ['my friend is on the roof and wants to jump into the pool lol', 'my friend is on the roof and wants to jump'],
  [
    'my brother is on the roof and says he wants to jump on the trampoline',
    'my brother is on the roof and says he wants to jump',
  ],
])('up high, a jump into something stays unflagged: %s', (everyday, crisis) => {
  expect(classify(crisis).crisis?.kind).toBe('emergency-other');
  expect(classify(everyday).crisis).toBeNull();
});

describe('the reply', () => {
  it('to someone close at risk: good they look out, emergency if now, ask directly, lines, and how the visitor is', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const reply = replyTo('my friend wants to kill herself', seed);
      expect(reply).toMatch(/looking out for them|wanting to help/i);
      expect(reply).toMatch(/call (?:your local emergency number|emergency services)/i);
      expect(reply).toMatch(/don't leave them|stay with them/i);
      expect(reply).toMatch(/ask them (?:directly|straight out)/i);
      expect(reply).toMatch(/without judging/i);
      expect(reply).toContain('you can call them yourself for advice on how to help');
      expect(reply).toContain('988 Suicide & Crisis Lifeline');
      expect(reply).toMatch(/how are you (?:holding up|doing yourself)/i);
      expect(reply).not.toMatch(/are you safe/i);
    }
  });

  it("to someone close's self-harm: not always a wish to die, care, ask about suicide, and how the visitor is", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const reply = replyTo('my sister cuts herself', seed);
      expect(reply).toMatch(/coping with (?:overwhelming )?pain/i);
      expect(reply).toMatch(/without judging/i);
      expect(reply).toMatch(/thoughts of suicide|think about suicide/i);
      expect(reply).toContain('you can call them yourself for advice on how to help');
      expect(reply).toMatch(/how are you (?:holding up|doing yourself)/i);
      expect(reply).not.toMatch(/are you safe|deserve kindness right now, especially from yourself/i);
    }
  });
});
