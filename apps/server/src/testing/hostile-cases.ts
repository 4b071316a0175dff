/**
 * Hostile inputs for every operation of the OpenAPI document: a valid-looking sample of each
 * input built from its JSON schema, then one field at a time replaced by something no route may
 * accept (control characters, over-long text, wrong types, oversized or fractional amounts).
 * Not a test file: hostile-input.test.ts sends these cases and judges the answers.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export type Part = 'body' | 'query' | 'path';

/** One operation with a sample of each of its inputs. */
export interface Operation {
  method: string;
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  bodyType: 'json' | 'form' | null;
  body: Record<string, unknown> | undefined;
  query: Record<string, string>;
  params: Record<string, string>;
  fields: Field[];
}

/** An input field: where it is and its schema. */
export interface Field {
  part: Part;
  /** Keys (and array indexes) down to the field, e.g. ['transfers', 0, 'amount']. */
  at: (string | number)[];
  schema: JsonSchema;
}

export interface HostileCase {
  label: string;
  field: Field;
  value: unknown;
}

/** Values that satisfy the document's patterns (a sample must pass its own schema). */
const PATTERN_SAMPLES = ['DEMO', '12345678', '1', '5511987654321', '+55', '123456', '2026-11-01'];
const PATTERN_FALLBACKS = ['demo@example.com', 'abcdefghijklmnop0123', '1234 5678 9012', '10.00'];

/** Samples of path parameters that name something that exists (set by the test). */
export type KnownValues = Record<string, string>;

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** The branch of a union a sample is built from: the first that is not null. */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return concrete(branches.find((b) => firstType(b) !== 'null') ?? branches[0]!);
  if (schema.allOf?.length) return concrete(Object.assign({}, ...schema.allOf) as JsonSchema);
  return schema;
}

function sampleString(schema: JsonSchema): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = [...PATTERN_SAMPLES, ...PATTERN_FALLBACKS].find((text) => pattern.test(text));
    if (found) return found;
  }
  const length = Math.min(Math.max(schema.minLength ?? 1, 3), schema.maxLength ?? 3);
  return 'abcdefghij'.repeat(10).slice(0, Math.max(length, schema.minLength ?? 0));
}

/** A value that the schema accepts, as far as its JSON form can say. */
export function sample(input: JsonSchema, name = ''): unknown {
  const schema = concrete(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (firstType(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sample(schema.items ?? {}, name),
      );
    case 'object':
    default: {
      if (!schema.properties) return schema.type === 'object' ? {} : 'abc';
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [key, sample(property, key)]),
      );
    }
  }
}

function fieldsOf(schema: JsonSchema, part: Part, at: (string | number)[]): Field[] {
  const resolved = concrete(schema);
  const here: Field = { part, at, schema: resolved };
  const type = firstType(resolved);
  if (type === 'object' && resolved.properties) {
    return Object.entries(resolved.properties).flatMap(([key, property]) =>
      fieldsOf(property, part, [...at, key]),
    );
  }
  if (type === 'array' && resolved.items) {
    return [here, ...fieldsOf(resolved.items, part, [...at, 0])];
  }
  return [here];
}

/** Every operation of the document with samples of its inputs and a list of its fields. */
export function operationsOf(document: OpenApiDocument, known: KnownValues): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const query: Record<string, string> = {};
      const params: Record<string, string> = {};
      const fields: Field[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        const value = known[parameter.name] ?? String(sample(parameter.schema, parameter.name));
        (parameter.in === 'query' ? query : params)[parameter.name] = value;
        fields.push({
          part: parameter.in,
          at: [parameter.name],
          schema: concrete(parameter.schema),
        });
      }
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const form = content['application/x-www-form-urlencoded']?.schema;
      const bodySchema = json ?? form;
      const body = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
      if (bodySchema) fields.push(...fieldsOf(bodySchema, 'body', []));
      operations.push({
        method: method.toUpperCase(),
        path,
        bodyType: json ? 'json' : form ? 'form' : null,
        body,
        query,
        params,
        fields: fields.filter((field) => field.part !== 'body' || field.at.length > 0),
      });
    }
  }
  return operations;
}

/** Longer than any text field of ours may be: a field without a maxLength meets this. */
export const UNBOUNDED_TEXT = 20_000;

/** The hostile replacements of one field (form bodies and the URL carry text only). */
export function hostileValues(field: Field, textOnly: boolean): HostileCase[] {
  const { schema } = field;
  const type = firstType(schema);
  const cases: [string, unknown][] = [
    ['NUL', 'a\u0000b'],
    ['escape sequence', '\u001b[2J'],
    ['C1 control', 'x\u0085y'],
    ['DEL', 'x\u007f'],
  ];
  if (type === 'string' || schema.enum) {
    cases.push(['over-long text', 'a'.repeat((schema.maxLength ?? UNBOUNDED_TEXT) + 1)]);
  }
  if (type === 'integer' || type === 'number') {
    cases.push(['oversized number', textOnly ? '1000000000000000' : 1e15]);
    cases.push(['huge number', textOnly ? '1e300' : 1e300]);
    cases.push(['not a number', 'abc']);
    if ((schema.minimum ?? -1) >= 0) cases.push(['negative', textOnly ? '-1' : -1]);
    if (type === 'integer') cases.push(['fraction', textOnly ? '1.5' : 1.5]);
  }
  if (!textOnly) {
    if (type === 'string') cases.push(['number for text', 12345]);
    if (type !== 'array') cases.push(['array', ['x']]);
    cases.push(['object', { nested: 'x' }]);
    if (type === 'boolean') cases.push(['text for a flag', 'yes']);
  }
  return cases.map(([label, value]) => ({ label, field, value }));
}

/** A copy of the operation's sample with one field replaced. */
export function withValue(
  operation: Operation,
  field: Field,
  value: unknown,
): Pick<Operation, 'body' | 'query' | 'params'> {
  const copy = {
    body: structuredClone(operation.body),
    query: { ...operation.query },
    params: { ...operation.params },
  };
  if (field.part !== 'body') {
    copy[field.part === 'path' ? 'params' : 'query'][field.at[0] as string] = String(value);
    return copy;
  }
  let target = copy.body as Record<string | number, unknown>;
  for (const key of field.at.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[field.at[field.at.length - 1]!] = value;
  return copy;
}

/** The URL of an operation with its path parameters and query string. */
export function urlOf(path: string, params: Record<string, string>, query: Record<string, string>) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** How a field reads in our validation messages: `body.transfers[0].amount`. */
export function fieldLabel(field: Field): string {
  const context =
    field.part === 'path' ? 'params' : field.part === 'query' ? 'querystring' : 'body';
  const rest = field.at.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');
  return `${context}${rest}`;
}
