import { recordBuilt } from './operation-names.ts';

/** How each lazy property of a class is built, from what its instances hand over (their client). */
export type LazyBuilders<T, From> = { [K in keyof T]?: (from: From) => T[K] };

/**
 * Defines each named property on a class's prototype as a getter that builds the value on first read, from
 * `source(instance)`, and keeps it as the instance's own read-only property: a client holds only the
 * namespaces and resources it has used (10,000 idle clients hold none). The properties stay enumerable
 * (`for…in` lists them before their first read), read twice they are the same object, and read on the
 * prototype itself they are `undefined`.
 */
export function lazyProperties<T extends object, From>(
  target: { prototype: T },
  source: (instance: T) => From,
  builders: LazyBuilders<T, From>,
): void {
  for (const [name, build] of Object.entries(builders) as [string, (from: From) => unknown][]) {
    Object.defineProperty(target.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: T) {
        if (this === target.prototype) return undefined; // read on the class itself, not on a client
        const value = build(source(this));
        recordBuilt(this, name, value);
        Object.defineProperty(this, name, { value, enumerable: true });
        return value;
      },
    });
  }
}
