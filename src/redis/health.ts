import type { Redis } from 'ioredis';
import { ConnectionError } from '../core/errors.ts';

/** The state of a store's connections: every one ready, one lost since, or the first connection under way. */
export type StoreState = 'up' | 'down' | 'starting';

/** What a store does when its Redis is lost, and when it is back. */
export interface HealthListener {
  down(error: ConnectionError): void;
  up(): void;
}

/**
 * Follows the events of a store's Redis connections, so that a call learns at once, without a round
 * trip, that Redis is unreachable (ioredis would otherwise queue or retry its commands for seconds).
 */
export class StoreHealth {
  /** How errors name the store: its address, never the credentials of the Redis URL. */
  readonly name: string;
  private readonly clients: Redis[];
  private readonly listener: HealthListener;
  /** Why Redis is down, while it is; undefined while up or starting. */
  private reason: string | undefined;
  private readonly waiting = new Set<() => void>();

  constructor(name: string, clients: Redis[], listener: HealthListener) {
    this.name = name;
    this.clients = clients;
    this.listener = listener;
    for (const client of clients) {
      client.on('ready', () => this.onReady());
      client.on('error', (error: unknown) => this.onLost(error instanceof Error ? error.message : 'error'));
      client.on('close', () => this.onLost('the connection closed'));
    }
  }

  state(): StoreState {
    if (this.reason !== undefined) return 'down';
    return this.clients.every((client) => client.status === 'ready') ? 'up' : 'starting';
  }

  /** Resolves at the next change: every connection ready, or one lost. */
  settled(): Promise<void> {
    return new Promise((resolve) => this.waiting.add(resolve));
  }

  /** The error of a call that Redis being down stops. */
  outageError(): ConnectionError {
    return new ConnectionError(
      `the rate-limit store (${this.name}) is unreachable: ${this.reason ?? 'down'}`,
    );
  }

  private onReady(): void {
    if (this.state() === 'down' && this.clients.every((client) => client.status === 'ready')) {
      this.reason = undefined;
      this.listener.up();
    }
    this.wake();
  }

  private onLost(reason: string): void {
    if (this.reason !== undefined) return;
    this.reason = reason;
    this.listener.down(this.outageError());
    this.wake();
  }

  private wake(): void {
    for (const resolve of this.waiting) resolve();
    this.waiting.clear();
  }
}

/** `Redis at host:port` (or its socket path), from the client's options: no user name, no password. */
export function describeRedis(client: Redis): string {
  const { host, port, path } = client.options;
  return `Redis at ${path ?? `${host ?? 'localhost'}:${port ?? 6379}`}`;
}
