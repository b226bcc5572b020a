import fc from 'fast-check';

/**
 * Values for a route's own schema (the OpenAPI document the app generates from its zod
 * contracts), so fuzzed requests get past validation often enough to reach the services
 * and the database, where one field at a time is then replaced by something hostile.
 */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const SHORT = 40;

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (/email/i.test(name) || schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time' || /At$/.test(name)) {
    return fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'small' });
    } catch {
      // A pattern fast-check cannot invert: plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  const plain = fc.string({ minLength, maxLength });
  // Valid by length, but carrying what text columns choke on: NUL, lone surrogates, controls.
  const spiked = fc
    .tuple(plain, fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0007', '\u202e', '\uffff'), fc.nat())
    .map(([text, odd, at]) => {
      const cut = at % (text.length + 1);
      return `${text.slice(0, cut)}${odd}${text.slice(cut)}`.slice(0, Math.max(maxLength, 1));
    });
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: spiked });
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  // Small values hit rows that exist; the whole range hits the edges of the columns.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }) },
    fc.integer({ min, max }),
  );
}

/** Mostly valid values for `schema`; `name` is the property it sits in (for emails). */
export function valueFor(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => valueFor(s, name)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const value = plainValueFor(schema, name);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return schema.nullable || types.includes('null') ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function plainValueFor(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return objectFor(schema, (key, s) => valueFor(s, key));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with the schema's properties; `field` makes each property's value. */
export function objectFor(
  schema: JsonSchema,
  field: (key: string, schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, field(key, s)]));
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(record, { requiredKeys: required }) },
    // Required fields left out too.
    { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
  );
}
