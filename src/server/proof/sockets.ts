import http from 'node:http';
import net from 'node:net';

/** An answer read off a real socket; `body` is the raw bytes (empty for an event stream). */
export interface SocketAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over a real socket of its own (what `inject` cannot do: an event stream
 * never ends under inject). An event stream is judged by its status and headers and
 * dropped at once; any other answer is read to its end. No answer within 5 s rejects.
 */
export function overSocket(
  port: number,
  req: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer },
): Promise<SocketAnswer> {
  const target = new URL(`http://localhost${req.url}`);
  return new Promise((resolve, reject) => {
    const out = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers,
        agent: false,
      },
      (res) => {
        const answer = { statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) };
        if (/event-stream/.test(String(res.headers['content-type']))) {
          res.destroy();
          resolve(answer);
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }));
      },
    );
    out.setTimeout(5_000, () => out.destroy(new Error('no answer within 5 s')));
    out.on('error', reject);
    out.end(req.method === 'GET' || req.method === 'HEAD' ? undefined : req.payload);
  });
}

/** Writes the bytes as they are, half-closes, and collects whatever comes back until the server closes. */
export function rawExchange(port: number, bytes: Buffer | string): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(3_000, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', () => {});
    socket.end(bytes);
  });
}
