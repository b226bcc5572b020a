import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { MULTIPART_TYPE, multipartBody } from '../test/creator-fixtures.ts';
import { deeplyNestedJson, hostileString, hostileValue, oddQuery, percentEncode, segment } from './hostile-values.ts';
import type { RouteEntry } from './route-table.ts';
import { type JsonSchema, objectFor, valueFor } from './schema-values.ts';

/** A route with what the app's OpenAPI document says it accepts (nothing for hidden routes). */
export interface FuzzTarget {
  route: RouteEntry;
  body: JsonSchema | undefined;
  query: Record<string, JsonSchema>;
  multipart: boolean;
}

/** Who sends it: a role's fresh session, no cookie, an ended session, or cookie garbage. */
export type Sender = 'anon' | 'guest' | 'member' | 'creator' | 'moderator' | 'stale' | { cookie: string };

export interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  sender: Sender;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Things that exist in the fuzz app, so some requests get past the 404s. */
export interface FuzzWorld {
  liveIds: number[];
  png: Buffer;
  card: Buffer;
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export function fuzzTargets(app: FastifyInstance, routes: RouteEntry[]): FuzzTarget[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return routes.map((route) => {
    const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const content = op?.requestBody?.content ?? {};
    const query = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]);
    return {
      route,
      body: content['application/json']?.schema,
      query: Object.fromEntries(query),
      multipart: 'multipart/form-data' in content,
    };
  });
}

/** Mostly valid, one field at a time hostile. */
const mostly = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });

function pathFor(pattern: string, world: FuzzWorld): fc.Arbitrary<string> {
  const parts = pattern.split('/').map((part): fc.Arbitrary<string> => {
    if (part.startsWith(':')) return segment(world.liveIds);
    if (part === '*') {
      const piece = fc.oneof(fc.constantFrom('static', 'index.html', 'a.js', '..', '%2e%2e', 'x.html'), hostileString);
      return fc.array(piece.map(percentEncode), { maxLength: 4 }).map((p) => p.join('/'));
    }
    return fc.constant(part);
  });
  const path = fc.tuple(...parts).map((p) => p.join('/'));
  const twist = fc.constantFrom<(p: string) => string>(
    (p) => `${p}/`,
    (p) => `/${p}`,
    (p) => `${p}/${'x'.repeat(70_000)}`,
    (p) => `${p}%`,
    (p) => `${p}%E0%A4%A`,
    (p) => p.toUpperCase(),
    (p) => p.replace('/api/', '/api/./'),
    (p) => p.replace('/api/', '/%61pi/'),
  );
  return fc.oneof(
    { weight: 12, arbitrary: path },
    fc.tuple(path, twist).map(([p, f]) => f(p)),
  );
}

