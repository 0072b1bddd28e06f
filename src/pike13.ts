import { Account } from './account/index.ts';
import { lazyProperties } from './core/lazy.ts';
import { Pike13Client } from './core/pike13-client.ts';
import { Desk } from './desk/index.ts';
import { Front } from './front/index.ts';
import { Reports } from './reports/index.ts';
import { Webhooks } from './webhooks/subscriptions.ts';

/** The Pike13 client: every namespace of the three APIs over one `Pike13Client`. */
export class Pike13 extends Pike13Client {
  /** The Core API as a client (`/api/v2/front`); some endpoints are public with `clientId`. */
  declare readonly front: Front;
  /** The Core API as staff (`/api/v2/desk`). */
  declare readonly desk: Desk;
  /** The account of the token's person, across businesses (`https://pike13.com/api/v2/account`). */
  declare readonly account: Account;
  /** Webhook subscriptions (`/api/v3/webhooks`): needs an owner's token. */
  declare readonly webhooks: Webhooks;
  /** Reporting queries (`/desk/api/v3/reports`), typed by the fields selected. */
  declare readonly reports: Reports;

  static {
    // Each namespace is built when first read: an idle client holds none of them.
    lazyProperties(Pike13, (pike13) => pike13, {
      front: (pike13) => new Front(pike13),
      desk: (pike13) => new Desk(pike13),
      account: (pike13) => new Account(pike13),
      webhooks: (pike13) => new Webhooks(pike13),
      reports: (pike13) => new Reports(pike13),
    });
  }
}
