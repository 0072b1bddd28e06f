/** Whether a value passes: `true` means zod would accept it and give it back unchanged. */
export type FastCheck = (value: unknown) => boolean;

interface Def {
  type: string;
  checks?: readonly unknown[];
  format?: string;
  innerType?: Schema;
  element?: Schema;
  shape?: Readonly<Record<string, Schema>>;
  catchall?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: readonly Schema[];
  entries?: Readonly<Record<string, unknown>>;
  values?: Iterable<unknown>;
}

interface Schema {
  _zod: { def: Def; optin?: string; optout?: string };
}

// What a value is, one bit each: a node accepts the kinds in its mask without looking further.
const UNDEFINED = 1;
const NULL = 2;
const BOOLEAN = 4;
const STRING = 8;
const FINITE = 16;
const SAFE_INT = 32;
const OBJECT = 64;
const ARRAY = 128;
/** NaN, infinities, functions, symbols, bigints: nothing JSON holds. */
const OTHER = 256;
const ANY = 511;

// What a node checks beyond its mask (plain numbers, which a bundler inlines): nothing, an object's fields,
// an array's items, a record's values, a set of values, union options, a scalar's checks.
const BY_MASK = 0;
const BY_FIELDS = 1;
const BY_ITEMS = 2;
const BY_ENTRIES = 3;
const BY_VALUES = 4;
const BY_OPTIONS = 5;
const BY_RULE = 6;
type Kind = number;

/**
 * One schema, checked by `conforms()`: a value whose kind is in `mask` passes; otherwise `kind` says what to
 * look at. Every node has the same fields (one hidden class), so the checks stay monomorphic.
 */
interface Node {
  mask: number;
  kind: Kind;
  /** `false` when a value this node refuses may still be one zod accepts (so a union cannot use it). */
  exact: boolean;
  /** Object: the node of each key (`undefined` left out of its mask where the key must be there). */
  fields: ReadonlyMap<string, Node>;
  /** Object: how many keys must be there. */
  required: number;
  /** Object: whether unknown keys are kept (loose); otherwise any unknown key goes to zod. */
  keepsUnknown: boolean;
  /** Array element or record value. */
  item: Node | undefined;
  /** Enum and literal values; union options with more than a mask. */
  values: ReadonlySet<unknown> | undefined;
  options: readonly Node[];
  /** A string or number with checks (bounds, lengths, a pattern): whether a value passes them all. */
  rule: ((value: unknown) => boolean) | undefined;
  /** Object: the keys of the last value checked, in its order, and their nodes (see `fieldOf`). */
  lastKeys: string[];
  lastFields: (Node | undefined)[];
}

const NOTHING: readonly never[] = [];
const NO_FIELDS: ReadonlyMap<string, Node> = new Map();

function node(mask: number, kind: Kind, exact: boolean, parts: Partial<Node> = {}): Node {
  return {
    mask,
    kind,
    exact,
    fields: parts.fields ?? NO_FIELDS,
    required: parts.required ?? 0,
    keepsUnknown: parts.keepsUnknown ?? false,
    item: parts.item,
    values: parts.values,
    options: parts.options ?? NOTHING,
    rule: parts.rule,
    lastKeys: [],
    lastFields: [],
  };
}

/** A schema the check does not know (other checks, transforms, pipes…): every value goes to zod. */
const UNKNOWN_TO_CHECK = node(0, BY_MASK, false);

const nodes = new WeakMap<object, Node>();
const checks = new WeakMap<object, FastCheck | null>();

/**
 * A check of answers against a response schema that skips zod's parse when the answer conforms: built
 * once per schema from its definition (plain data read by one function, no generated code), for the
 * shapes response schemas use (objects keeping, refusing or stripping unknown keys, optional, nullable,
 * defaults, strings, finite numbers, safe integers, booleans, null, arrays, records, enums, literals,
 * unions, unknown; number bounds, a string's least length and pattern). A part it does not know (other
 * checks, transforms, pipes) sends every value reaching it to zod. When the check fails, zod parses the
 * answer, so errors, defaults and stripped keys are zod's own. It answers for JSON values (what an
 * answer's body parses to).
 */
