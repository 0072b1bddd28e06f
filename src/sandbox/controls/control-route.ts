import type { ChangeFeed } from '../changes.ts';
import type { Scope } from '../engine.ts';
import type { State } from '../state.ts';

/** Who may call a control route: a staff or owner token or the inspector key (`control`), or anyone (`open`). */
export type ControlAccess = 'control' | 'open';

/** What a control handler gets. */
export interface ControlContext {
  request: Request;
  url: URL;
  /** Path parameters (`:name` → `params.name`), decoded. */
  params: Record<string, string>;
  /** The JSON body (`undefined` when there is none). */
  body: unknown;
  /** Now, by the sandbox clock, for the whole request. */
  now: number;
  state: State;
  /** The change feed: each change a Core route makes is announced here (webhooks follow it). */
  changes: ChangeFeed;
  /**
   * Calls a Core API route of this sandbox as its owner, through the same rules a client's call takes (no
   * limit, no log, no fault): `core('PUT', '/api/v2/desk/visits/7', { visit: { state_event: 'complete' } })`.
   */
  core(method: string, path: string, body?: unknown): Promise<CoreAnswer>;
  /** Runs the engine's sweepers (booking holds, reminders) at `now`, then gives the rules' scope. */
  scope(): Scope;
  /** True when `key` is this sandbox's inspector key (for `open` routes that check a key of their own). */
  isKey(key: string | null | undefined): boolean;
}

/** What a Core route answered an internal call: its status and JSON body. */
export interface CoreAnswer {
  status: number;
  body: unknown;
}

/**
 * A route of the sandbox's own controls, under `/_sandbox/` (no Pike13 path starts with `/_`): not
 * rate-limited, not in the request log, never faulted.
 */
export interface ControlRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The full path, `/_sandbox/…`, with `:name` segments. */
  path: `/_sandbox/${string}`;
  /** Default `control`. */
  access?: ControlAccess;
  handle(ctx: ControlContext): Response | Promise<Response>;
}

/** The prefix every control path starts with. */
export const CONTROL_PREFIX = '/_sandbox/';

/** True for a path of the controls (`/_sandbox` itself included): it never reaches the Core routes. */
export function isControlPath(pathname: string): boolean {
  return pathname === '/_sandbox' || pathname.startsWith(CONTROL_PREFIX);
}
