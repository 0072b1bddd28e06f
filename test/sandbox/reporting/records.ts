import {
  type ClientRecord,
  type InvoiceItemRecord,
  type ReportRecords,
  type ReportSource,
  reportKey,
} from '../../../src/sandbox/reporting/index.ts';

/** Five clients of one business, with the gaps real data has (null names, missing dates). */
export const CLIENTS: ClientRecord[] = [
  client(1, { first_name: 'Ada', last_name: 'Lovelace', has_membership: true, age: 36 }),
  client(2, {
    first_name: 'Grace',
    last_name: 'Hopper',
    has_membership: false,
    age: 85,
    tenure_group: '2_year',
  }),
  client(3, { first_name: 'Alan', last_name: 'Turing', has_membership: true, age: 41, email: null }),
  client(4, { first_name: 'Edsger', last_name: 'Dijkstra', has_membership: false, person_state: 'hidden' }),
  client(5, { first_name: 'Barbara', last_name: 'Liskov', has_membership: true, age: 86 }),
];

function client(id: number, fields: Partial<ClientRecord>): ClientRecord {
  return {
    key: reportKey(id),
    person_id: 100 + id,
    business_id: 7,
    business_name: 'Reporting V3',
    email: `client${id}@example.com`,
    person_state: 'active',
    client_since_date: `2026-0${id}-1${id}`,
    account_credit_amount: id * 1_050,
    custom_fields: id % 2 === 1 ? { Shirt: id === 1 ? 'M' : 'L' } : { Allergies: 'none' },
    ...fields,
    full_name: `${fields.first_name} ${fields.last_name}`,
  };
}

/** Invoice items of September 2015, like those the service's examples report. */
export const INVOICE_ITEMS: InvoiceItemRecord[] = [
  item(1, 'Drop-In', 'pass', 'Kaia Collins', '2015-09-02', 11_385, 115),
  item(2, 'Reporting Monthly Plan', 'monthly', 'Sydnee VonRueden', '2015-09-03', 49_505, 0),
  item(3, null, 'signup_fee', 'Sydnee VonRueden', '2015-09-03', 1_000, 0),
  item(4, 'Drop-In', 'pass', 'Johnny Five', '2015-09-05', 500, 0),
  item(5, 'Water', 'retail', 'Kaia Collins', '2015-09-05', 200, 20),
  item(6, 'SQL 101', 'pass', 'Johnny Five', '2015-10-01', 9_901, 0),
];

function item(
  id: number,
  product_name: string | null,
  product_type: InvoiceItemRecord['product_type'],
  invoice_payer_name: string,
  closed_date: string,
  net_paid_revenue_amount: number,
  net_paid_tax_amount: number,
): InvoiceItemRecord {
  return {
    key: reportKey(id),
    invoice_item_id: id,
    business_name: 'Reporting V3',
    product_name,
    product_type,
    invoice_payer_name,
    invoice_state: 'closed',
    closed_date,
    closed_at: `${closed_date}T1${id}:00:00-07:00`,
    currency_code: 'USD',
    net_paid_revenue_amount,
    net_paid_tax_amount,
    net_paid_amount: net_paid_revenue_amount + net_paid_tax_amount,
  };
}

/** A source over the given records (every other resource empty). */
export function sourceOf(records: Partial<{ [R in keyof ReportRecords]: ReportRecords[R][] }>): ReportSource {
  return (resource) => records[resource] ?? [];
}