function toQuery(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (v) => `${percentEncode(key)}=${percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function queryFor(target: FuzzTarget): fc.Arbitrary<string> {
  const own = objectFor({ properties: target.query }, (key, s) => mostly(valueFor(s, key))).map(toQuery);
  const foreign = fc.dictionary(hostileString, hostileString, { maxKeys: 4 }).map(toQuery);
  return fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 4, arbitrary: own }, foreign, oddQuery);
}

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a" 1}',
  'nul',
  '[1,]',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '1e999999',
  '"\\ud800"',
  '-',
  '[['.repeat(50_000),
  '{"a":'.repeat(20_000),
];

const json = (payload: string | Buffer) => ({ 'content-type': 'application/json', payload });

type Body = { 'content-type'?: string; payload?: string | Buffer };

const DEEP_MARK = '\u0001deep\u0001';

/** A schema-shaped body with one field (or the whole body) replaced by deeply nested JSON. */
function deepBodyFor(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.tuple(shaped, deeplyNestedJson, fc.nat()).map(([value, deep, pick]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return json(deep);
    const keys = Object.keys(value);
    const key = keys.length ? (keys[pick % keys.length] ?? 'value') : 'value';
    const text = JSON.stringify({ ...value, [key]: DEEP_MARK });
    return json(text.replace(JSON.stringify(DEEP_MARK), deep));
  });
}

function jsonBodyFor(target: FuzzTarget): fc.Arbitrary<Body> {
  const shaped = target.body ? objectFor(target.body, (key, s) => mostly(valueFor(s, key))) : hostileValue;
  const cut = fc.tuple(shaped, fc.nat()).map(([v, n]) => {
    const text = JSON.stringify(v) ?? '';
    return text.slice(0, n % (text.length + 1));
  });
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map((v) => json(JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: hostileValue.map((v) => json(JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_JSON), cut).map(json) },
    { weight: 1, arbitrary: deepBodyFor(shaped) },
    // Beyond the 1 MB body limit (and every route's own smaller one).
    { weight: 1, arbitrary: fc.constant(json(JSON.stringify({ message: 'x'.repeat(1_100_000) }))) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => json(Buffer.from(b))) },
    {
      weight: 2,
      arbitrary: fc.record({
        'content-type': fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'text/html',
          'application/octet-stream',
          '*/*',
          'a/b/c',
          ';;',
        ),
        payload: fc.oneof(
          shaped.map((v) => JSON.stringify(v) ?? ''),
          hostileString,
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function multipartFor(world: FuzzWorld) {
  const part = fc.record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, hostileString),
    name: fc.oneof(fc.constantFrom('pic.png', 'card.json', '../../x.html', 'a\u0000b.png', ''), hostileString),
    type: fc.constantFrom('image/png', 'application/json', 'text/html', 'image/svg+xml', 'video/mp4', ''),
    bytes: fc.oneof(
      fc.constant(world.png),
      fc.constant(world.card),
      fc.uint8Array({ maxLength: 300 }).map(Buffer.from),
    ),
    cut: fc.nat(),
  });
  return part.map(({ field, name, type, bytes, cut }) => {
    const body = multipartBody(name.replace(/[\r\n"]/g, '_'), type, bytes, field.replace(/[\r\n"]/g, '_'));
    return { 'content-type': MULTIPART_TYPE, payload: cut % 4 === 0 ? body.subarray(0, cut % body.length) : body };
  });
}

const printable = fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

const extraHeaders = fc.record(
  {
    origin: fc.constantFrom('http://localhost:80', 'https://evil.example', 'null'),
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none'),
    'last-event-id': fc.oneof(fc.constantFrom('r1:5', 'm1', 'r99999999999:1', 'm-1'), printable),
    'accept-encoding': fc.constantFrom('br', 'gzip;q=0', '*', 'br;q=NaN', 'identity;q=0, *;q=0'),
    range: fc.constantFrom('bytes=0-0', 'bytes=abc', 'bytes=99999999999999-', 'bytes=0-1,2-3', 'bytes=-0'),
    'if-none-match': printable,
    'x-forwarded-for': printable,
    'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/event-stream'),
  },
  { requiredKeys: [] },
);

const sender: fc.Arbitrary<Sender> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Sender>('anon', 'guest', 'member', 'creator', 'moderator', 'stale') },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('sid=%', 'sid=a; sid=b', '=;;=', 'sid', `sid=${'a'.repeat(5_000)}`, 'sid="unterminated'),
        printable.map((s) => `sid=${s}`),
      )
      .map((cookie) => ({ cookie })),
  },
);

const OTHER_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Requests for one route: its method (sometimes another), URL, sender, headers, body. */
export function requestFor(target: FuzzTarget, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const { method, url } = target.route;
  const methods = fc.oneof(
    { weight: 8, arbitrary: fc.constant(method) },
    fc.constant<HTTPMethods>(method === 'GET' ? 'HEAD' : method),
    fc.constantFrom(...OTHER_METHODS),
  );
  const body = target.multipart
    ? fc.oneof({ weight: 3, arbitrary: multipartFor(world) }, jsonBodyFor(target))
    : jsonBodyFor(target);
  return fc
    .record({
      method: methods,
      path: pathFor(url, world),
      query: queryFor(target),
      sender,
      headers: extraHeaders,
      body,
    })
    .map(({ method, path, query, sender, headers, body }) => {
      const { payload, ...contentType } = body as Body;
      return {
        method,
        url: `${path}${query}`,
        sender,
        headers: { ...headers, ...contentType },
        ...(payload === undefined ? {} : { payload }),
      };
    });
}
