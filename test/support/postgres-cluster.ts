/**
 * A throw-away PostgreSQL cluster for tests and benchmarks: Debian's initdb in a temporary folder, a
 * loopback port, stopped by its pid.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './loopback.ts';

/** Debian's PostgreSQL binaries (the newest version installed), or `PG_BIN`. */
function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
}

/** Where initdb and postgres are, when PostgreSQL is installed. */
export const POSTGRES_BIN = postgresBin();

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` user Debian's package adds. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error('running as root, and no postgres user to run initdb as');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A running cluster of its own: its URL, and `stop()` (by its pid) that also removes its files. */
export interface OwnPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Starts a throw-away cluster in a temporary folder, listening on a loopback port only. */
export async function startPostgres(): Promise<OwnPostgres> {
  const bin = POSTGRES_BIN;
  if (bin === undefined) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'pike13-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    {
      ...user,
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off'],
    { ...user, stdio: 'ignore' },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, server);
  return {
    url,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(server.pid as number, 'SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('postgres did not accept connections within 10 s');
}
