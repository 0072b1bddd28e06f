import { type Convert, converterOf, notARow } from './convert.ts';
import type { DecodedRow, ReportField, RowDecoder } from './decode.ts';

let allowed: boolean | undefined;

/** Whether this runtime lets code be generated (not under a CSP without `unsafe-eval`, nor in Workers). */
function canGenerate(): boolean {
  if (allowed === undefined) {
    try {
      allowed = typeof new Function('return 1') === 'function';
    } catch {
      allowed = false;
    }
  }
  return allowed;
}

/** A property key of the generated object literal: `__proto__` computed, so it stays an own field. */
function keyOf(name: string): string {
  const literal = JSON.stringify(name);
  return name === '__proto__' ? `[${literal}]` : literal;
}

function expressionOf(index: number, name: string, convert: Convert | undefined): string {
  const value = `v${index}`;
  const decoded = convert === undefined ? value : `c${index}(${value}, ${JSON.stringify(name)})`;
  return `${value} === null || ${value} === undefined ? null : ${decoded}`;
}

/**
 * A decoder generated for one `fields` list: each row becomes one object literal, so every row shares a
 * shape and no per-column loop runs. Names enter the code only as JSON string literals. Undefined when the
 * runtime forbids generated code.
 */
export function generatedDecoder(fields: readonly ReportField[]): RowDecoder | undefined {
  if (!canGenerate()) return undefined;
  const converters = fields.map((field) => converterOf(field.type));
  const locals = fields.map((_, i) => `c${i} = converters[${i}]`);
  const reads = fields.map((_, i) => `v${i} = row[${i}]`);
  const entries = fields.map(
    (field, i) => `${keyOf(field.name)}: ${expressionOf(i, field.name, converters[i])}`,
  );
  const source = `'use strict';
${locals.length > 0 ? `const ${locals.join(', ')};` : ''}
return function decodeRows(rows) {
  const decoded = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (!Array.isArray(row)) notARow(r, row);
    ${reads.length > 0 ? `const ${reads.join(', ')};` : ''}
    decoded[r] = { ${entries.join(', ')} };
  }
  return decoded;
};`;
  const factory = new Function('converters', 'notARow', source) as (
    converters: (Convert | undefined)[],
    fail: typeof notARow,
  ) => (rows: readonly unknown[]) => DecodedRow[];
  return factory(converters, notARow);
}
