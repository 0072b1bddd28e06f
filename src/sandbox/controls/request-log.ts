import type { State } from '../state.ts';

/** Whose token a request carried: its role's kind, `none`, or `invalid` (a token the sandbox does not know). */
export type TokenKind = 'none' | 'invalid' | 'staff' | 'owner' | 'client' | 'account';

/** One request the sandbox answered (never its token, only the token's kind). */
export interface LoggedRequest {
  /** Its number, counting from 1 since the sandbox started: `?after=` takes it. */
  seq: number;
  /** When it arrived, by the sandbox clock (ISO 8601). */
  at: string;
  method: string;
  /** The path, and the names of its query parameters with their values hidden (`page` and `per_page` shown). */
  path: string;
  /** The status answered; 0 when a fault reset the connection. */
  status: number;
  /** How long the answer took, in milliseconds of real time. */
  ms: number;
  tokenKind: TokenKind;
  /** The id of the fault that answered it, if one did. */
  fault?: string;
}

/** Called with each request as it is logged. */
export type RequestListener = (entry: LoggedRequest) => void;

/** How many requests the log keeps: the newest ones. */
export const REQUEST_LOG_CAPACITY = 10_000;
/** The longest path kept: longer ones end in `...` (the log's memory stays bounded). */
const MAX_PATH = 512;
/** Query parameters that never carry a secret: their values are shown. */
const SHOWN_PARAMS = new Set(['page', 'per_page']);
/** ASCII, so that a logged path stays a one-byte string in V8 (half the memory of one with `…`). */
const HIDDEN = '***';

/** The last 10,000 requests in a ring, newest last, and whoever follows them. */
export class RequestLog {
  readonly #ring: LoggedRequest[] = [];
  readonly #listeners = new Set<RequestListener>();
  #seq = 0;

  /** Logs one request; the oldest entry goes once the log is full. */
  add(entry: Omit<LoggedRequest, 'seq'>): LoggedRequest {
    const logged = { seq: ++this.#seq, ...entry };
    this.#ring[(logged.seq - 1) % REQUEST_LOG_CAPACITY] = logged;
    for (const listener of this.#listeners) {
      try {
        listener(logged);
      } catch {
        // A follower's failure is its own: the request is logged regardless.
      }
    }
    return logged;
  }

  /** The requests kept whose `seq` is above `after`, oldest first. */
  list(after = 0): LoggedRequest[] {
    const first = Math.max(after + 1, this.#seq - REQUEST_LOG_CAPACITY + 1, 1);
    const entries: LoggedRequest[] = [];
    for (let seq = first; seq <= this.#seq; seq++) {
      entries.push(this.#ring[(seq - 1) % REQUEST_LOG_CAPACITY] as LoggedRequest);
    }
    return entries;
  }

  /** Follows every later request; returns the function that stops following. */
  on(listener: RequestListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/**
 * A request's path as the log shows it: a segment that is one of the sandbox's tokens or its client secret
 * is hidden, and so is the value of every query parameter but a numeric `page` or `per_page` (any may carry a token).
 */
export function loggedPath(url: URL, state: State): string {
  const secrets = new Set<string>([state.app.client_secret]);
  for (const token of state.tables.tokens.all()) secrets.add(token.token);
  const path = url.pathname
    .split('/')
    .map((segment) => (secrets.has(segment) || secrets.has(safeDecode(segment)) ? HIDDEN : segment))
    .join('/');
  const query = [...url.searchParams].map(([name, value]) => {
    const shown = SHOWN_PARAMS.has(name) && /^\d{1,9}$/.test(value);
    return `${secrets.has(name) ? HIDDEN : name}=${shown ? value : HIDDEN}`;
  });
  const full = query.length > 0 ? `${path}?${query.join('&')}` : path;
  // A copy of the kept characters, not a slice: V8's slice would keep the whole long URL alive.
  return full.length > MAX_PATH ? `${[...full.slice(0, MAX_PATH - 3)].join('')}...` : full;
}

/** The kind of the token a request carried. */
export function tokenKindOf(state: State, bearer: string | undefined): TokenKind {
  if (bearer === undefined) return 'none';
  const token = state.tables.tokens.find((t) => t.token === bearer);
  const person = token && state.tables.people.get(token.person_id);
  if (!token || !person) return 'invalid';
  if (token.scope === 'account') return 'account';
  if (person.role === 'client') return 'client';
  return person.role === 'owner' || person.role === 'primary_owner' ? 'owner' : 'staff';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
