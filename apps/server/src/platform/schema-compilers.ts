import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (doc: unknown) => string;

/**
 * Fastify's schema compilers, kept for the whole process instead of one set per app. Every app compiled
 * each route's validators (Ajv) and response serializers (fast-json-stringify) anew when it started:
 * 1.2 s of CPU for 339 routes, paid by every test file and every extra node a test builds. The validators
 * come from one Ajv per option set (the library's own pool), which keeps what it compiled by schema; the
 * serializers are kept here by schema object and options. A schema's code depends only on the schema,
 * the options and the shared schemas: with shared schemas added (this app adds none) nothing is kept.
 */
const buildValidator = ValidatorSelector();
const buildSerializerFor = SerializerSelector();
const serializers = new WeakMap<object, Map<string, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializerFor(externalSchemas, options);
  if (Object.keys(externalSchemas ?? {}).length > 0) return compile;
  const optionsKey = JSON.stringify(options ?? {});
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const byOptions = serializers.get(schema) ?? new Map<string, Serializer>();
    serializers.set(schema, byOptions);
    const serializer = byOptions.get(optionsKey) ?? compile(route);
    byOptions.set(optionsKey, serializer);
    return serializer;
  };
};

export const SCHEMA_COMPILERS = { buildValidator, buildSerializer };
