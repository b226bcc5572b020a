import OpenAI from 'openai';
import { CHAT_SUMMARY_MAX_LENGTH } from '../../shared/contracts/chat-memory.ts';
import type { LlmConfig } from '../config.ts';
import type { ConversationTurn } from './reply-engine.ts';

/** What the extractive summary keeps at most: room for the newest turns' gist. */
const EXTRACT_MAX_LENGTH = 1200;
const SUMMARY_TIMEOUT_MS = 60_000;

/** What a summary is written from: the summary so far and the turns to fold into it. */
export interface SummaryInput {
  previous: string;
  turns: ConversationTurn[];
  characterName: string;
  signal: AbortSignal;
}

/** Writes the rolling summary of a conversation (an LLM call, or the offline extract). */
export interface SummaryWriter {
  readonly name: string;
  write(input: SummaryInput): Promise<string>;
}

function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Words that make a visitor's sentence worth keeping: they tell about themselves or what happens. */
const TELLING = /\b(i|i'm|i've|i'll|my|me|we|our|we're)\b/i;

/**
 * The offline summary: the visitor's own sentences that tell something (first person, not
 * a bare greeting or question), oldest first, after what the previous summary kept; when
 * too long, the oldest go first. Written in the third person ("The user said: …") so the
 * model reads it as a record, not as lines to continue.
 */
export function extractiveSummary(previous: string, turns: ConversationTurn[]): string {
  const kept = previous.trim() ? previous.trim().split('\n') : [];
  const seen = new Set(kept.map((line) => line.toLowerCase()));
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    for (const sentence of sentences(turn.content)) {
      const words = sentence.split(/\s+/).length;
      if (words < 4 || words > 60 || sentence.endsWith('?') || !TELLING.test(sentence)) continue;
      const line = `The user said: "${sentence.replace(/"/g, "'")}"`;
      if (seen.has(line.toLowerCase())) continue;
      seen.add(line.toLowerCase());
      kept.push(line);
    }
  }
  while (kept.length > 1 && kept.join('\n').length > EXTRACT_MAX_LENGTH) kept.shift();
  return kept.join('\n').slice(0, EXTRACT_MAX_LENGTH);
}

export const extractiveSummaryWriter: SummaryWriter = {
  name: 'offline-extract',
  async write(input) {
    return extractiveSummary(input.previous, input.turns);
  },
};

/**
 * A separate short, non-streamed call to the OpenAI-compatible endpoint: the previous
 * summary and the turns leaving the prompt in, a summary of at most ~150 words out.
 */
export function createLlmSummaryWriter(config: LlmConfig): SummaryWriter {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    timeout: SUMMARY_TIMEOUT_MS,
    // The job runs again at its next time: no retries inside one run.
    maxRetries: 0,
  });
  return {
    name: `openai-compatible:${config.model}`,
    async write(input) {
      const transcript = input.turns
        .map((t) => `${t.role === 'user' ? 'User' : input.characterName}: ${t.content}`)
        .join('\n');
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          stream: false,
          max_tokens: 256,
          temperature: 0.2,
          messages: [
            {
              role: 'system',
              content: `You keep the memory of a conversation between a user and ${input.characterName}. Write a summary of at most 150 words, in the third person: what the user told about themselves, what happened, what is still open. Keep what the previous summary says unless the new turns change it. Answer with the summary only.`,
            },
            {
              role: 'user',
              content: `Previous summary:\n${input.previous.trim() || '(none)'}\n\nNew turns:\n${transcript}`,
            },
          ],
        },
        { signal: input.signal },
      );
      const text = completion.choices[0]?.message?.content?.trim() ?? '';
      if (!text) throw new Error('LLM returned an empty summary');
      return text.slice(0, CHAT_SUMMARY_MAX_LENGTH);
    },
  };
}
