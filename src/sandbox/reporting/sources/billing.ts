import { type InvoiceMoney, itemTotal } from '../../rules/invoice-money.ts';
import type { InvoiceItemRow, InvoiceRow, PlanRowType } from '../../state.ts';
import type { InvoiceItemRecord, InvoiceRecord } from '../catalogs/index.ts';
import { reportKey } from '../keys.ts';
import { RecordSet } from '../record-set.ts';
import type { StateView } from '../state-view.ts';
import { daysBetween, joined, shares } from './common.ts';

const PRODUCT_TYPES = { Membership: 'monthly', Pack: 'pass', Prepaid: 'pass' } as const satisfies Record<
  PlanRowType,
  string
>;

/** The invoices report: one record per invoice, its amounts as the Core API totals them. */
export function invoiceRecords(view: StateView): RecordSet<InvoiceRecord> {
  return RecordSet.deferred(
    view.tables.invoices.all(),
    (invoice) => reportKey(invoice.id),
    (invoice) => {
      const money = view.money(invoice);
      return {
        key: reportKey(invoice.id),
        ...view.business,
        ...payerFields(view, invoice),
        ...invoiceFields(view, invoice, money),
        ...amountFields({ ...money, discounts: money.gross - money.total }),
      };
    },
  );
}

/**
 * The invoice items report: one record per item, with its share of its invoice's payments, refunds
 * and outstanding amount (in proportion to the items' totals; the shares add up to the invoice's).
 */
export function invoiceItemRecords(view: StateView): InvoiceItemRecord[] {
  return view.tables.invoices.all().flatMap((invoice) => {
    const money = view.money(invoice);
    const weights = invoice.items.map(itemTotal);
    const payments = shares(money.payments, weights);
    const refunds = shares(money.refunds, weights);
    const outstanding = shares(money.outstanding, weights);
    const common = {
      ...view.business,
      ...payerFields(view, invoice),
      ...invoiceFields(view, invoice, money),
    };
    return invoice.items.map((item, index) => ({
      key: reportKey(item.id),
      ...common,
      ...itemFields(view, item),
      ...amountFields({
        gross: item.price_cents,
        total: itemTotal(item),
        discounts: item.price_cents - itemTotal(item),
        payments: payments[index] ?? 0,
        refunds: refunds[index] ?? 0,
        outstanding: outstanding[index] ?? 0,
      }),
      coupon_code: invoice.coupon_code,
      discount_type: discountType(item),
      recipient_names: joined(item.recipient_ids.flatMap((id) => view.nameOf(id) ?? [])),
    }));
  });
}

/** What billing rows say of their invoice and payer. */
export function payerFields(view: StateView, invoice: InvoiceRow) {
  const payer = view.tables.people.get(invoice.person_id);
  return {
    invoice_id: invoice.id,
    invoice_number: invoice.invoice_number,
    invoice_state: invoice.state,
    invoice_due_date: invoice.invoice_date,
    invoice_autobill: invoice.items.some((item) => isBilling(view, item)),
    invoice_payer_id: invoice.person_id,
    invoice_payer_name: view.nameOf(invoice.person_id),
    invoice_payer_email: payer?.email ?? null,
    invoice_payer_phone: payer?.phone ?? null,
    invoice_payer_home_location: view.locationName(payer?.location_id ?? null),
    commission_recipient_name: view.nameOf(invoice.commission_recipient_id),
    created_by_name: invoice.booking_id === null ? null : view.nameOf(invoice.person_id),
    sale_location_name: view.locationName(invoice.location_id),
  };
}

/** What billing rows say of an item and its product. */
export function itemFields(view: StateView, item: InvoiceItemRow) {
  const product = view.productOf(item.plan_product_id);
  return {
    invoice_item_id: item.id,
    plan_id: item.plan_id,
    product_id: product?.product_id ?? null,
    product_name: product?.name ?? null,
    product_name_at_sale: product?.name ?? null,
    product_type: product ? PRODUCT_TYPES[product.type] : null,
    grants_membership: product ? product.type === 'Membership' || product.consider_member : null,
    revenue_category: view.revenueCategoryOf(product),
  };
}

/** An invoice's dates and transaction counts. */
function invoiceFields(view: StateView, invoice: InvoiceRow, money: InvoiceMoney) {
  const payments = view.paymentsByInvoice.get(invoice.id) ?? [];
  const refunds = payments.flatMap((payment) => view.refundsByPayment.get(payment.id) ?? []);
  const closed = invoice.state === 'closed';
  const due = invoice.state === 'open' && money.outstanding > 0 && invoice.invoice_date < view.today;
  return {
    issued_date: invoice.invoice_date,
    issued_at: view.zoned(invoice.created_at),
    closed_date: closed ? view.localDate(invoice.updated_at) : null,
    closed_at: closed ? view.zoned(invoice.updated_at) : null,
    created_by_client: invoice.booking_id !== null,
    days_since_invoice_due: due ? daysBetween(invoice.invoice_date, view.today) : null,
    failed_transactions: payments.filter((payment) => payment.state === 'failed').length,
    voided_transactions: [...payments, ...refunds].filter((t) => t.voided_at !== null).length,
    refunded_transactions: refunds.filter((refund) => refund.voided_at === null).length,
    purchase_order_number: null,
    purchase_request_state: null,
    purchase_request_message: null,
    purchase_request_cancel_reason: null,
  };
}

/** The amounts of an invoice or item: no tax, coupon or adjustment in the sandbox's studio. */
function amountFields(money: InvoiceMoney & { readonly discounts: number }) {
  const netPaid = money.payments - money.refunds;
  return {
    gross_amount: money.gross,
    discounts_amount: money.discounts,
    coupons_amount: 0,
    adjustments_amount: 0,
    expected_amount: money.total,
    expected_revenue_amount: money.total,
    expected_tax_amount: 0,
    payments_amount: money.payments,
    refunds_amount: money.refunds,
    net_paid_amount: netPaid,
    net_paid_revenue_amount: netPaid,
    net_paid_tax_amount: 0,
    outstanding_amount: money.outstanding,
    outstanding_revenue_amount: money.outstanding,
    outstanding_tax_amount: 0,
  };
}

function discountType(item: InvoiceItemRow) {
  if (item.discount === null) return null;
  return item.discount.amount_cents === null ? ('percent' as const) : ('amount' as const);
}

/** Whether an item's plan bills itself again (a membership), as autobilled invoices do. */
function isBilling(view: StateView, item: InvoiceItemRow): boolean {
  return item.plan_id !== null && view.tables.plans.get(item.plan_id)?.billing === true;
}
