import { check } from '../controls/control-input.ts';
import type { ControlContext, ControlRoute } from '../controls/control-route.ts';
import { HttpError, json } from '../http.ts';
import type { WebhookHub } from '../webhooks/index.ts';
import { listDeliveries } from './deliveries.ts';
import { INSPECTOR_HTML, INSPECTOR_PATH, SCRIPT_PATH, STYLE_PATH } from './page.ts';
import { BROWSED_TABLES, type BrowsedTable, recordPage } from './records.ts';
import { INSPECTOR_JS } from './script.ts';
import { INSPECTOR_CSS } from './style.ts';

/** The page may load and call its own origin only: no request leaves it, nothing inline runs. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const PER_PAGE = 25;
const MAX_PER_PAGE = 100;

/** The inspector: its page and files, the webhook deliveries with Redeliver, the records browser. */
export function inspectorRoutes(hub: WebhookHub): ControlRoute[] {
  return [
    { method: 'GET', path: INSPECTOR_PATH, access: 'open', handle: page },
    { method: 'GET', path: SCRIPT_PATH, access: 'open', handle: () => file(INSPECTOR_JS, 'text/javascript') },
    { method: 'GET', path: STYLE_PATH, access: 'open', handle: () => file(INSPECTOR_CSS, 'text/css') },
    { method: 'GET', path: '/_sandbox/deliveries', handle: () => json({ deliveries: listDeliveries(hub) }) },
    {
      method: 'POST',
      path: '/_sandbox/deliveries/:id/redeliver',
      handle: ({ params }) => redeliver(hub, params.id as string),
    },
    { method: 'GET', path: '/_sandbox/records/:table', handle: records },
  ];
}

/** The page, for the URL that carries the key only. */
function page(ctx: ControlContext): Response {
  if (!ctx.isKey(ctx.url.searchParams.get('key'))) {
    throw new HttpError(403, {
      error: 'Open the inspector at the address the sandbox printed (with its key)',
    });
  }
  return file(INSPECTOR_HTML, 'text/html');
}

function file(text: string, type: string): Response {
  return new Response(text, { headers: { 'content-type': `${type}; charset=utf-8`, ...PAGE_HEADERS } });
}

function redeliver(hub: WebhookHub, id: string): Response {
  const outcome = /^[1-9]\d{0,15}$/.test(id) ? hub.redeliver(Number(id)) : 'unknown';
  if (outcome === 'started') return json({ redelivering: Number(id) }, 202);
  if (outcome === 'unknown') throw new HttpError(404, { error: `No delivery ${id} is kept` });
  const reason = outcome === 'closed' ? 'the sandbox is closing' : 'its webhook no longer exists';
  throw new HttpError(409, { error: `Delivery ${id} cannot be sent again: ${reason}` });
}

function records(ctx: ControlContext): Response {
  const table = ctx.params.table as BrowsedTable;
  if (!BROWSED_TABLES.includes(table)) {
    throw new HttpError(404, { error: `No table ${table} to browse (${BROWSED_TABLES.join(', ')})` });
  }
  const page = wholeParam(ctx.url, 'page', 1, Number.MAX_SAFE_INTEGER) ?? 1;
  const perPage = wholeParam(ctx.url, 'per_page', 1, MAX_PER_PAGE) ?? PER_PAGE;
  return json(recordPage(ctx.state, table, ctx.now, page, perPage));
}

/** A whole-number query parameter within bounds, or 400 naming it. */
function wholeParam(url: URL, name: string, min: number, max: number): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null) return undefined;
  const value = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  check(value >= min && value <= max, `${name} must be a whole number from ${min} to ${max}`);
  return value;
}
