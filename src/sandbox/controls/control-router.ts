import type { ChangeFeed } from '../changes.ts';
import type { Scope } from '../engine.ts';
import { HttpError, json } from '../http.ts';
import { compilePath, type PathPattern } from '../route-pattern.ts';
import type { State } from '../state.ts';
import { authorizeControl, sameSecret } from './control-auth.ts';
import { ControlInputError } from './control-input.ts';
import type { ControlRoute, CoreAnswer } from './control-route.ts';

type CompiledControl = ControlRoute & PathPattern;

/** What the router needs of its engine for each request. */
export interface ControlHost {
  state: State;
  /** Runs the sweepers at `now` and gives the rules' scope. */
  scope(now: number): Scope;
  changes: ChangeFeed;
  /** Makes a change durable before the answer (the CLI's `--data` journal), when one is set. */
  commit(): Promise<void>;
  /** Answers `request` with the Core routes at `now`, as the sandbox's owner would be answered. */
  core(request: Request, now: number): Promise<Response>;
}

/** The sandbox's controls under `/_sandbox/`: their routes, their key, and how each request is answered. */
export class ControlRouter {
  readonly #routes: CompiledControl[] = [];
  #key: string | undefined;

  /** Adds control routes; the first whose method and path match answers. */
  use(routes: readonly ControlRoute[]): void {
    for (const route of routes) this.#routes.push({ ...route, ...compilePath(route.path) });
  }

  /** Sets the inspector key: a request carrying it in `X-Sandbox-Key` may call every control. */
  allowKey(key: string): void {
    if (key.length < 16) throw new TypeError('The inspector key must be at least 16 characters');
    this.#key = key;
  }

  /** Answers one control request (JSON in and out); errors become `{error}` answers. `trusted`: made in process. */
  async answer(
    host: ControlHost,
    request: Request,
    url: URL,
    now: number,
    trusted = false,
  ): Promise<Response> {
    try {
      const [route, params] = this.#match(request.method, url.pathname.replace(/\/+$/, ''));
      if (route.access !== 'open' && !trusted) authorizeControl(host.state, request, this.#key);
      const body = await jsonBody(request);
      const isKey = (key: string | null | undefined) =>
        this.#key !== undefined && typeof key === 'string' && sameSecret(key, this.#key);
      const response = await route.handle({
        request,
        url,
        params,
        body,
        now,
        state: host.state,
        changes: host.changes,
        scope: () => host.scope(now),
        isKey,
        core: (method, path, payload) => coreCall(host, url.origin, now, method, path, payload),
      });
      if (request.method !== 'GET') await host.commit();
      return response;
    } catch (error) {
      if (error instanceof ControlInputError) return json({ error: error.message }, 400);
      if (error instanceof HttpError) {
        const response = json(error.body, error.status);
        for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
        return response;
      }
      return json({ error: 'Internal server error' }, 500);
    }
  }

  #match(method: string, path: string): [CompiledControl, Record<string, string>] {
    let pathMatched = false;
    for (const route of this.#routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      return [route, Object.fromEntries(route.names.map((name, i) => [name, decode(match[i + 1])]))];
    }
    if (pathMatched) throw new HttpError(405, { error: `This sandbox control does not take ${method}` });
    throw new HttpError(404, { error: 'No sandbox control at this path' });
  }
}

/** The JSON body of a control request; anything else is a 400 naming the problem. */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'The body of a sandbox control must be JSON' });
  }
}

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    throw new HttpError(404, { error: 'No sandbox control at this path' });
  }
}

/** A Core API call made by a control, as the sandbox's owner (the first owner token of the business). */
async function coreCall(
  host: ControlHost,
  origin: string,
  now: number,
  method: string,
  path: string,
  body: unknown,
): Promise<CoreAnswer> {
  const owner = host.state.tables.tokens.find((token) => {
    const role = host.state.tables.people.get(token.person_id)?.role;
    return token.scope === 'business' && (role === 'owner' || role === 'primary_owner');
  });
  if (owner === undefined) throw new HttpError(409, { error: 'The business has no owner token to act with' });
  const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await host.core(request, now);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