export function fastCheckOf(schema: object): FastCheck | undefined {
  let check = checks.get(schema);
  if (check === undefined) {
    const root = nodeOf(schema as Schema);
    check = root === UNKNOWN_TO_CHECK ? null : (value) => conforms(root, value);
    checks.set(schema, check);
  }
  return check ?? undefined;
}

function nodeOf(schema: Schema): Node {
  let built = nodes.get(schema);
  if (!built) {
    built = build(schema._zod.def);
    nodes.set(schema, built);
  }
  return built;
}

function build(def: Def): Node {
  if (def.checks?.length) return checkedNode(def);
  switch (def.type) {
    case 'string':
      return def.format === undefined ? node(STRING, BY_MASK, true) : UNKNOWN_TO_CHECK;
    case 'number':
      return numberNode(def.format);
    case 'boolean':
      return node(BOOLEAN, BY_MASK, true);
    case 'null':
      return node(NULL, BY_MASK, true);
    case 'unknown':
    case 'any':
      return node(ANY, BY_MASK, true);
    case 'enum':
      return valuesNode(Object.values(def.entries ?? {}));
    case 'literal':
      return valuesNode([...(def.values ?? [])]);
    case 'optional':
      return optionalNode(def.innerType as Schema);
    case 'nullable':
      return widened(nodeOf(def.innerType as Schema), NULL);
    case 'default':
      return defaultNode(nodeOf(def.innerType as Schema));
    case 'array':
      return arrayNode(nodeOf(def.element as Schema));
    case 'record':
      return recordNode(def);
    case 'object':
      return objectNode(def);
    case 'union':
      return unionNode((def.options ?? []).map(nodeOf));
    default:
      return UNKNOWN_TO_CHECK;
  }
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  format?: string;
  pattern?: RegExp;
}

/**
 * A string or number with checks that zod runs without changing the value (bounds, a least length, a
 * pattern, as input params declare them): a value of its kind passes when every check does. Any other
 * check goes to zod.
 */
function checkedNode(def: Def): Node {
  if (def.type !== 'string' && def.type !== 'number') return UNKNOWN_TO_CHECK;
  const base = build({ ...def, checks: [] });
  const tests = (def.checks ?? []).map((check) => testOf((check as { _zod: { def: CheckDef } })._zod.def));
  if (base.kind !== BY_MASK || base.mask === 0 || tests.includes(undefined)) return UNKNOWN_TO_CHECK;
  const passes = tests as ((value: never) => boolean)[];
  const rule = (value: unknown) =>
    (base.mask & kindOf(value)) !== 0 && passes.every((test) => test(value as never));
  // Exact, though a least length refuses some strings with a surrogate pair that zod may accept: a union's
  // other option that takes such a string gives it back unchanged, as this one would have.
  return node(0, BY_RULE, true, { rule });
}

function testOf(def: CheckDef): ((value: never) => boolean) | undefined {
  const { check, value = 0, inclusive = false, minimum = 0, pattern } = def;
  if (check === 'greater_than') return (number: number) => number > value || (inclusive && number === value);
  if (check === 'less_than') return (number: number) => number < value || (inclusive && number === value);
  // zod counts code points: without a surrogate pair they are the UTF-16 units; with one, zod decides.
  if (check === 'min_length')
    return (text: string) =>
      text.length >= 2 * minimum || (text.length >= minimum && !HIGH_SURROGATE.test(text));
  if (check !== 'string_format' || def.format !== 'regex' || pattern === undefined) return undefined;
  return (text: string) => {
    pattern.lastIndex = 0; // as zod does, for a pattern with the g or y flag
    return pattern.test(text);
  };
}

function numberNode(format: string | undefined): Node {
  if (format === undefined) return node(FINITE | SAFE_INT, BY_MASK, true);
  return format === 'safeint' ? node(SAFE_INT, BY_MASK, true) : UNKNOWN_TO_CHECK;
}

function valuesNode(values: readonly unknown[]): Node {
  return node(0, BY_VALUES, true, { values: new Set(values) });
}

/** The same node accepting one more kind of value as it is. */
function widened(inner: Node, mask: number): Node {
  return { ...inner, mask: inner.mask | mask };
}

/** `undefined` passes, unless the inner schema puts a default in its place. */
function optionalNode(inner: Schema): Node {
  const built = nodeOf(inner);
  return inner._zod.optin === 'defaulted' ? { ...built, exact: false } : widened(built, UNDEFINED);
}

