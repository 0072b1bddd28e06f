import { Random as Mulberry32 } from '../../../src/sandbox/random.ts';

/**
 * Values for property tests of the validation fast path: JSON values (what an answer's body parses to)
 * shaped by a zod schema's definition, with hostile turns taken at random (a wrong type anywhere, keys
 * missing or added, `__proto__` and `constructor` as own keys, numbers past the safe integers, Infinity
 * as `JSON.parse('1e400')` gives it). Seeded, so a failure is found again.
 */

interface Def {
  type: string;
  innerType?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: Iterable<unknown>;
}
interface Schema {
  _zod: { def: Def };
}

/** A generator of numbers in [0, 1), the same sequence for the same seed (the sandbox's mulberry32). */
export function seeded(seed: number): () => number {
  const random = new Mulberry32(seed);
  return () => random.next();
}

const STRINGS = ['', 'a', 'Jane', '2014-09-17T14:19:12-07:00', '__proto__', 'constructor', '1', 'open'];
const NUMBERS = [0, 1, -7, 1.5, 2 ** 53, -(2 ** 53) + 1, 1e308, Number.POSITIVE_INFINITY];
const KEYS = ['extra', '__proto__', 'constructor', 'id', 'name', 'x50', '0'];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Sets an own enumerable key, `__proto__` included (as `JSON.parse` does). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Any JSON value, `depth` levels deep at most. */
export function anyJson(random: Random, depth = 2): unknown {
  const roll = random();
  if (roll < 0.15) return null;
  if (roll < 0.3) return random() < 0.5;
  if (roll < 0.5) return pick(random, NUMBERS);
  if (roll < 0.7 || depth === 0) return pick(random, STRINGS);
  if (roll < 0.85) return Array.from({ length: Math.floor(random() * 3) }, () => anyJson(random, depth - 1));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 3); i > 0; i--)
    put(object, pick(random, KEYS), anyJson(random, depth - 1));
  return object;
}

/**
 * A value for `schema`: what it describes most of the time, a hostile turn with probability `hostility` at
 * each level. `undefined` stands for a key left out.
 */
export function valueFor(schema: Schema, random: Random, hostility: number, depth = 4): unknown {
  if (random() < hostility) return random() < 0.1 ? undefined : anyJson(random);
  const def = schema._zod.def;
  const inner = (next: Schema | undefined) => valueFor(next as Schema, random, hostility, depth - 1);
  switch (def.type) {
    case 'string':
      return pick(random, STRINGS);
    case 'number':
      return random() < 0.8 ? Math.floor(random() * 1000) : pick(random, NUMBERS);
    case 'boolean':
      return random() < 0.5;
    case 'enum':
      return random() < 0.8 ? pick(random, Object.values(def.entries ?? {})) : pick(random, STRINGS);
    case 'literal':
      return pick(random, [...(def.values ?? [])]);
    case 'optional':
    case 'default':
      return random() < 0.3 || depth === 0 ? undefined : inner(def.innerType);
    case 'nullable':
      return random() < 0.3 || depth === 0 ? null : inner(def.innerType);
    case 'array':
      return Array.from({ length: Math.floor(random() * 3) }, () => inner(def.element));
    case 'record':
      return objectOf(
        ['x50', 'x100', pick(random, KEYS)]
          .slice(0, Math.floor(random() * 4))
          .map((key) => [key, def.valueType]),
        random,
        inner,
      );
    case 'object':
      return objectOf(Object.entries(def.shape ?? {}), random, inner);
    case 'union':
      return inner(pick(random, def.options ?? []));
    default:
      return anyJson(random);
  }
}

function objectOf(
  entries: [string, Schema | undefined][],
  random: Random,
  inner: (schema: Schema | undefined) => unknown,
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, schema] of entries) {
    const value = inner(schema);
    if (value !== undefined) put(object, key, value);
  }
  if (random() < 0.2) put(object, pick(random, KEYS), anyJson(random, 1));
  return object;
}
