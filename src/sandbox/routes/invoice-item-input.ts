import type { Fields } from '../body.ts';
import type { Context } from '../engine.ts';
import { invalid, problem } from '../http.ts';
import { bodyList } from '../list-values.ts';
import type { InvoiceItemRow } from '../state.ts';
import { found, intField, requiredInt, textField } from './support.ts';

/** One `plan_products` entry of an invoice (or a `plan_product` item): a checked invoice item. */
export function itemFrom(ctx: Context, fields: Fields, payerId: number): InvoiceItemRow {
  const product = found(ctx.state.tables.planProducts, requiredInt(fields, 'id', 'Plan product'));
  const recipients = bodyList(fields, 'recipient_ids', 'Recipient')?.map(Number) ?? [payerId];
  for (const id of recipients)
    if (!ctx.state.tables.people.get(id)) invalid(problem('not_found', 'Recipient'));
  const eventId = intField(fields, 'event_id', 'Event') ?? null;
  const courseProduct = product.service_ids.some(
    (id) => ctx.state.tables.services.get(id)?.type === 'Course',
  );
  if (eventId !== null) found(ctx.state.tables.events, eventId);
  if (eventId !== null && !courseProduct) invalid(problem('invalid', 'Event'));
  const startDate = textField(fields, 'start_date', 'Start date') ?? null;
  if (startDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) invalid(problem('invalid', 'Start date'));
  ctx.state.counters.invoiceItem += 1;
  return {
    id: ctx.state.counters.invoiceItem,
    plan_product_id: product.id,
    recipient_ids: recipients,
    event_id: eventId,
    staff_member_id: intField(fields, 'staff_member_id', 'Staff member') ?? null,
    start_date: startDate,
    price_cents: product.price_cents,
    prorate: null,
    discount: null,
    plan_id: null,
  };
}

/** A non-negative integer field, or undefined. */
export function amountField(fields: Fields, name: string, label: string): number | undefined {
  const value = intField(fields, name, label);
  if (value !== undefined && value < 0) invalid(problem('not_negative', label));
  return value;
}