/** A value given is the inner schema's; a missing one gets the default, which zod puts in. */
function defaultNode(inner: Node): Node {
  return { ...inner, mask: inner.mask & ~UNDEFINED, exact: false };
}

function arrayNode(item: Node): Node {
  return node(0, BY_ITEMS, item.exact, { item });
}

function recordNode(def: Def): Node {
  const key = def.keyType?._zod.def;
  if (key?.type !== 'string' || key.checks?.length || key.format !== undefined) return UNKNOWN_TO_CHECK;
  const item = nodeOf(def.valueType as Schema);
  return node(0, BY_ENTRIES, item.exact, { item });
}

function objectNode(def: Def): Node {
  const catchall = def.catchall?._zod.def.type;
  // Unknown keys: kept (loose) pass; refused (strict) or dropped (strip) send the value to zod.
  if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'never') return UNKNOWN_TO_CHECK;
  // A symbol key is zod's to check (the walk reads string keys only).
  if (Object.getOwnPropertySymbols(def.shape ?? {}).length > 0) return UNKNOWN_TO_CHECK;
  const entries = Object.entries(def.shape ?? {});
  // A key Object.prototype has is present in every object for zod (`key in input`): zod decides.
  if (entries.some(([key]) => key in Object.prototype)) return UNKNOWN_TO_CHECK;
  // A key may be missing only where zod leaves it missing: an optional field, not a defaulted one.
  const fields = new Map(
    entries.map(([key, schema]) => {
      const field = nodeOf(schema);
      const mayBeMissing = schema._zod.optin === 'optional' && schema._zod.optout === 'optional';
      return [key, mayBeMissing ? field : { ...field, mask: field.mask & ~UNDEFINED }];
    }),
  );
  const required = [...fields.values()].filter((field) => (field.mask & UNDEFINED) === 0).length;
  const exact = catchall !== undefined && [...fields.values()].every((field) => field.exact);
  return node(0, BY_FIELDS, exact, {
    fields,
    required,
    keepsUnknown: catchall === 'unknown',
  });
}

function unionNode(options: readonly Node[]): Node {
  // zod gives the first option that passes: only options that refuse exactly what zod refuses may be tried
  // in any order.
  if (options.length === 0 || !options.every((option) => option.exact)) return UNKNOWN_TO_CHECK;
  const mask = options.reduce((all, option) => all | option.mask, 0);
  const deeper = options.filter((option) => option.kind !== BY_MASK);
  if (deeper.length === 0) return node(mask, BY_MASK, true);
  if (deeper.length === 1) return widened(deeper[0] as Node, mask);
  return node(mask, BY_OPTIONS, true, { options: deeper });
}

/** Params read once for their check: the keys zod reads, and whether zod would give them back as they are. */
export interface ReadParams {
  copy: Record<string, unknown>;
  conforming: boolean;
}

/**
 * The params of the object `schema` read once, as zod's parse reads them: its shape's keys in order, each
 * present one copied. When every value is a plain one that conforms, the copy is what zod gives back;
 * otherwise zod parses the copy, which it reads as it would the params (no caller's getter runs twice).
 * Undefined, for zod to read the params themselves, when they are not an object or have an unknown key,
 * or when the check does not know the schema (refinements, transforms, loose objects).
 */
export function readParams(schema: object, value: unknown): ReadParams | undefined {
  const root = nodeOf(schema as Schema);
  if (root.kind !== BY_FIELDS || root.keepsUnknown || kindOf(value) !== OBJECT) return undefined;
  const input = value as Record<string, unknown>;
  for (const key in input) if (!root.fields.has(key)) return undefined;
  const copy: Record<string, unknown> = {};
  let conforming = true;
  for (const [key, field] of root.fields) {
    if (!(key in input)) {
      // Missing where zod puts a default or refuses: zod decides.
      if ((field.mask & UNDEFINED) === 0) conforming = false;
      continue;
    }
    const item = input[key];
    copy[key] = item;
    if (!conforming) continue;
    // A nested object or array is copied by zod.
    if (typeof item === 'object' && item !== null) conforming = false;
    else if (item === undefined ? (field.mask & UNDEFINED) === 0 : !conforms(field, item)) conforming = false;
  }
  return { copy, conforming };
}

