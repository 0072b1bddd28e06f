import { expectTypeOf, test } from 'vitest';
import { Pike13 } from '../src/index.ts';
import { and, btw, eq, gt } from '../src/reports/index.ts';

test('README snippets type-check', async () => {
  const pike13 = new Pike13({ subdomain: 'mystudio', accessToken: 'x' });
  const invoice = await pike13.desk.invoices.create({
    payer_id: 48,
    plan_products: [{ id: 3, recipient_ids: [48] }],
  });
  const payment = await pike13.desk.payments.create(invoice.id, {
    payment_method: 'cash',
    amount_cents: 12000,
  });
  await pike13.desk.refunds.create(invoice.id, payment.id, {
    amount_cents: 2000,
    send_receipt: true,
    receipt_email: 'j@example.com',
  });
  await pike13.desk.invoices.update(invoice.id, { state_event: 'closed' });
  await pike13.front.formsOfPayment.vaultCard(1, {
    cc_number: '4111111111111111',
    cc_exp: '0829',
    cvv: '123',
    first_name: 'J',
    last_name: 'C',
  });
  const booking = await pike13.front.bookings.create({
    leases: [{ event_occurrence_id: 262, person: { id: 48 } }],
  });
  await pike13.front.bookings.complete(booking.id);
  await pike13.desk.visits.update(7, { state_event: 'complete' });
  const members = await pike13.reports.clients
    .select('person_id', 'full_name', 'has_membership', 'account_credit_amount')
    .where(and(eq('person_state', 'active'), gt('account_credit_amount', 5_000)))
    .all();
  expectTypeOf(members[0]?.has_membership).toEqualTypeOf<boolean | null | undefined>();
  const byMonth = await pike13.reports.enrollments
    .groupBy('service_month_start_date')
    .where(btw('service_date', '2026-01-01', '2026-06-30'))
    .select('enrollment_count', 'total_visits_amount')
    .orderBy('enrollment_count', 'desc')
    .limit(12)
    .page();
  expectTypeOf(byMonth.rows[0]?.group_label).toEqualTypeOf<string | null | undefined>();
  await pike13.webhooks.create({ topic: 'visit.new', target: 'https://example.com/hooks' });
  await pike13.account.businesses.list();
  await pike13.desk.packProducts.update(1, { service_ids: [] });
  await pike13.front.personPlans.list(1, { filter: 'usable' });
});
