// What the API reference says under each endpoint method, from the endpoint registry: the HTTP method and path
// it calls, its params and their meaning, an example call and the errors it throws. The same sources as the
// CLI's help and the MCP tools (the method's and the fields' JSDoc, the zod schemas); nothing is written twice.
import * as z from 'zod/mini';
import type { CatalogEntry, JsonSchema } from '../src/internal/catalog.ts';
import { requiredFields, sampleOf } from './example-input.ts';
import type { RegistryMethod } from './registry-methods.ts';

/** The reference's sections of one method of one class (a shared class lists each namespace's endpoint). */
export interface MethodDoc {
  /** Markdown: the endpoint (or, for a class several namespaces build, each call and its endpoint), params. */
  readonly endpoint: string;
  /** TypeScript: a call of the method. */
  readonly example: string;
  /** Names of the error classes the method throws, the ones particular to it first. */
  readonly throws: readonly string[];
}

/** Errors any call may throw, whatever it calls. */
export const ANY_CALL_ERRORS = [
  'CredentialsError',
  'AuthenticationError',
  'PermissionError',
  'RateLimitError',
  'ServerError',
  'ConnectionError',
  'TimeoutError',
  'AbortError',
  'RedirectError',
  'ResponseTooLargeError',
  'ResponseValidationError',
] as const;

/** One registry method with its catalog entry (input schema, with each field's meaning). */
export interface DocumentedMethod {
  readonly method: RegistryMethod;
  readonly catalog: CatalogEntry;
}

/** The docs of every endpoint method, by `Class.verb` (`DeskPeople.list`). */
export function methodDocs(methods: readonly DocumentedMethod[]): Map<string, MethodDoc> {
  const byMember = new Map<string, DocumentedMethod[]>();
  for (const item of methods) {
    const member = `${item.method.ownerClass}.${item.method.entry.verb}`;
    byMember.set(member, [...(byMember.get(member) ?? []), item]);
  }
  return new Map([...byMember].map(([member, items]) => [member, docOf(items)]));
}

function docOf(items: readonly DocumentedMethod[]): MethodDoc {
  const [first] = items as [DocumentedMethod];
  const endpoint =
    items.length === 1
      ? `\`${endpointOf(first)}\`: ${effectOf(first)}.`
      : items.map((item) => `- \`${callOf(item)}\`: \`${endpointOf(item)}\`, ${effectOf(item)}.`).join('\n');
  const table = paramsTable(first);
  return {
    endpoint: table ? `${endpoint}\n\n${table}` : endpoint,
    example: exampleOf(first),
    throws: [...new Set(items.flatMap(particularErrors)), ...ANY_CALL_ERRORS],
  };
}

function endpointOf({ method }: DocumentedMethod): string {
  return `${method.entry.endpoint.method} ${method.entry.endpoint.path}`;
}

function callOf({ method }: DocumentedMethod): string {
  return `pike13.${method.name}(${method.params.map((param) => param.replace(/[?:].*/, '')).join(', ')})`;
}

function effectOf({ method }: DocumentedMethod): string {
  const { effect, idempotent, entry } = { ...method.entry, entry: method.entry };
  const access = entry.endpoint.public ? '; reachable with `clientId` alone' : '';
  if (effect === 'read') return `reads, changes nothing${access}`;
  const kind = effect === 'write' ? 'writes' : 'destructive (what it removes cannot be got back)';
  return `${kind}, ${idempotent ? 'idempotent' : 'not idempotent'}${access}`;
}

/** The errors of this method beyond any call's: bad input, an id that names nothing, a refused change. */
function particularErrors({ method }: DocumentedMethod): string[] {
  const { endpoint, pathParams, effect } = method.entry;
  const takesInput = pathParams.length > 0 || endpoint.query !== undefined || endpoint.body !== undefined;
  return [
    ...(takesInput ? ['InputError'] : []),
    ...(pathParams.length > 0 ? ['NotFoundError'] : []),
    ...(effect === 'read' ? [] : ['ValidationError']),
  ];
}

