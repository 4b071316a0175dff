/**
 * Rewrites, in place, what Zod's JSON Schema output says in ways OpenAPI 3.0 reads otherwise
 * (decision 060: the document passes Redocly's recommended rules). Each rewrite accepts exactly
 * the values the schema accepted before; the routes still validate with Zod, not with these.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one 3.0 schema that accepts null and nothing else. */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

/**
 * `nullable` counts in 3.0.3 only beside a `type`; Zod puts it beside `allOf` (a nullable
 * object or intersection) or `anyOf` (a nullable union). One `allOf` part is merged in; in a
 * union the first typed branch takes it (in a `oneOf` only one may, or null would match twice);
 * anything else becomes "that, or null".
 */
function moveNullable(schema: Json): void {
  if (schema.nullable !== true || 'type' in schema) return;
  delete schema.nullable;
  const { allOf } = schema;
  if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0])) {
    const [part] = allOf as [Json];
    delete schema.allOf;
    for (const [key, value] of Object.entries(part)) if (!(key in schema)) schema[key] = value;
    schema.nullable = true;
    return;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const typed = branches.find((branch): branch is Json => isObject(branch) && 'type' in branch);
    if (typed) {
      typed.nullable = true;
      return;
    }
  }
  const { description, ...rest } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  if (description !== undefined) schema.description = description;
  schema.anyOf = [rest, NULL_ONLY];
}

/** A tuple of two integers comes out as `items: { anyOf: [int, int] }`: one branch says it. */
function dropRepeatedBranches(schema: Json): void {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const seen = new Set<string>();
    const kept = branches.filter((branch) => {
      const text = JSON.stringify(branch);
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    });
    if (kept.length === 1 && isObject(kept[0]) && !('nullable' in schema)) {
      delete schema[key];
      for (const [name, value] of Object.entries(kept[0]))
        if (!(name in schema)) schema[name] = value;
    } else {
      schema[key] = kept;
    }
  }
}

/**
 * A record keyed by an enum comes out as `additionalProperties` plus `required` keys with no
 * `properties`: each required key is given the record's value schema, as the record implies.
 */
function declareRequiredKeys(schema: Json): void {
  const { required, additionalProperties } = schema;
  if (!Array.isArray(required) || !isObject(additionalProperties)) return;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const name of required) {
    if (typeof name === 'string' && !(name in properties)) properties[name] = additionalProperties;
  }
  schema.properties = properties;
}

/** Applies the rewrites to every schema under `node` (a document, an operation, a schema). */
export function tidySchemas(node: unknown, seen = new WeakSet<object>()): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item, seen);
    return;
  }
  if (!isObject(node) || seen.has(node)) return;
  seen.add(node);
  moveNullable(node);
  dropRepeatedBranches(node);
  declareRequiredKeys(node);
  for (const value of Object.values(node)) tidySchemas(value, seen);
}
