import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify.ts';
import { verdictFor } from './reply-plan.ts';

const now = new Date('2026-06-01T00:00:00Z');
const classify = (m: string, earlier?: string[]) => classifyMessage(m, { now, ...(earlier ? { earlier } : {}) });

/**
 * An overdose already taken, said without naming what was taken: "i took all of them"
 * after the visitor's own turns spoke of pills or were a crisis, and "just took the pills"
 * in chat style. Next to each, the same words in everyday talk, and "i took all of them"
 * with nothing before it, which stays small talk (it is as often cookies or photos).
 */
describe('"i took all of them" after pills or a crisis in the turns before', () => {
  it.each([
    [['i have a whole bottle of sleeping pills in front of me'], 'I took all of them'],
    [['my meds arent working anymore', 'whatever'], 'took em all'],
    [['i have 30 tylenol here'], 'just took the lot'],
    [['ive been saving up my pills'], 'i swallowed all of them an hour ago'],
    [['there are so many painkillers in the cabinet', 'my mom is asleep'], 'took them all.'],
    [['i want to overdose'], 'i took every last one'],
    // A crisis before, nothing named: "them" are most likely pills
    [['i want to die'], 'took every last one'],
    [['i cant do this anymore', 'nobody would even notice'], 'i took them all'],
    [['i have my antidepressants here'], 'I TOOK ALL OF THEM'],
    [['got a new bottle of advil today'], 'downed all of em lol'],
  ])('%j then %s', (earlier, message) => {
    expect(classify(message, earlier).crisis?.kind).toBe('overdose');
  });

  it('nearly taken is still a crisis, not an emergency', () => {
    expect(classify('i almost took all of them', ['i have my meds here']).crisis?.kind).toBe('suicide');
  });

  it('reads the turns the reply is written for, the message itself left out', () => {
    const history = [
      { role: 'user' as const, content: 'i have my sleeping pills right here' },
      { role: 'assistant' as const, content: "I'm really glad you told me." },
      { role: 'user' as const, content: 'i took all of them' },
    ];
    expect(verdictFor('i took all of them', history, now).crisis?.kind).toBe('overdose');
    expect(verdictFor('i took all of them', history.slice(1), now).crisis).toBeNull();
  });
});

describe('"took all of them" in everyday talk', () => {
  it.each([
    [[], 'I took all of them'],
    [[], 'i took all of them lol'],
    [['the kids left cookies on the plate'], 'i took all of them lol'],
    [['there were 20 photos on the card'], 'i took all of them'],
    [['i have my meds here'], 'I took all of them to the vet'],
    [['i have my meds here'], 'took all of them home with me'],
    [['the dogs were bored'], 'I took all of them to the vet'],
    [['my doctor gave me antibiotics'], 'took all of them like the doctor said'],
    [['i have three different pills now'], 'took all of them with breakfast'],
    [['i have my meds here'], "i didn't take all of them"],
    // The pills four turns back: too far to be what "them" are
    [['i have my sleeping pills here', 'anyway', 'the cookies are out', 'the kids ate half'], 'i took all of them'],
  ])('%j then %s', (earlier, message) => {
    expect(classify(message, earlier).crisis).toBeNull();
  });
});

describe('"just took the pills" in chat style', () => {
  it.each([
    'just took the pills',
    'i just took the pills',
    'Just took the pills.',
    'JUST TOOK THE PILLS',
    'jus took the pills lol',
    'just swallowed the pills',
    'just took the tablets its done',
    'just took the meds',
    'i just took the pills, bye',
    // A whole bottle with a time after it
    'i took the whole bottle a few hours ago',
    'took the whole bottle at 11',
    'took the whole bottle last night',
  ])('%s', (message) => {
    expect(classify(message).crisis?.kind).toBe('overdose');
  });

  it.each([
    'just took the pills, going to bed now',
    'just took the pills so i can sleep',
    'just took the pills my doctor gave me',
    'took the pills my doctor prescribed this morning',
    'just took the pills with dinner',
    'just took the pills for my headache',
    'did i just take the pills twice?',
    'just took my pills',
    'drank the whole bottle last night lol',
    'took the whole bottle of wine to the party',
  ])('no crisis: %s', (message) => {
    expect(classify(message).crisis).toBeNull();
  });
});
