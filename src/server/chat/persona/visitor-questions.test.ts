import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.ts';
import { visitorQuestion } from './visitor-questions.ts';

describe('questions about the visitor', () => {
  it.each([
    ["What's my job again?", 'work', null],
    ['whats my jobb', 'work', null],
    ['WHAT IS MY JOB', 'work', null],
    ['what do I do for a living?', 'work', null],
    ['what do i do again?', 'work', null],
    ['Do you remember what I do for work?', 'work', null],
    ['Do you remember my cat’s name?', 'pet', 'cat'],
    ['do u remeber my cats name', 'pet', 'cat'],
    ["what's my dog called", 'pet', 'dog'],
    ['What is the name of my cat?', 'pet', 'cat'],
    ['What pets do I have?', 'pet', null],
    ["Remind me, what's my pet's name?", 'pet', 'pet'],
    ['Which city do I live in?', 'place', null],
    ['What day is my exam?', 'plan', 'exam'],
    ['do you remember when my interview is?', 'plan', 'interview'],
    ['What do I do for fun?', 'like', null],
    ['Do you remember what my job is?', 'work', null],
    ['where do I live?', 'place', null],
    ['wher do i live', 'place', null],
    ['Do you know where I live?', 'place', null],
    ['Where am I from?', 'origin', null],
    ["What's my sister's name?", 'family', 'sister'],
    ['how many kids do I have?', 'family', 'kids'],
    ['who is my sister?', 'about', 'sister'],
    ['What did I tell you about my sister?', 'about', 'sister'],
    ['do you remember my exam?', 'about', 'exam'],
    ['When is my exam?', 'plan', 'exam'],
    ['What am I doing on Friday?', 'plan', 'friday'],
    ['what do I have tomorrow', 'plan', 'tomorrow'],
    ['What do I like?', 'like', null],
    ["What's my favourite food?", 'like', 'food'],
    ['What do I hate?', 'dislike', null],
    ['How was I feeling?', 'mood', null],
    ["What's my name?", 'name', null],
    ['do you remember me', 'name', null],
    ['What do you know about me?', 'everything', null],
    ['What have I told you so far?', 'everything', null],
    ['How old am I?', 'age', null],
    ['how old am i again', 'age', null],
    ["What's my age?", 'age', null],
    ['Do you remember how old I am?', 'age', null],
    ['What is my hobby?', 'hobby', null],
    ['What are my hobbies?', 'hobby', null],
    ['Do you remember my hobbies?', 'hobby', null],
    ['What do I like doing?', 'like', 'doing'],
    ['What do I like doing on weekends?', 'like', 'doing'],
    ['What do I love to do?', 'like', 'doing'],
  ])('%s', (text, topic, subject) => {
    expect(visitorQuestion(text)).toMatchObject({ topic, subject });
  });

  it.each([
    "I'm bored, what do I do?",
    "What's your name?",
    'Where do you live?',
    'What do you like?',
    'What is the capital of Mongolia?',
    'My exam is on Friday',
    'I have a cat called Miso',
  ])('is not a question about the visitor: %s', (text) => {
    expect(visitorQuestion(text)).toBeNull();
  });

  it('asks for a name when the name is the point', () => {
    expect(visitorQuestion("What's my cat's name?")?.wantsName).toBe(true);
    expect(visitorQuestion('What did I tell you about my cat?')?.wantsName).toBe(false);
  });
});

describe('intents still read the companion-directed questions', () => {
  it.each([
    ["What's your name?", 'ask-name'],
    ['What do you like?', 'ask-likes'],
    ['What are you doing?', 'ask-doing'],
    ['Tell me a story', 'ask-story'],
    ['What is the capital of Mongolia?', 'question'],
    ["I'm Sam, what's yours?", 'ask-name'],
  ])('%s', (text, intent) => {
    expect(detectIntents(text).has(intent as never)).toBe(true);
  });
});

describe('a message that asks: one reading for the intents and for what is remembered (statements.ts)', () => {
  it.each([
    ['do you like jazz', true],
    ['tell me what I like', true],
    ['what do I like doing on weekends', true],
    ["when I'm bored I paint", false],
    ['what a day', false],
    ["can't wait for Friday", false],
  ])('%s: question %s', (text, question) => {
    expect(detectIntents(text).has('question')).toBe(question);
  });
});
