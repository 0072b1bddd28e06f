import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium as launch } from '../support/chromium.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';
import { bundleFromConsumer, forWeb } from './bundle.ts';
import type { RuntimeHost, SmokeResult } from './results.ts';

const PAGE =
  '<!doctype html><meta charset="utf-8"><title>pike13 smoke</title><script type="module" src="/bundle.js"></script>';

/**
 * Headless Chromium (the system's: no browser is downloaded) on a page served from its own loopback origin,
 * which loads the package's ESM bundle and calls the sandbox on another origin, so CORS applies.
 */
export function browserHost(executablePath: string): RuntimeHost {
  return {
    name: 'Chromium',
    async version() {
      if (!existsSync(executablePath))
        throw new Error(`no browser at ${executablePath} (apt-get install chromium)`);
      const browser = await launch(executablePath);
      const version = browser.version();
      await browser.close();
      return version;
    },
    async smoke(consumer, apiUrl) {
      const bundle = join(consumer, 'browser.bundle.js');
      // As Vite and webpack resolve for a page: `module` picks the build of one file per source module.
      await bundleFromConsumer(consumer, 'browser.js', bundle, forWeb(['browser', 'module']));
      const site = await startLoopback((request, response) => {
        if (request.url.pathname === '/bundle.js') {
          response.writeHead(200, { 'content-type': 'text/javascript' });
          response.end(readFileSync(bundle));
        } else if (request.url.pathname === '/') {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end(PAGE);
        } else sendJson(response, 404, { error: 'Not found' });
      });
      const browser = await launch(executablePath);
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.goto(site.url);
        await page.waitForFunction(() => 'runSmoke' in globalThis, undefined, { timeout: 10_000 });
        const results = await page.evaluate(
          (api) => (globalThis as unknown as { runSmoke(api: string): Promise<SmokeResult[]> }).runSmoke(api),
          apiUrl,
        );
        const pageErrors = errors.map((detail) => ({ name: 'page error', ok: false, detail }));
        return [...results, ...pageErrors];
      } finally {
        await browser.close();
        await site.close();
      }
    },
  };
}
