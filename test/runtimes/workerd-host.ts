import { execFile, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundleFromConsumer, forWeb } from './bundle.ts';
import { freePort } from './free-port.ts';
import { type RuntimeHost, type SmokeResult, versionIn } from './results.ts';
import { WORKER_HOOK_SECRET } from './shared.js';

const STARTUP_MS = 15_000;

/** workerd (the runtime of Cloudflare Workers) serving worker.js, bundled with the package, on loopback. */
export function workerdHost(workerd: string): RuntimeHost {
  return {
    name: 'workerd',
    async version() {
      const { stdout } = await promisify(execFile)(workerd, ['--version']);
      return versionIn(stdout);
    },
    async smoke(consumer, apiUrl) {
      const bundle = join(consumer, 'worker.bundle.js');
      // A Worker's conditions alone (no `module`): tsup's bundled ESM, the build Node loads.
      await bundleFromConsumer(consumer, 'worker.js', bundle, forWeb(['workerd', 'worker']));
      const port = await freePort();
      writeFileSync(join(consumer, 'worker.capnp'), config(port));
      const child = spawn(workerd, ['serve', join(consumer, 'worker.capnp')], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      try {
        const origin = `http://127.0.0.1:${port}`;
        await waitUntilListening(origin);
        const response = await fetch(`${origin}/smoke?api=${encodeURIComponent(apiUrl)}`);
        const results = (await response.json()) as SmokeResult[];
        return [...results, await hooksOverHttp(origin)];
      } finally {
        child.kill();
      }
    },
  };
}

/** Only loopback is reachable from the Worker: the sandbox, nothing else. */
function config(port: number) {
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    (name = "loopback", network = (allow = ["127.0.0.1/32"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);

const worker :Workerd.Worker = (
  modules = [(name = "worker", esModule = embed "worker.bundle.js")],
  compatibilityDate = "2026-01-01",
  globalOutbound = "loopback",
);
`;
}

async function waitUntilListening(origin: string) {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    try {
      await fetch(`${origin}/hooks`, { method: 'HEAD' });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`workerd did not listen on ${origin}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The Worker's own webhook route, called over HTTP: 200 with the target's secret, 401 without. */
async function hooksOverHttp(origin: string): Promise<SmokeResult> {
  const name = 'Worker webhook route over HTTP answers 200 / 401';
  const body = JSON.stringify({
    topic: 'visit.new',
    webhook_id: 1,
    business_id: 2,
    data: { visits: [{ id: 3 }] },
  });
  const post = (query: string) => fetch(`${origin}/hooks${query}`, { method: 'POST', body });
  const statuses = [(await post(`?webhook_secret=${WORKER_HOOK_SECRET}`)).status, (await post('')).status];
  const ok = statuses[0] === 200 && statuses[1] === 401;
  return ok ? { name, ok } : { name, ok, detail: `expected [200,401], got ${JSON.stringify(statuses)}` };
}
