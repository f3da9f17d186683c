import { z } from 'zod';

type JsonObject = Record<string, unknown>;

/**
 * The JSON Schema of a zod contract, as a request ('input') or an answer ('output') sees it, for the OpenAPI
 * document. Records keyed by an enum become objects with those properties, so the typed client keeps the keys
 * (`Record<BatchStatus, number>`, not any string).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return enumRecordsAsObjects(rest) as JsonObject;
}

function enumRecordsAsObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enumRecordsAsObjects);
  if (!node || typeof node !== 'object') return node;
  const walked = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, enumRecordsAsObjects(value)]),
  ) as JsonObject;
  const keys = (walked.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const values = walked.additionalProperties;
  if (!keys || walked.properties || !values || typeof values !== 'object') return walked;
  const { propertyNames: _names, additionalProperties: _values, ...object } = walked;
  return {
    ...object,
    properties: Object.fromEntries(keys.map((key) => [String(key), values])),
    additionalProperties: false,
  };
}
