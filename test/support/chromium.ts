import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`), or `CHROMIUM_PATH`: no browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's tests run where it is installed, and always in CI (`.ci/run` installs it): absent there, they fail. */
export const RUN_CHROMIUM_TESTS = existsSync(CHROMIUM_PATH) || process.env.CI !== undefined;

/** Headless Chromium through playwright-core. */
export function launchChromium(executablePath: string = CHROMIUM_PATH) {
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath, args: ['--no-sandbox'] });
}

/**
 * Headless Chromium with a fresh profile of its own, quiet: it makes no request of its own (updates, sync,
 * QUIC probes), so every request it sends is one a page made. `close()` removes the profile too.
 */
export async function launchQuietChromium(executablePath: string = CHROMIUM_PATH) {
  const profile = mkdtempSync(join(tmpdir(), 'pike13-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      // Chromium's helpers may still be writing into the profile for a moment after it closes.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
