import type { Pike13Client } from '../core/client.ts';
import { InputError } from '../core/errors.ts';
import { Resource } from '../core/resource.ts';

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
