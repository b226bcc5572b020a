import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat server on loopback, for tests of the model path through
 * the real SDK. Each request takes the next scripted answer (the last one repeats):
 *   - 'stream': the chunks as SSE `chat.completion.chunk`s, `delayMs` apart, then how it ends:
 *     'done' (finish_reason "stop" and `data: [DONE]`), 'finish-only' (finish_reason, no
 *     [DONE]), 'done-only' ([DONE] without finish_reason), 'cut' (the connection just
 *     closes), 'stall' (stays open and silent until the client gives up), 'drop' (the socket is
 *     torn down, as when a server process dies mid-reply);
 *   - 'error': HTTP 500 with an OpenAI error body;
 *   - 'hang': not a byte, not even headers, until the client gives up.
 * A request without `stream: true` (a summary) gets a stream answer's chunks as one JSON completion.
 * Every request's URL, Authorization header and JSON body is recorded.
 */
export type FakeAnswer =
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      end?: 'done' | 'finish-only' | 'done-only' | 'cut' | 'stall' | 'drop';
    }
  | { kind: 'error' }
  | { kind: 'hang' };

export interface FakeRequest {
  url: string;
  auth: string | undefined;
  body: { messages?: { role: string; content: string }[]; [key: string]: unknown };
  raw: string;
}

export interface FakeLlmServer {
  baseUrl: string;
  requests: FakeRequest[];
  /** Scripts the answers of the next requests. */
  answer(...answers: FakeAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

function chunk(content: string | null, finish: string | null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  let script: FakeAnswer[] = [{ kind: 'stream', chunks: ['Hello!'] }];
  const requests: FakeRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}'), raw });
      const answer = (script.length > 1 ? script.shift() : script[0]) as FakeAnswer;
      if (answer.kind === 'hang') {
        open.add(res);
        res.on('close', () => open.delete(res));
        return;
      }
      if (answer.kind === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
        return;
      }
      if (requests.at(-1)?.body.stream !== true) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const message = { role: 'assistant', content: answer.chunks.join('') };
        res.end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            created: 0,
            model: 'test-model',
            choices: [{ index: 0, message, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      open.add(res);
      res.on('close', () => open.delete(res));
      for (const piece of answer.chunks) {
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (res.destroyed) return;
        res.write(chunk(piece, null));
      }
      const end = answer.end ?? 'done';
      if (end === 'done') res.end(`${chunk(null, 'stop')}data: [DONE]\n\n`);
      else if (end === 'finish-only') res.end(chunk(null, 'stop'));
      else if (end === 'done-only') res.end('data: [DONE]\n\n');
      else if (end === 'cut') res.end();
      else if (end === 'drop') {
        // Once what was written has left (an SSE comment flushes it), the connection dies.
        await new Promise((resolve) => res.write(': flush\n\n', resolve));
        res.socket?.destroy();
      }
      // 'stall': keep the connection open and silent until the client gives up.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer: (...answers) => {
      script = answers;
    },
    reset: () => {
      requests.length = 0;
      script = [{ kind: 'stream', chunks: ['Hello!'] }];
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
