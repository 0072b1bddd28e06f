import type { Context, Route } from '../engine.ts';
import { json, notFound, one } from '../http.ts';
import type { TokenRow } from '../state.ts';
import { personView } from '../views/people.ts';
import { param, today } from './support.ts';

/**
 * Account endpoints: reachable only with an account-wide token (the sandbox's `tokens.account`, or a
 * token from `/oauth/authorize`). Business tokens get 401 here, as tokens granted on a business
 * subdomain do at the service.
 */
export const accountRoutes: Route[] = [
  {
    serves: 'account.get',
    method: 'GET',
    path: '/api/v2/account',
    access: 'account',
    handle: (ctx) => {
      const account = ctx.state.tables.accounts.get(tokenOf(ctx).account_id) ?? notFound();
      return one('accounts', account);
    },
  },
  {
    serves: 'account.businesses.list',
    method: 'GET',
    path: '/api/v2/account/businesses',
    access: 'account',
    handle: (ctx) => {
      const { id, name, subdomain, currency_code, default_locale } = ctx.state.business;
      return json({ businesses: [{ id, name, subdomain, currency_code, default_locale }] });
    },
  },
  {
    serves: 'account.people.list',
    method: 'GET',
    path: '/api/v2/account/people',
    access: 'account',
    handle: (ctx) => {
      const accountId = tokenOf(ctx).account_id;
      const people = ctx.state.tables.people.filter((p) => p.account_id === accountId);
      const subdomain = ctx.state.business.subdomain;
      return json({ people: people.map((p) => ({ ...personView(ctx.state, p, today(ctx)), subdomain })) });
    },
  },
  {
    serves: 'account.passwords.create',
    method: 'POST',
    path: '/api/v2/account/passwords',
    access: 'open',
    handle: accepted,
  },
  {
    serves: 'account.confirmations.create',
    method: 'POST',
    path: '/api/v2/account/confirmations',
    access: 'account',
    handle: accepted,
  },
];

function tokenOf(ctx: Context): TokenRow {
  return ctx.caller.token ?? notFound();
}

/** Always 201, whether or not the address is known: the service reveals nothing. */
function accepted(ctx: Context): Response {
  const email = param(ctx, 'email') ?? (ctx.body.account as { email?: unknown } | undefined)?.email;
  return json({ email: typeof email === 'string' ? email : null }, 201);
}
