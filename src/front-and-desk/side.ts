import { declareMethods, type MethodsOf } from '../core/declare.ts';
import { InputError } from '../core/errors.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';

/** Which half of the Core API a path is under: the client's (`front`) or the staff's (`desk`). */
export type Side = 'front' | 'desk';

/** Declares the same endpoints under `/api/v2/front` and `/api/v2/desk`; `side` tells which is built. */
export function bothSides<T>(build: (prefix: `/api/v2/${Side}`, side: Side) => T): Record<Side, T> {
  return { front: build('/api/v2/front', 'front'), desk: build('/api/v2/desk', 'desk') };
}

/** A resource group whose endpoints are the same on front and desk. */
export abstract class SidedResource extends Resource {
  /** `front` or `desk`: picks the endpoints of that side. */
  protected readonly side: Side;

  constructor(client: Pike13Client, side: Side) {
    super(client);
    if (side !== 'front' && side !== 'desk') throw new InputError("side must be 'front' or 'desk'", 'side');
    this.side = side;
  }
}

/** A resource class made by `sided()`: each instance's table is its side's. */
export declare abstract class DeclaredSided extends SidedResource {
  protected readonly endpointTable: EndpointTable;
}

/**
 * A resource class whose endpoints are declared once for front and desk: `build` gives the table of a side
 * (its paths under `prefix`); each instance calls its own side's.
 */
export function sided<const T extends Readonly<Record<string, object>>>(
  build: (prefix: `/api/v2/${Side}`, side: Side) => T,
): abstract new (
  client: Pike13Client,
  side: Side,
) => DeclaredSided & MethodsOf<T> {
  const tables = bothSides(build) as Record<Side, EndpointTable>;
  abstract class Declared extends SidedResource {
    protected readonly endpointTable: EndpointTable = tables[this.side];
  }
  declareMethods(Declared, tables.front);
  return Declared as never;
}
