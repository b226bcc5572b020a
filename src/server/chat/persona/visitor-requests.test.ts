import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';
import { obeyRequests, requestsIn } from './visitor-requests.ts';

const SMALL_TALK = [
  'tell me about yourself',
  'how was your day?',
  'what do you like to do?',
  'i have two kids',
  'ok',
  'i work as a nurse',
  'lol',
  'what do i do?',
  'cool',
  'i live in Leeds',
  'hmm',
  'yeah',
];

describe('what the visitor asks of the companion holds for the rest of the conversation', () => {
  it('"keep it short": agreed to, then every reply is a sentence or two', async () => {
    const { replies } = await playConversation({
      avatarId: 10,
      seed: 9,
      script: ['hi', 'keep it short please', ...SMALL_TALK],
    });
    expect(replies[1]).toMatch(/short/i);
    for (const reply of replies.slice(1)) {
      expect(reply.length, reply).toBeLessThanOrEqual(170);
      expect(reply.split(/(?<=[.!?])\s+/).length, reply).toBeLessThanOrEqual(3);
    }
  });

  it('"can you stop asking me questions": agreed to, and no later reply asks one', async () => {
    const { replies } = await playConversation({
      avatarId: 6,
      seed: 7,
      script: ['hi', 'whats your name?', 'can you stop asking me questions', ...SMALL_TALK],
    });
    expect(replies[2]).toMatch(/question|quizzing/i);
    for (const reply of replies.slice(2)) expect(reply, reply).not.toContain('?');
  });

  it('"don\'t call me sugar": the persona\'s pet name never comes back', async () => {
    const { replies } = await playConversation({
      avatarId: 5,
      seed: 3,
      script: ['hey', "my name's Alex", "don't call me sugar", ...SMALL_TALK, ...SMALL_TALK],
    });
    expect(replies[2]).toMatch(/won't call you that|no more of that/i);
    for (const reply of replies) expect(reply, reply).not.toMatch(/sugar/i);
  });

  it('"stop using emojis": not even the visitor\'s own come back', async () => {
    const { replies } = await playConversation({
      avatarId: 7,
      seed: 1,
      script: ['hi', 'stop using emojis', 'I love pistachio gelato 🍦', 'my cat Miso 🐱 is asleep on me'],
    });
    expect(replies[1]).toMatch(/emoji/i);
    for (const reply of replies) expect(reply, reply).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('a refused form of address goes where it addresses the visitor, and only there', () => {
    const love = requestsIn('please dont call me love');
    const sugar = requestsIn('stop calling me sugar');
    if (!love || !sugar) throw new Error('both are requests');
    expect(obeyRequests("I'd love to hear more, love. How was the gig?", love)).toBe(
      "I'd love to hear more. How was the gig?",
    );
    expect(obeyRequests('Love, that sounds great!', love)).toBe('That sounds great!');
    expect(obeyRequests('Thanks, my love. Lovely to see you.', love)).toBe('Thanks. Lovely to see you.');
    expect(obeyRequests('Hey sugar! Sugar in your coffee?', sugar)).toBe('Hey! Sugar in your coffee?');
  });
});
