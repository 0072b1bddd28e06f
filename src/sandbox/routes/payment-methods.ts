import type { Context, Route } from '../engine.ts';
import { json } from '../http.ts';
import type { InvoiceRow } from '../state.ts';
import { PAYMENT_TYPE_IDS } from '../views/invoices.ts';
import { personRef } from '../views/people.ts';
import { invoiceOf } from './invoices.ts';
import { bothSideRoutes } from './support.ts';

/** The ways a payer can pay an invoice. */
export const paymentMethodRoutes: Route[] = [
  ...bothSideRoutes(
    'paymentMethods.list',
    'GET',
    '/invoices/:invoice_id/payment_methods',
    'front',
    paymentMethods,
  ),
];

/** The keys a payer can pay an invoice with: cash, check, account credit, and each vaulted card. */
export function methodsOf(ctx: Context, invoice: InvoiceRow) {
  const payer = ctx.state.tables.people.get(invoice.person_id);
  const base = ['cash', 'check', 'credit'].map((key) => ({
    payment_type_id: PAYMENT_TYPE_IDS[key],
    key,
    description: key === 'credit' ? 'Account credit' : key[0]?.toUpperCase() + key.slice(1),
    form_of_payment_id: null,
    autobill: false,
    payer: personRef(payer),
    details: {},
  }));
  const cards = ctx.state.tables.formsOfPayment
    .filter((f) => f.person_id === invoice.person_id)
    .map((card) => ({
      payment_type_id: PAYMENT_TYPE_IDS.creditcard,
      key: card.type,
      description: `${card.card_type} ending in ${card.last_four}`,
      form_of_payment_id: card.id,
      autobill: card.autobill,
      payer: personRef(payer),
      details: { last_four: card.last_four, card_type: card.card_type },
    }));
  return [...base, ...cards];
}

function paymentMethods(ctx: Context): Response {
  return json({ payment_methods: methodsOf(ctx, invoiceOf(ctx)) });
}
