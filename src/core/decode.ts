import * as z from 'zod/mini';
import type { Endpoint } from './endpoint.ts';
import { type ErrorContext, ResponseValidationError } from './errors.ts';
import { describeIssues, OWN_WORDS } from './issues.ts';
import { fastCheckOf } from './schema-fast-path.ts';

/** The data of an answer: found under the endpoint's root key, then checked against its schema. */
export function decodeAnswer(
  endpoint: Endpoint,
  body: unknown,
  label: string,
  validate: boolean,
  response: Response,
): unknown {
  const context = { method: endpoint.method, url: response.url, status: response.status };
  const value = unwrap(endpoint, body, label, context);
  const schema = schemaFor(endpoint);
  if (!validate || schema === undefined || value === undefined) return value;
  if (fastCheckOf(schema)?.(value)) return value;
  const result = schema.safeParse(value, OWN_WORDS);
  if (result.success) return result.data;
  const root = endpoint.returns === 'body' ? '' : (endpoint.key ?? '');
  const issues = describeIssues(result.error.issues, root);
  throw new ResponseValidationError(
    `${label}: the answer does not match the spec: ${issues.slice(0, 3).join('; ')}`,
    issues,
    context,
  );
}

function unwrap(endpoint: Endpoint, body: unknown, label: string, context: ErrorContext): unknown {
  if (endpoint.returns === 'none') return undefined;
  if (endpoint.returns === 'body' || endpoint.key === undefined) return body;
  const container = (body as Record<string, unknown> | undefined)?.[endpoint.key];
  if (endpoint.returns !== 'one') return container ?? [];
  const item = Array.isArray(container) ? container[0] : container;
  if (item === undefined) {
    throw new ResponseValidationError(
      `${label}: the answer has no ${endpoint.key}`,
      [`${endpoint.key}: missing`],
      context,
    );
  }
  return item;
}

const arraySchemas = new WeakMap<object, z.ZodMiniType>();

function schemaFor(endpoint: Endpoint): z.ZodMiniType | undefined {
  const item = endpoint.schema as z.ZodMiniType | undefined;
  if (item === undefined || (endpoint.returns !== 'list' && endpoint.returns !== 'page')) return item;
  let array = arraySchemas.get(item);
  if (!array) {
    array = z.array(item);
    arraySchemas.set(item, array);
  }
  return array;
}