/** The kind bit of a value. */
function kindOf(value: unknown): number {
  // One `typeof` against one constant at a time: the optimizing compiler makes each a type check, where a
  // `switch` on `typeof` calls a builtin for the type's name (the walk ran 5-7 % slower).
  if (typeof value === 'string') return STRING;
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return FINITE | SAFE_INT;
    return Number.isFinite(value) ? FINITE : OTHER;
  }
  if (value === null) return NULL;
  if (typeof value === 'object') return Array.isArray(value) ? ARRAY : OBJECT;
  if (typeof value === 'boolean') return BOOLEAN;
  return value === undefined ? UNDEFINED : OTHER;
}

function conforms(check: Node, value: unknown): boolean {
  const kind = kindOf(value);
  if ((check.mask & kind) !== 0) return true;
  switch (check.kind) {
    case BY_FIELDS:
      return kind === OBJECT && objectConforms(check, value as Record<string, unknown>);
    case BY_ITEMS:
      return kind === ARRAY && itemsConform(check.item as Node, value as unknown[]);
    case BY_ENTRIES:
      return kind === OBJECT && recordConforms(check.item as Node, value as Record<string, unknown>);
    case BY_VALUES:
      return (check.values as ReadonlySet<unknown>).has(value);
    case BY_OPTIONS:
      return check.options.some((option) => conforms(option, value));
    case BY_RULE:
      return (check.rule as (value: unknown) => boolean)(value);
    default:
      return false;
  }
}

function objectConforms(check: Node, value: Record<string, unknown>): boolean {
  let required = 0;
  // The value's own keys, not the shape's: most documented fields are absent, and a missing key is cheaper
  // to skip than to look up.
  let at = 0;
  for (const key in value) {
    const field = fieldOf(check, key, at++);
    if (field === undefined) {
      // zod keeps no `__proto__` key (it would set the prototype of its copy).
      if (check.keepsUnknown && key !== '__proto__') continue;
      return false;
    }
    if ((field.mask & UNDEFINED) === 0) required++;
    const item = value[key];
    // Most fields are strings or null: their bits without a call of kindOf.
    if (typeof item === 'string') {
      if ((field.mask & STRING) !== 0) continue;
    } else if (item === null && (field.mask & NULL) !== 0) continue;
    const kind = kindOf(item);
    if ((field.mask & kind) !== 0) continue;
    // An item's nested record or list checked by a direct call (a page of 100 people walked 5-8 % faster): as
    // conforms()'s BY_ENTRIES and BY_ITEMS cases, the mask tested above.
    if (kind === OBJECT && field.kind === BY_ENTRIES) {
      if (!recordConforms(field.item as Node, item as Record<string, unknown>)) return false;
    } else if (kind === ARRAY && field.kind === BY_ITEMS) {
      if (!itemsConform(field.item as Node, item as unknown[])) return false;
    } else if (kind === UNDEFINED || !conforms(field, item)) return false;
  }
  return required === check.required;
}

/** How many keys of an object's order a node remembers: a JSON object with more is looked up key by key. */
const REMEMBERED_KEYS = 64;

/**
 * The node of `key`, the `at`-th key of a value: answers of one schema come with their keys in one order
 * (a page's items do), so the key at the same place as in the value before is one comparison, not a lookup.
 */
function fieldOf(check: Node, key: string, at: number): Node | undefined {
  if (check.lastKeys[at] === key) return check.lastFields[at];
  const field = check.fields.get(key);
  if (at < REMEMBERED_KEYS) {
    check.lastKeys[at] = key;
    check.lastFields[at] = field;
  }
  return field;
}

function itemsConform(item: Node, values: readonly unknown[]): boolean {
  for (let i = 0; i < values.length; i++) if (!conforms(item, values[i])) return false;
  return true;
}

function recordConforms(item: Node, value: Record<string, unknown>): boolean {
  for (const key in value) {
    // zod keeps no `__proto__` key (a JSON object's own `__proto__` is enumerable).
    if (key === '__proto__') return false;
    const entry = value[key];
    if (typeof entry === 'string' && (item.mask & STRING) !== 0) continue;
    if (!conforms(item, entry)) return false;
  }
  return true;
}
