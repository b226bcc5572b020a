import OpenAI from 'openai';
import type { LlmConfig } from '../config.ts';
import { buildSystemPrompt, conversationForModel, estimateTokens, postHistoryInstructions } from './prompt.ts';
import { IncompleteReplyError, type ReplyEngine, type ReplyInput } from './reply-engine.ts';

class ModelTimeoutError extends Error {}

/**
 * A fetch that notes whether the server sent the stream's `data: [DONE]` line (the SDK
 * swallows it), so a stream that simply stops can be told from one that finished.
 */
function watchingForDone(seen: { done: boolean }): typeof fetch {
  return async (url, init) => {
    const response = await fetch(url, init);
    if (!response.body) return response;
    const decoder = new TextDecoder();
    let tail = '';
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          tail = (tail + decoder.decode(chunk, { stream: true })).slice(-64);
          if (/data:\s*\[DONE\]/.test(tail)) seen.done = true;
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(watched, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/**
 * Replies from any OpenAI-compatible chat endpoint (OpenAI, Ollama, llama.cpp server,
 * vLLM, LM Studio, OpenRouter), streamed. A healthy model is never cut off for being long:
 * it must start within the first-token timeout and never fall silent for longer than the
 * idle timeout, however long it keeps writing. Throws on provider errors and timeouts (the
 * worker then answers offline) and IncompleteReplyError when the stream ends without a
 * finish signal (no finish_reason, no [DONE]): a cut reply is never passed off as whole.
 */
export function createOpenAiEngine(config: LlmConfig): ReplyEngine {
  return {
    name: `openai-compatible:${config.model}`,
    async *generate(input: ReplyInput) {
      const seen = { done: false };
      const client = new OpenAI({
        baseURL: config.baseUrl,
        // Local servers need no key, but the SDK insists on one.
        apiKey: config.apiKey ?? 'not-needed',
        // Covers the wait for response headers; the first-token timer below covers the rest.
        timeout: config.firstTokenTimeoutMs,
        // A visitor is waiting: the worker decides about retries (once, for a cut stream).
        maxRetries: 0,
        fetch: watchingForDone(seen),
      });
      const system = buildSystemPrompt(
        input.persona,
        input.memory,
        input.premiumName,
        input.safety,
        input.lore,
        input.summary,
      );
      // The card's instructions for after the conversation go last, where the card means them.
      const post = postHistoryInstructions(input.persona, input.memory);
      const after = post ? [{ role: 'system' as const, content: post }] : [];
      const reserved = estimateTokens(system) + (post ? estimateTokens(post) : 0);
      const budget = Math.max(64, config.contextTokens - config.maxTokens - reserved);
      const messages = conversationForModel(
        input.persona,
        input.history,
        input.memory,
        budget,
        input.opensWithGreeting,
      );

      const timer = new AbortController();
      let timedOut: string | null = null;
      let clock: NodeJS.Timeout | undefined;
      const arm = (ms: number, what: string) => {
        clearTimeout(clock);
        clock = setTimeout(() => {
          timedOut = `LLM ${what} after ${ms} ms`;
          timer.abort(new ModelTimeoutError(timedOut));
        }, ms);
      };
      arm(config.firstTokenTimeoutMs, 'sent no reply text');
      const signal = AbortSignal.any([input.signal, timer.signal]);
      let produced = 0;
      let finished = false;
      try {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            stream: true,
            max_tokens: config.maxTokens,
            temperature: 0.8,
            messages: [{ role: 'system', content: system }, ...messages, ...after],
          },
          { signal },
        );
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finished = true;
          const delta = choice?.delta?.content;
          if (delta) {
            produced += delta.length;
            arm(config.idleTimeoutMs, 'fell silent mid-reply');
            yield delta;
          } else if (produced > 0) {
            arm(config.idleTimeoutMs, 'fell silent mid-reply');
          }
        }
      } catch (error) {
        if (timedOut) throw new ModelTimeoutError(timedOut);
        throw error;
      } finally {
        clearTimeout(clock);
      }
      // An aborted stream can end quietly instead of throwing: a cut-off reply is no reply.
      if (timedOut) throw new ModelTimeoutError(timedOut);
      if (input.signal.aborted) throw input.signal.reason ?? new Error('aborted');
      if (produced === 0) throw new Error('LLM returned an empty reply');
      if (!finished && !seen.done) throw new IncompleteReplyError('LLM stream ended without a finish signal');
    },
  };
}
