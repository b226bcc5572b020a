import fc from 'fast-check';

/**
 * Hostile values: the strings, numbers and shapes a careless or malicious client sends.
 * Shared by the per-endpoint fuzz (JSON, query strings, path segments, headers).
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil\u202c',
  'שלום עולם',
  'مرحبا',
  '😀'.repeat(40),
  '👩‍👩‍👧‍👦',
  'Z̴̡͎̈́a̸̢̛l̷̨͠g̵̢̛o̶',
  '\uFEFF',
  '\uFFFF',
  '\u0085\u2028\u2029',
  '\r\nSet-Cookie: injected=1',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1) UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  '%00',
  '%s%s%n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '$' + '{7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }) },
  // Lone surrogates, which no valid UTF-8 can carry.
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) }),
  },
  // Long: beyond every field's limit, some beyond the body limit once encoded.
  { weight: 1, arbitrary: fc.constantFrom(300, 5_001, 70_000).map((n) => 'é'.repeat(n)) },
);

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  1e-320,
  1e308,
  -1e308,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

/** Anything JSON can carry, with a bias to the values that break code. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, ...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * Each byte as percentEncode writes it: unreserved characters as themselves, any other as
 * `%` and its hex digits, unpadded (a byte below 16 gives a one-digit escape such as `%a`,
 * which servers must refuse as malformed: kept, it is part of what the fuzz sends).
 */
const ENCODED_BYTES = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16)}`;
});

/**
 * Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD). By table:
 * an array and a regular expression test per byte made this a fifth of the full-size
 * fuzz's time (strings of up to 100,000 characters).
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) encoded += ENCODED_BYTES[byte];
  return encoded;
}

const BAD_SEGMENTS = [
  '',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  '%201',
  '01',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '1;x=1',
  "1'--",
  '1%20OR%201=1',
  '%3Cscript%3E',
  '%EF%BC%91',
];

/** A path segment for a `:param`: ids that exist, and everything an id must not be. */
export function segment(liveIds: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...liveIds).map(String) },
    { weight: 3, arbitrary: fc.constantFrom(...BAD_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(2_000, 100_000).map((n) => '7'.repeat(n)) },
  );
}

/** Whole query strings that no schema expects. */
export const oddQuery: fc.Arbitrary<string> = fc.constantFrom(
  '?',
  '?&&&',
  '?=x',
  '?a',
  '?%',
  '?a=%zz',
  '?a[b]=1&a[c]=2',
  '?limit=1&limit=2',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  `?${'a=1&'.repeat(3_000)}`,
  `?search=${'x'.repeat(100_000)}`,
  '?%00=%00',
);

/**
 * Valid JSON nested far deeper than any form needs, as text (JSON.stringify itself overflows
 * the stack on such values): 40,000 levels once froze the server for ~10 s in one request.
 * From just past the cap (64) to ~800 KB, under the 1 MB body limit.
 */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(65, 1_000, 40_000, 400_000),
    fc.constantFrom<[string, string]>(['[', ']'], ['{"a":', '}'], ['[{"a":', '}]'], ['{"":[', ']}']),
    fc.constantFrom('', '1', '"x"', 'null', '"\\u0000"'),
  )
  .map(([depth, [open, close], inner]) => {
    const levels = open.length > 1 ? Math.floor(depth / 2) : depth;
    const bottom = inner === '' && open.endsWith(':') ? '0' : inner;
    return `${open.repeat(levels)}${bottom}${close.repeat(levels)}`;
  });
