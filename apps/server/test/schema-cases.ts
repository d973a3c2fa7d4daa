import fc from 'fast-check';

/** The JSON Schema keywords TypeBox writes into the routes' schemas (the ones the generator reads). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  examples?: unknown[];
  default?: unknown;
};

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    "' or 1=1 --",
    '<script>',
    '../../etc/passwd',
    '\u0000',
  ),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  uuid: fc.uuid(),
};

/** Strings that match a pattern; fast-check reads most patterns, not look-aheads (their strings are tried). */
function matching(re: RegExp, fits: (v: string) => boolean): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(re).filter(fits);
  } catch {
    return fc.string({ maxLength: 40 });
  }
}

/** A string its schema accepts (an example when the schema gives some, a match of its pattern). */
function validString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 24);
  const fits = (v: string) => v.length >= min && v.length <= max;
  const examples = (s.examples ?? []).filter((e): e is string => typeof e === 'string');
  let base: fc.Arbitrary<string>;
  if (s.format && FORMATS[s.format]) base = FORMATS[s.format] as fc.Arbitrary<string>;
  else if (s.pattern) base = matching(new RegExp(s.pattern), fits);
  else base = fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
  return examples.length ? fc.oneof(fc.constantFrom(...examples), base) : base;
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000_000);
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(
    low,
    high,
    Math.min(high, Math.max(low, 0)),
    Math.min(high, Math.max(low, 1)),
  );
  const any = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(edges, any);
}

/** Values the schema accepts. */
export function valid(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => valid(o, depth)));
  if (s.allOf?.length) return valid(Object.assign({}, ...s.allOf), depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(valid(s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object':
      return depth > 3 ? fc.constant({}) : validObject(s, depth);
    default:
      return junk;
  }
}

function validObject(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(props)) model[name] = valid(prop, depth + 1);
  return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
}

/** A value the schema's own keywords refuse, when one can be named. */
function breaking(s: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const wrongType = fc.constantFrom<unknown>(null, true, [], {}, 'x', -1.5, 2 ** 60);
  if (type === 'string' && s.maxLength !== undefined)
    return fc.oneof(wrongType, fc.string({ minLength: s.maxLength + 1, maxLength: s.maxLength + 30 }));
  if ((type === 'integer' || type === 'number') && s.maximum !== undefined)
    return fc.oneof(wrongType, fc.integer({ min: s.maximum + 1, max: s.maximum + 1_000_000 }));
  if ((type === 'integer' || type === 'number') && s.minimum !== undefined)
    return fc.oneof(wrongType, fc.integer({ min: s.minimum - 1_000_000, max: s.minimum - 1 }));
  return fc.oneof(wrongType, junk);
}

/**
 * Values around the schema: mostly accepted ones (so the request reaches the handler with a session behind
 * it), else one property broken, dropped or added, else anything at all.
 */
export function around(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!s) return fc.option(junk, { nil: undefined, freq: 3 });
  const props = s.properties ?? {};
  const names = Object.keys(props);
  const accepted = valid(s);
  if (!names.length) return fc.oneof({ weight: 6, arbitrary: accepted }, { weight: 1, arbitrary: junk });
  const mutated = fc
    .tuple(validObject(s, 0), fc.constantFrom(...names), fc.nat(2))
    .chain(([value, name, how]) => {
      if (how === 0) {
        const { [name]: _dropped, ...rest } = value;
        return fc.constant(rest);
      }
      if (how === 1) return breaking(props[name] as JsonSchema).map((bad) => ({ ...value, [name]: bad }));
      return junk.map((extra) => ({ ...value, [`x${name}`]: extra }));
    });
  return fc.oneof(
    { weight: 6, arbitrary: accepted },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: junk },
  );
}

/** A query string's values: every value as the text a client would send. */
export function asQuery(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  );
}

/** A route's JSON body schema: its `body`, or the JSON one of a body declared per content type. */
export function jsonBodyOf(body: unknown): JsonSchema | undefined {
  const content = (body as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
  if (content) return content['application/json']?.schema;
  return body as JsonSchema | undefined;
}
