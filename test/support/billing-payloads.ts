/** Realistic answers of the billing endpoints (the reference examples have none). */
export const invoicePayload = {
  id: 3391,
  invoice_number: 'INV-3391',
  invoice_date: '2026-03-01',
  total_cents: 12000,
  outstanding_amount_cents: 2000,
  total: '$120.00',
  outstanding_amount: '$20.00',
  currency: 'USD',
  state: 'open',
  state_events: ['closed', 'canceled', 'on_hold'],
  invoice_items: [{ id: 77, name: '10-class pack', amount_cents: 12000 }],
  payments: [{ id: 501, amount_cents: 10000, state: 'completed' }],
  person: { id: 48, name: 'Jane Client' },
  coupon: { id: 4, code: 'SPRING', name: 'Spring', description: '10% off', discount_percent: 10 },
  tip_recipient: { id: 12, name: 'Sam Staff', email: 'sam@example.com' },
  send_receipt: false,
  receipt_email: null,
  created_at: '2026-02-28T17:12:01Z',
};

export const transactionPayload = {
  id: 501,
  invoice_id: 3391,
  amount_cents: 10000,
  amount: '$100.00',
  currency_code: 'USD',
  type: 'Payment',
  state: 'completed',
  payment_type: 'creditcard',
  description: 'Visa 1111, 1/28',
  settled: false,
  voided_at: null,
  created_at: '2026-03-01T10:00:00Z',
};

export const formOfPaymentPayload = {
  id: 801,
  type: 'creditcard',
  first_name: 'Jane',
  last_name: 'Client',
  autobill: true,
  card_type: 'visa',
  expire_month: 1,
  expire_year: 2030,
  last_four: '1111',
  created_at: '2026-01-05T12:00:00Z',
  updated_at: '2026-01-05T12:00:00Z',
};

export const paymentConfigurationPayload = {
  accepted_types: ['creditcard', 'cash', 'check'],
  creditcard: {
    accepted_card_types: ['visa', 'mastercard', 'american_express'],
    required_fields: { cvv: true, address: false, postal: true },
  },
};
