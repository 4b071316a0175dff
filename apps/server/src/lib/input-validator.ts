import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { controlCharacterPath } from '@app/contracts';

/** What Fastify puts on a validation error: its issues, as describeValidation reads them. */
interface InputIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, never>;
  message: string;
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
    const path = controlCharacterPath(data);
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
