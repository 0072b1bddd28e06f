import { Random } from '../random.ts';
import { randomSecret } from '../secrets.ts';
import { createTables, type HandoutTokens, type PersonRow, type State } from '../state.ts';
import { seedAccountCredit, seedBilling, seedExtras, seedVisits } from './activity.ts';
import { giveAccount, secretFrom, seedBusiness } from './business.ts';
import { seedClients } from './people.ts';
import { roomsFor, seedSchedule } from './schedule.ts';

export interface SeedOptions {
  /** PRNG seed: the same seed and clock give the same business. Default 13. */
  seed?: number;
  /** How many clients (dependents come on top). Default 200. */
  clients?: number;
  /** Loopback redirect addresses registered for the OAuth application, on top of the defaults. */
  redirectUris?: string[];
  /** `random` (default): the client id, secret and tokens are new random ones; `fixed`: derived from `seed`. */
  tokens?: 'random' | 'fixed';
}

export const DEFAULT_REDIRECT_URIS = ['http://127.0.0.1/callback', 'http://localhost/callback'];

/** Builds the demo business, deterministic from `seed` and `now` (its secrets too with `tokens: 'fixed'`). */
export function seedState(options: SeedOptions, now: number): State {
  const random = new Random(options.seed ?? 13);
  const state: State = {
    business: {
      id: 1,
      name: 'Sandbox Studio',
      subdomain: 'sandbox',
      default_locale: 'en',
      currency_code: 'USD',
      website: 'https://sandbox.example.com',
      email_address: 'hello@sandbox.example.com',
      phone: '206-555-0100',
      country_code: 'US',
      timezone: 'America/Los_Angeles',
    },
    tables: createTables(),
    app: {
      client_id: secretFrom(random, 'sbx_client_'),
      client_secret: secretFrom(random, 'sbx_secret_'),
      redirect_uris: [...DEFAULT_REDIRECT_URIS, ...(options.redirectUris ?? [])],
    },
    counters: { invoiceItem: 0 },
    handout: { staff: '', owner: '', client: '', account: '' },
  };
  seedBusiness(state, now);
  const clientCount = options.clients ?? 200;
  seedSchedule(state, now, roomsFor(clientCount));
  seedClients(state, random, clientCount, now);
  const clients = state.tables.people.filter((p) => p.role === 'client' && p.email !== null);
  seedVisits(state, random, clients, now);
  seedBilling(state, random, clients, now);
  seedExtras(state, random, clients, now);
  seedAccountCredit(state, now);
  state.handout = issueTokens(state, random, clients[0] as PersonRow);
  if (options.tokens !== 'fixed') randomizeSecrets(state);
  return state;
}

/**
 * Gives the application and the handed-out tokens random values, so that no two sandboxes share them
 * and a page cannot guess them (the seeded ones are drawn all the same: the business stays the seed's).
 */
function randomizeSecrets(state: State): void {
  state.app.client_id = randomSecret('sbx_client_');
  state.app.client_secret = randomSecret('sbx_secret_');
  for (const name of Object.keys(state.handout) as (keyof HandoutTokens)[]) {
    const row = state.tables.tokens.find((t) => t.token === state.handout[name]);
    const token = randomSecret(`sbx_${name}_`);
    if (row) row.token = token;
    state.handout[name] = token;
  }
}

function issueTokens(state: State, random: Random, client: PersonRow): HandoutTokens {
  const staff = state.tables.people.find((p) => p.role === 'staff_member') as PersonRow;
  const owner = state.tables.people.find((p) => p.role === 'owner') as PersonRow;
  const issue = (person: PersonRow, name: string, scope: 'business' | 'account') => {
    const account_id = person.account_id ?? giveAccount(state, person);
    const token = secretFrom(random, `sbx_${name}_`);
    state.tables.tokens.insert({ token, person_id: person.id, account_id, scope });
    return token;
  };
  return {
    staff: issue(staff, 'staff', 'business'),
    owner: issue(owner, 'owner', 'business'),
    client: issue(client, 'client', 'business'),
    account: issue(owner, 'account', 'account'),
  };
}
