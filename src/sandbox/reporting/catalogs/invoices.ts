import { countTrue, totalsOf } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { BILLING_SUMMARY, CATALOG_INVOICE_DETAIL, INVOICE_GROUPINGS, PAYER_DETAIL } from './billing.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';

const detail = joinDetails(BUSINESS_DETAIL, PAYER_DETAIL, CATALOG_INVOICE_DETAIL);

/** One row of the invoices report: one invoice, its amounts and its payer. */
export interface InvoiceRecord extends RecordOf<typeof detail> {}

/** The invoices report (public clients' catalogue: `invoices`). */
export const invoicesCatalog: Catalog = {
  detail,
  summary: {
    ...BILLING_SUMMARY,
    ...totalsOf(CATALOG_INVOICE_DETAIL.currency, 'currency'),
    created_by_client_count: countTrue('created_by_client'),
    invoice_autobill_count: countTrue('invoice_autobill'),
  },
  groupings: INVOICE_GROUPINGS,
  periodDates: { due: 'invoice_due_date' },
};
