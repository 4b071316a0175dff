import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { controlCharacterPath, FORBIDDEN_CONTROL_CHARACTER } from '@app/contracts';

/** What Fastify puts on a validation error: its issues, as describeValidation reads them. */
interface InputIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, never>;
  message: string;
}

/** How deep the quick walk looks; anything deeper is left to the contracts' own walk. */
const QUICK_DEPTH = 8;

/**
 * True when the input may hold a forbidden control character: one in a key or a string value,
 * or nesting deeper than the quick walk looks. False means controlCharacterPath finds none
 * (decision 051, third pass: every input of every call passes here, and a clean one, nearly
 * all of them, builds no path text and no key/value pairs). A true answer is settled by
 * controlCharacterPath, which names where.
 */
export function mayHoldControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN_CONTROL_CHARACTER.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= QUICK_DEPTH) return true;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      if (mayHoldControlCharacter(value[index], depth + 1)) return true;
    }
    return false;
  }
  // Object.keys: the same own enumerable string keys, in the same order, as Object.entries.
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (FORBIDDEN_CONTROL_CHARACTER.test(key)) return true;
    if (mayHoldControlCharacter(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Every schema-validated input (body, query string, path parameters) first passes the
 * contracts' control-character rule, then its own zod schema. One rule for every string field
 * of every route, present and future: a NUL byte never reaches a query (PostgreSQL answered 500
 * to it, SQLite stored it). Headers are left to Node, whose parser refuses control characters.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
  if (routeSchema.httpPart === 'headers') return validate;
  return (data: unknown) => {
    const path = mayHoldControlCharacter(data) ? controlCharacterPath(data) : null;
    if (path === null) return validate(data);
    const issue: InputIssue = {
      keyword: 'control_character',
      instancePath: path,
      schemaPath: '#/control_character',
      params: {},
      message: 'contains a control character',
    };
    return { error: [issue] as unknown as Error };
  };
};
