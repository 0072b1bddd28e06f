/** The path params of an invoice item's sub-resources (discounts, prorates). */
export function invoiceItemPath(invoiceId: number, invoiceItemId: number) {
  return { invoice_id: invoiceId, invoice_item_id: invoiceItemId };
}
