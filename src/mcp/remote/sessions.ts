import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** How many sessions one process keeps, and for how long an idle one lives. */
export interface SessionLimits {
  /** Most open sessions (default 200); past it the least recently used one is closed. */
  maxSessions: number;
  /** An idle session is closed after this many milliseconds (default 30 minutes). */
  idleMs: number;
}

/** 200 sessions, closed after 30 idle minutes (about 0.4 MB each). */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { maxSessions: 200, idleMs: 30 * 60_000 };

interface Session {
  transport: StreamableHTTPServerTransport;
  server: Server;
  grantId: string;
  lastSeen: number;
}

/**
 * The MCP sessions of this process, each bound to the sign-in that opened it: another sign-in's token
 * cannot use it. Bounded in number and time; a client's `DELETE` closes its session at once.
 */
export class RemoteSessions {
  readonly #sessions = new Map<string, Session>();
  readonly #limits: SessionLimits;
  readonly #now: () => number;

  constructor(limits: SessionLimits = DEFAULT_SESSION_LIMITS, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  /** How many sessions are open. */
  get size(): number {
    return this.#sessions.size;
  }

  /** The session `id` of `grantId`, marked as used; `undefined` for another sign-in's or a closed one. */
  find(id: string, grantId: string): StreamableHTTPServerTransport | undefined {
    this.#closeIdle();
    const session = this.#sessions.get(id);
    if (!session || session.grantId !== grantId) return undefined;
    session.lastSeen = this.#now();
    // Map order is recency order: the first entry is the least recently used.
    this.#sessions.delete(id);
    this.#sessions.set(id, session);
    return session.transport;
  }

  /** A transport for a new session of `grantId` served by `server`; it joins once initialized. */
  async open(server: Server, grantId: string): Promise<StreamableHTTPServerTransport> {
    this.#closeIdle();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        while (this.#sessions.size >= this.#limits.maxSessions) this.#closeOldest();
        this.#sessions.set(id, { transport, server, grantId, lastSeen: this.#now() });
      },
      onsessionclosed: (id) => this.#forget(id),
    });
    transport.onclose = () => {
      if (transport.sessionId) this.#forget(transport.sessionId);
    };
    await server.connect(transport);
    return transport;
  }

  /** Closes every session. */
  async closeAll(): Promise<void> {
    const sessions = [...this.#sessions.values()];
    this.#sessions.clear();
    await Promise.all(sessions.map((session) => session.server.close()));
  }

  #forget(id: string): void {
    const session = this.#sessions.get(id);
    if (!session) return;
    this.#sessions.delete(id);
    void session.server.close();
  }

  #closeOldest(): void {
    const oldest = this.#sessions.keys().next().value;
    if (oldest !== undefined) this.#forget(oldest);
  }

  #closeIdle(): void {
    const horizon = this.#now() - this.#limits.idleMs;
    for (const [id, session] of this.#sessions) {
      if (session.lastSeen > horizon) break;
      this.#forget(id);
    }
  }
}
