import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's export puts in the API document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * A value the app handed out earlier in the run (a channel or video id, a checkout token, a file
 * path), taken at send time by index from what was harvested: requests are generated up front from
 * the seed, the ids only exist once the app made them.
 */
export class Known {
  constructor(
    readonly kind: 'id' | 'token' | 'file',
    readonly index: number,
  ) {}
}
export const known = (kind: Known['kind']) => fc.nat().map((i) => new Known(kind, i));

/** Megabytes in one string: past the 1 MB body limit, and far past every field's maxLength. */
export const HUGE = 'x'.repeat(2 * 1024 * 1024 + 3);

/** Strings that broke something somewhere once: NUL, replacement patterns, SQL, paths, surrogates. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "$'",
  '$&$1$$',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '%00',
  '%zz',
  '../../../etc/passwd',
  '..%2F..%2Fetc',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\r\nX-Injected: 1',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '99999999999999999999999',
  '-0',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0_00000000-0000-4000-8000-000000000000',
  '99999999999999999999_00000000-0000-4000-8000-000000000000',
  'é'.repeat(400),
  '😀'.repeat(300),
  'x'.repeat(10_000),
];

const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/** Wrong types, out-of-range numbers, odd shapes: what a schema-valid value never is. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [[[]]], { '': '' }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__')), fc.string(), {
      maxKeys: 3,
    }),
  },
);

const STRING_CAP = 64;

function stringOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid')
    return fc.oneof({ weight: 3, arbitrary: known('id') }, { weight: 2, arbitrary: fc.uuid() });
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return schema.maxLength === undefined
        ? matching
        : matching.filter((s) => s.length <= (schema.maxLength ?? 0) && s.length >= (schema.minLength ?? 0));
    } catch {
      // A pattern fast-check cannot invert (look-ahead): plain strings, mostly refused, still sent.
    }
  }
  if (schema.format === 'email')
    return fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: fc.string() });
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? STRING_CAP, Math.max(minLength, STRING_CAP));
  const edges: string[] = [];
  if (schema.maxLength !== undefined)
    edges.push('é'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  if (minLength > 0) edges.push('a'.repeat(minLength - 1));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  const edges = [min, max, ...(integer ? [] : [min + 0.5])];
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function objectOf(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, arbitraryOf(s, hostile)]));
  const record = fc.record(shape, { requiredKeys: Object.keys(shape).filter((k) => required.has(k)) });
  if (!hostile) return record;
  // Extra properties (additionalProperties: false must refuse them) and dropped required ones.
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'extra', 'id', 'role', 'ownerId', 'admin'),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: record },
    { weight: 1, arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...(required.size ? [...required] : [''])))
        .map(([r, drop]) => Object.fromEntries(Object.entries(r as object).filter(([k]) => k !== drop))),
    },
  );
}

/** The values of one schema node, without hostile replacements (the hostile ones come per node). */
function validOf(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, hostile)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf), hostile);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, hostile), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 12),
      });
    case 'object':
      return objectOf(schema, hostile);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for a schema. Hostile: at every node, now and then, a value the schema refuses — a
 * hostile string, a wrong type, an unknown enum value, a number past its bounds — so a request
 * is mostly valid and fails on one field, which is what reaches deep into a handler's checks.
 */
export function arbitraryOf(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const valid = validOf(schema, hostile);
  const withNull = schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(null) })
    : valid;
  if (!hostile) return withNull;
  const outside: fc.Arbitrary<unknown>[] = [hostileValue];
  if (schema.enum?.length)
    outside.push(
      fc.constantFrom('unknown', `${String(schema.enum[0])}x`, String(schema.enum[0]).toUpperCase()),
    );
  if (schema.maximum !== undefined) outside.push(fc.constant(schema.maximum + 1));
  if (schema.minimum !== undefined) outside.push(fc.constant(schema.minimum - 1));
  return fc.oneof({ weight: 9, arbitrary: withNull }, { weight: 1, arbitrary: fc.oneof(...outside) });
}
