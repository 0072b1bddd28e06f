import type * as z from 'zod/mini';
import { InputError } from './errors.ts';
import { OWN_WORDS, ruleOf } from './issues.ts';
import { readParams } from './schema-fast-path.ts';

/**
 * Checks `value` against `schema`, throwing an `InputError` naming the first param at fault and its rule;
 * an unknown name is refused with the list of valid ones (a misspelt filter must not widen a query).
 */
export function checkInput<T>(schema: z.ZodMiniType<T>, value: unknown, where: string): T {
  // Plain values that conform are copied as zod would give them back, without its parse.
  const read = readParams(schema, value);
  if (read?.conforming) return read.copy as T;
  const input = read?.copy ?? value;
  const result = schema.safeParse(input, OWN_WORDS);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown) throw unknownParams(schema, unknown.path, unknown.keys, where);
  const issue = issues[0];
  const path = issue?.path ?? [];
  const param = path.map(String).join('.') || undefined;
  const rule =
    path.length > 0 && valueAt(input, path) === undefined
      ? 'is required'
      : issue
        ? ruleOf(issue)
        : 'is invalid';
  throw new InputError(param ? `${where}: ${param} ${rule}` : `${where}: ${rule}`, param);
}

function unknownParams(
  schema: z.ZodMiniType,
  path: readonly PropertyKey[],
  keys: readonly string[],
  where: string,
): InputError {
  const prefix = path.map(String).join('.');
  const names = keys.map((key) => (prefix ? `${prefix}.${key}` : key));
  const valid = Object.keys(shapeAt(schema, path) ?? {});
  const list = valid.length > 0 ? valid.join(', ') : 'none';
  return new InputError(
    `${where}: unknown param${names.length > 1 ? 's' : ''} ${names.join(', ')} (valid: ${list}; send others with extraQuery or extraBody)`,
    names[0],
  );
}

type Def = {
  type: string;
  shape?: object;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
};
type Schema = { _zod: { def: Def } };

/** The object shape a path leads to inside a schema, looking through optional, nullable, arrays and unions. */
function shapeAt(schema: unknown, path: readonly PropertyKey[]): object | undefined {
  const def = (schema as Schema | undefined)?._zod?.def;
  if (!def) return undefined;
  const inner = def.innerType ?? def.in;
  if (inner) return shapeAt(inner, path);
  if (def.type === 'union') return def.options?.map((option) => shapeAt(option, path)).find(Boolean);
  const [head, ...rest] = path;
  if (def.type === 'array') return shapeAt(def.element, typeof head === 'number' ? rest : path);
  if (def.type !== 'object' || !def.shape) return undefined;
  if (head === undefined) return def.shape;
  return shapeAt((def.shape as Record<PropertyKey, unknown>)[head], rest);
}

/** The value at `path` inside `value`, or undefined where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
