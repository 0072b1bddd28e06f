/** Whether a value passes: `true` means zod would accept it and give it back unchanged. */
export type FastCheck = (value: unknown) => boolean;

interface Def {
  type: string;
  checks?: readonly unknown[];
  format?: string;
  innerType?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
  shape?: Readonly<Record<string, { _zod: { def: Def } }>>;
  catchall?: { _zod: { def: Def } };
  keyType?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
  options?: readonly { _zod: { def: Def } }[];
  entries?: Readonly<Record<string, unknown>>;
  values?: Iterable<unknown>;
}

const compiled = new WeakMap<object, FastCheck | null>();

/**
 * A check of answers against a response schema that skips zod's parse when the answer conforms: built
 * once per schema from its definition, for the shapes response schemas use (objects keeping, refusing or
 * stripping unknown keys, optional, nullable, strings, finite numbers, safe integers, booleans, arrays,
 * records, enums, literals, unions, unknown). Undefined when the schema holds anything else (checks,
 * defaults, transforms): zod parses every answer then. When the check fails, zod parses the answer too,
 * so errors (and stripped keys) are zod's own.
 */
export function fastCheckOf(schema: object): FastCheck | undefined {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = build((schema as { _zod: { def: Def } })._zod.def);
    compiled.set(schema, check);
  }
  return check ?? undefined;
}

function build(def: Def): FastCheck | null {
  if (def.checks?.length) return null;
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      return numberCheck(def.format);
    case 'unknown':
      return () => true;
    case 'enum':
      return memberOf(Object.values(def.entries ?? {}));
    case 'literal':
      return memberOf([...(def.values ?? [])]);
    case 'optional':
      return wrap(def.innerType, (inner) => (value) => value === undefined || inner(value));
    case 'nullable':
      return wrap(def.innerType, (inner) => (value) => value === null || inner(value));
    case 'array':
      return wrap(def.element, (item) => (value) => Array.isArray(value) && value.every(item));
    case 'union':
      return unionCheck(def.options ?? []);
    case 'record':
      return recordCheck(def);
    case 'object':
      return objectCheck(def);
    default:
      return null;
  }
}

function numberCheck(format: string | undefined): FastCheck | null {
  if (format === undefined) return (value) => typeof value === 'number' && Number.isFinite(value);
  if (format === 'safeint') return (value) => Number.isSafeInteger(value);
  return null;
}

function memberOf(values: readonly unknown[]): FastCheck {
  const set = new Set(values);
  return (value) => set.has(value);
}

function wrap(schema: { _zod: { def: Def } } | undefined, make: (inner: FastCheck) => FastCheck) {
  const inner = schema ? build(schema._zod.def) : null;
  return inner ? make(inner) : null;
}

function unionCheck(options: readonly { _zod: { def: Def } }[]): FastCheck | null {
  const checks = options.map((option) => build(option._zod.def));
  if (checks.length === 0 || checks.includes(null)) return null;
  const all = checks as FastCheck[];
  return (value) => all.some((check) => check(value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function recordCheck(def: Def): FastCheck | null {
  const key = def.keyType?._zod.def;
  if (key?.type !== 'string' || key.checks?.length) return null;
  return wrap(def.valueType, (item) => (value) => isRecord(value) && Object.values(value).every(item));
}

function objectCheck(def: Def): FastCheck | null {
  const fields: [string, FastCheck][] = [];
  for (const [key, schema] of Object.entries(def.shape ?? {})) {
    const check = build(schema._zod.def);
    if (!check) return null;
    fields.push([key, check]);
  }
  const catchall = def.catchall?._zod.def.type;
  // Unknown keys: kept (loose) pass; refused (strict) or dropped (strip) send the value to zod.
  if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'never') return null;
  const keepsUnknown = catchall === 'unknown';
  const known = new Set(fields.map(([key]) => key));
  return (value) => {
    if (!isRecord(value)) return false;
    for (const [key, check] of fields) if (!check(value[key])) return false;
    if (keepsUnknown) return true;
    for (const key in value) if (!known.has(key)) return false;
    return true;
  };
}
