import { Account } from './account/index.ts';
import { Pike13Client } from './core/client.ts';
import type { ClientOptions } from './core/options.ts';
import { Desk } from './desk/index.ts';
import { Front } from './front/index.ts';
import { Reports } from './reports/index.ts';
import { Webhooks } from './webhooks/subscriptions.ts';

/** The Pike13 client: every namespace of the three APIs over one `Pike13Client`. */
export class Pike13 extends Pike13Client {
  /** The Core API as a client (`/api/v2/front`); some endpoints are public with `clientId`. */
  readonly front: Front;
  /** The Core API as staff (`/api/v2/desk`). */
  readonly desk: Desk;
  /** The account of the token's person, across businesses (`https://pike13.com/api/v2/account`). */
  readonly account: Account;
  /** Webhook subscriptions (`/api/v3/webhooks`): needs an owner's token. */
  readonly webhooks: Webhooks;
  /** Reporting queries (`/desk/api/v3/reports`), typed by the fields selected. */
  readonly reports: Reports;

  constructor(options: ClientOptions = {}) {
    super(options);
    this.front = new Front(this);
    this.desk = new Desk(this);
    this.account = new Account(this);
    this.webhooks = new Webhooks(this);
    this.reports = new Reports(this);
  }
}