/** A Markdown table of the path params and of the query's or body's fields; none when it takes none. */
function paramsTable({ method, catalog }: DocumentedMethod): string | undefined {
  const { pathParams, endpoint } = method.entry;
  const where = endpoint.body ? 'body' : 'query';
  const properties = (catalog.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((catalog.inputSchema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(([name, schema]) => {
    const place = pathParams.includes(name) ? 'path' : where;
    const meaning = String(schema.description ?? '');
    return `| \`${name}\` | ${place} | ${typeOf(schema)} | ${required.has(name) ? 'yes' : 'no'} | ${cell(meaning)} |`;
  });
  const union = catalog.inputSchema.anyOf ? unionNote(method) : '';
  if (rows.length === 0) return union || undefined;
  return `| Param | In | Type | Required | Meaning |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}${union && `\n\n${union}`}`;
}

function unionNote(method: RegistryMethod): string {
  return `The ${method.entry.endpoint.body ? 'body' : 'query'} is one of the shapes of \`${method.paramsType}\`.`;
}

/** A short reading of a JSON Schema's type: `integer`, `date-time`, `"a", "b" or "c"`, `integer array`. */
export function typeOf(schema: JsonSchema): string {
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) {
    const kinds = choices.filter((choice) => choice.type !== 'null');
    // A timestamp is a `date-time` string or one matching its pattern: read as `date-time`.
    const formatted = kinds.every((kind) => kind.type === 'string') && kinds.find((kind) => kind.format);
    return formatted ? typeOf(formatted) : [...new Set(kinds.map(typeOf))].join(' or ');
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(', ');
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null').join(' or ')
    : schema.type;
  if (type === 'array') return `${typeOf((schema.items ?? {}) as JsonSchema)} array`;
  if (type === 'string' && typeof schema.format === 'string') return schema.format;
  return typeof type === 'string' && type ? type : 'any';
}

/** A table cell's text: on one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replaceAll('|', '\\|');
}

/**
 * A call with sample ids and the required fields (or one documented field) of its query or body; where
 * such a sample breaks a rule of the schema (a refinement, a union), the input is a declared value of its type.
 */
function exampleOf({ method, catalog }: DocumentedMethod): string {
  const { pathParams, endpoint } = method.entry;
  const args = pathParams.map((name, index) =>
    endpoint.pathKinds?.[name] === 'slug' ? `'example'` : String(index + 1),
  );
  const input = exampleInput(method, catalog);
  const schema = endpoint.body ?? endpoint.query;
  const valid = !schema || z.safeParse(schema, input ?? {}).success;
  const [inputName = 'params'] = method.params.at(-1)?.split(/[?:]/) ?? [];
  if (!valid) args.push(inputName);
  else if (input !== undefined) args.push(literal(input));
  const declared = valid ? '' : `declare const ${inputName}: ${method.paramsType};\n`;
  const call = `pike13.${method.name}(${args.join(', ')})`;
  if (endpoint.returns === 'page')
    return `${declared}for await (const item of ${call}) {\n  console.log(item);\n}`;
  if (endpoint.returns === 'none') return `${declared}await ${call};`;
  const answer = answerName(method.returnType);
  return `${declared}const ${answer === inputName && !valid ? 'answer' : answer} = await ${call};`;
}

/** Params a list example leaves out: its pages are read by the loop. */
const PAGE_PARAMS = new Set(['page', 'per_page']);

/** The sample query or body of the example: `undefined` when the method may be called without one. */
export function exampleInput(method: RegistryMethod, catalog: CatalogEntry): unknown {
  const { pathParams, endpoint } = method.entry;
  if (!endpoint.query && !endpoint.body) return undefined;
  const properties = (catalog.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  const fields: JsonSchema = {
    ...catalog.inputSchema,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !pathParams.includes(name))),
    required: ((catalog.inputSchema.required ?? []) as string[]).filter((name) => !pathParams.includes(name)),
  };
  const sample = fields.anyOf ? sampleOf(fields) : requiredFields(fields);
  if (sample && typeof sample === 'object' && Object.keys(sample).length > 0) return sample;
  const samples = Object.entries(fields.properties as Record<string, JsonSchema>)
    .map(([name, schema]) => ({ name, value: sampleOf(schema) }))
    .filter((field) => field.value !== undefined);
  const optional = method.params.at(-1)?.includes('?:');
  const field = samples.find((item) => !PAGE_PARAMS.has(item.name)) ?? (optional ? undefined : samples[0]);
  if (field) return { [field.name]: field.value };
  return optional ? undefined : {};
}

/** `ApiPromise<Person>` → `person`, `ApiPromise<Location[]>` → `locations`, anything else → `answer`. */
function answerName(returnType: string): string {
  const match = /^\w+<([A-Z]\w*)(\[\])?>$/.exec(returnType);
  if (!match?.[1]) return 'answer';
  const name = match[1].charAt(0).toLowerCase() + match[1].slice(1);
  if (!match[2]) return name;
  return name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`;
}

/** A value as a TypeScript literal, in the project's style: `{ q: 'example', ids: [1] }`. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${propertyName(key)}: ${literal(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return typeof value === 'string' ? `'${value.replaceAll("'", "\\'")}'` : String(value);
}

function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
}
