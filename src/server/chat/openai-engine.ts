import OpenAI from 'openai';
import type { LlmConfig } from '../config.ts';
import { buildSystemPrompt, estimateTokens, trimHistory } from './prompt.ts';
import type { ReplyEngine, ReplyInput } from './reply-engine.ts';

/**
 * Replies from any OpenAI-compatible chat endpoint (OpenAI, Ollama, llama.cpp server,
 * vLLM, LM Studio, OpenRouter), streamed. Throws on provider errors and when the whole
 * reply takes longer than the configured timeout; the worker then falls back offline.
 */
export function createOpenAiEngine(config: LlmConfig): ReplyEngine {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers need no key, but the SDK insists on one.
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    // A visitor is waiting: fail over to the offline engine rather than retry.
    maxRetries: 0,
  });
  return {
    name: `openai-compatible:${config.model}`,
    async *generate(input: ReplyInput) {
      const system = buildSystemPrompt(input.persona, input.memory, input.premiumName);
      const budget = Math.max(64, config.contextTokens - config.maxTokens - estimateTokens(system));
      const history = trimHistory(input.history, budget);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = AbortSignal.any([input.signal, timeout]);
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          stream: true,
          max_tokens: config.maxTokens,
          temperature: 0.8,
          messages: [{ role: 'system', content: system }, ...history],
        },
        { signal },
      );
      let produced = 0;
      try {
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            produced += delta.length;
            yield delta;
          }
        }
      } catch (error) {
        if (timeout.aborted) throw new Error(`LLM reply timed out after ${config.timeoutMs} ms`);
        throw error;
      }
      // An aborted stream can end quietly instead of throwing: a cut-off reply is no reply.
      if (timeout.aborted) throw new Error(`LLM reply timed out after ${config.timeoutMs} ms`);
      if (input.signal.aborted) throw input.signal.reason ?? new Error('aborted');
      if (produced === 0) throw new Error('LLM returned an empty reply');
    },
  };
}
