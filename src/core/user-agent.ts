import { VERSION } from '../version.ts';
import { InputError } from './errors.ts';

/** The application using the SDK, named in the `User-Agent` after the SDK (`myapp/1.2.0`). */
export interface AppInfo {
  name: string;
  version?: string;
}

const PRODUCT_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;

type Globals = {
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  process?: { versions?: { node?: string } };
  navigator?: { userAgent?: string };
  document?: unknown;
};

/** The runtime the SDK runs in, as `name/version` (`node/24.1.0`, `deno/2.5.0`, `workerd`, `browser`). */
export function runtimeOf(globals: Globals = globalThis as Globals): string {
  if (globals.Deno?.version?.deno) return `deno/${globals.Deno.version.deno}`;
  if (globals.Bun?.version) return `bun/${globals.Bun.version}`;
  if (globals.navigator?.userAgent === 'Cloudflare-Workers') return 'workerd';
  if (globals.process?.versions?.node) return `node/${globals.process.versions.node}`;
  return globals.document === undefined ? 'unknown' : 'browser';
}

/**
 * The `User-Agent` the SDK sends: `pike13-js/<version> (<runtime>)`, then the app's `name/version`. None in
 * a browser: it sets its own, and a custom header there would need the service's CORS to allow it.
 */
export function userAgentOf(app: AppInfo | undefined, runtime = runtimeOf()): string | undefined {
  if (runtime === 'browser') return undefined;
  const sdk = `pike13-js/${VERSION} (${runtime})`;
  return app === undefined ? sdk : `${sdk} ${productOf(app)}`;
}

function productOf(app: AppInfo): string {
  const name = checkToken(app?.name, 'appInfo.name');
  return app.version === undefined ? name : `${name}/${checkToken(app.version, 'appInfo.version')}`;
}

function checkToken(value: unknown, param: string): string {
  if (typeof value === 'string' && PRODUCT_TOKEN.test(value)) return value;
  throw new InputError(`${param} must be 1 to 64 letters, digits or !#$%&'*+.^_\`|~- (no spaces)`, param);
}
