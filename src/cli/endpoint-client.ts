import { Account } from '../account/index.ts';
import { lazyProperties } from '../core/lazy.ts';
import { Pike13Client } from '../core/pike13-client.ts';
import { Desk } from '../desk/index.ts';
import { Front } from '../front/index.ts';
import { Webhooks } from '../webhooks/subscriptions.ts';

/**
 * The client of the CLI's endpoint commands: `Pike13`'s endpoint namespaces on a `Pike13Client`. It leaves
 * out `reports`, whose field catalogues an endpoint command would load for nothing.
 */
export class EndpointClient extends Pike13Client {
  /** The Core API as a client (`/api/v2/front`). */
  declare readonly front: Front;
  /** The Core API as staff (`/api/v2/desk`). */
  declare readonly desk: Desk;
  /** The account of the token's person (`https://pike13.com/api/v2/account`). */
  declare readonly account: Account;
  /** Webhook subscriptions (`/api/v3/webhooks`). */
  declare readonly webhooks: Webhooks;

  static {
    lazyProperties(EndpointClient, (client) => client, {
      front: (client) => new Front(client),
      desk: (client) => new Desk(client),
      account: (client) => new Account(client),
      webhooks: (client) => new Webhooks(client),
    });
  }
}
