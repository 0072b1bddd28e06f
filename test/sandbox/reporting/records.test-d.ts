import { describe, expectTypeOf, it } from 'vitest';
import type {
  ClientRecord,
  EnrollmentRecord,
  EventOccurrenceStaffMemberRecord,
  InvoiceItemRecord,
} from '../../../src/sandbox/reporting/index.ts';

describe('report record types follow the spec’s field tables', () => {
  it('types each field as the service does, every one but key optional', () => {
    expectTypeOf<ClientRecord['key']>().toEqualTypeOf<string>();
    expectTypeOf<ClientRecord['has_membership']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<ClientRecord['account_credit_amount']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<ClientRecord['client_since_date']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ClientRecord['person_state']>().toEqualTypeOf<
      'active' | 'deleted' | 'hidden' | null | undefined
    >();
    expectTypeOf<ClientRecord['custom_fields']>().toEqualTypeOf<
      Readonly<Record<string, string | null>> | undefined
    >();
    expectTypeOf<EnrollmentRecord['service_day']>().toEqualTypeOf<
      '0' | '1' | '2' | '3' | '4' | '5' | '6' | null | undefined
    >();
    expectTypeOf<EventOccurrenceStaffMemberRecord['role']>().toEqualTypeOf<
      'demoted' | 'limited' | 'manager' | 'owner' | 'primary_owner' | 'standard' | null | undefined
    >();
    expectTypeOf<InvoiceItemRecord['net_paid_revenue_amount']>().toEqualTypeOf<number | null | undefined>();
  });

  it('refuses a field the report does not have', () => {
    // @ts-expect-error: summary fields are not record fields
    const summary: ClientRecord = { key: '1', person_count: 3 };
    // @ts-expect-error: a boolean field takes no t/f string (the engine encodes it)
    const encoded: ClientRecord = { key: '1', has_membership: 't' };
    expectTypeOf(summary).toEqualTypeOf(encoded);
  });
});
