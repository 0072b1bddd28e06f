import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '../src/sandbox/index.ts';

/**
 * `pike13 report clients --csv` exporting every row of a sandbox business of 10,000 clients (25 pages of
 * 500), the CLI in its own process under `/usr/bin/time -v`: rows per second, and the CLI's peak memory
 * beside a run of 2,500 clients (flat memory means the same peak whatever the row count). The sandbox
 * serves with its rate limits off; the SDK keeps its own reporting limit (60 queries a minute), which 25
 * queries do not reach: at the service's limit of 60 pages of 500 rows a minute, 30,000 rows a minute at most.
 */
const CLI = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));

async function exportRun(clients: number) {
  const sandbox = await createSandbox({ clients, rateLimit: false });
  const started = performance.now();
  const { rows, maxRssKb } = await new Promise<{ rows: number; maxRssKb: number }>((resolve, reject) => {
    const child = spawn(
      '/usr/bin/time',
      [
        '-v',
        process.execPath,
        CLI,
        'report',
        'clients',
        '--select',
        'person_id,full_name,email,has_membership',
        '--csv',
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          PIKE13_TOKEN: sandbox.tokens.staff,
          PIKE13_BASE_URL: sandbox.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let lines = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines++;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) => {
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
      if (code !== 0 || !rss) reject(new Error(`exit ${code}: ${stderr}`));
      else resolve({ rows: lines - 1, maxRssKb: Number(rss) });
    });
  });
  const seconds = (performance.now() - started) / 1000;
  await sandbox.close();
  return { rows, seconds, maxRssKb };
}

for (const clients of [2_500, 10_000]) {
  const { rows, seconds, maxRssKb } = await exportRun(clients);
  console.log(
    `   ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s (the service allows 500 rows/s: 60 pages of 500 a minute); CLI peak RSS ${(maxRssKb / 1024).toFixed(0)} MB`,
  );
}
