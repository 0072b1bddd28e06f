import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/pike13.ts';
import { type AnyQuery, propertyOf, REPORT_DEFINITIONS } from '../../src/reports/by-name.ts';
import { isInferred, typeOfSpec } from '../../src/reports/field-spec.ts';
import {
  clients,
  enrollments,
  eventOccurrenceStaffMembers,
  eventOccurrences,
  invoiceItems,
  invoices,
  monthlyBusinessMetrics,
  pays,
  personPlans,
  staffMembers,
  transactions,
} from '../../src/reports/index.ts';
import type { ReportDefinition } from '../../src/reports/types.ts';

const groupingsOf = (report: ReportDefinition) => [...report.groupings, ...Object.keys(report.derived)];

describe.each(REPORT_DEFINITIONS.map((report) => [report.resource, report] as const))(
  'the %s field file',
  (_, report) => {
    it('groups only by detail fields or declared derived groupings', () => {
      for (const grouping of report.groupings) expect(report.detail).toHaveProperty(grouping);
      for (const derived of Object.keys(report.derived)) expect(report.detail).not.toHaveProperty(derived);
    });

    it('never names a field both detail and summary, and has a key to page by', () => {
      const both = Object.keys(report.summary).filter((name) => name in report.detail);
      expect(both).toEqual([]);
      expect(report.detail).toHaveProperty('key', 'string');
    });

    it('is queried as pike13.reports.<camelName>, its names checked against this file', () => {
      const reports = new Pike13({ accessToken: 't', subdomain: 's' }).reports;
      const query = (reports as unknown as Record<string, AnyQuery>)[propertyOf(report.resource)] as AnyQuery;
      expect(query.select('key' as never).toJSON().data.attributes.fields).toEqual(['key']);
      expect(() => query.select('no_such_field' as never)).toThrow(
        `"no_such_field" is not a field of the ${report.resource} report`,
      );
    });
  },
);

/**
 * The public Ruby client's catalogues, as data (`test/fixtures/report-catalogs.json`, the names of its
 * `lib/pike13/api/v3/desk/<resource>.rb`): the names each field file must give, none missing, none renamed.
 */
const PUBLIC = JSON.parse(
  readFileSync(new URL('../fixtures/report-catalogs.json', import.meta.url), 'utf8'),
) as { resources: Record<string, { detail: string[]; summary: string[]; groupings: string[] }> };

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the catalogues of the public clients', () => {
  it('types all twelve resources', () => {
    expect(sorted(REPORT_DEFINITIONS.map((report) => report.resource))).toEqual(
      sorted(Object.keys(PUBLIC.resources)),
    );
  });

  it.each(Object.entries(PUBLIC.resources))(
    '%s has every detail, summary field and grouping, by name',
    (name, catalogue) => {
      const report = REPORT_DEFINITIONS.find(
        (definition) => definition.resource === name,
      ) as ReportDefinition;
      expect({
        detail: sorted(Object.keys(report.detail)),
        summary: sorted(Object.keys(report.summary)),
        groupings: sorted(groupingsOf(report)),
      }).toEqual({
        detail: sorted(catalogue.detail),
        summary: sorted(catalogue.summary),
        groupings: sorted(catalogue.groupings),
      });
    },
  );

  it('completes the spec’s four: addresses, the staff members’ groupings, the invoice items’ catalogue', () => {
    for (const report of [clients, eventOccurrenceStaffMembers]) {
      expect(Object.keys(report.detail)).toEqual(
        expect.arrayContaining(['street_address', 'street_address2', 'city', 'state_code', 'postal_code']),
      );
    }
    expect(groupingsOf(eventOccurrenceStaffMembers)).toEqual(
      expect.arrayContaining([
        'service_state',
        'service_time',
        'service_type',
        'service_week_mon_start_date',
        'service_week_sun_start_date',
        'service_year_start_date',
      ]),
    );
    expect(invoiceItems.detail).toMatchObject({
      invoice_id: 'integer',
      invoice_number: 'string',
      plan_id: 'integer',
      product_id: 'integer',
      outstanding_amount: 'currency',
    });
  });
});

/**
 * The fields and filters live integrations use, copied here from the "Facts from live integrations" of the
 * project's shared reference notes (outside this repository: the test reads nothing there).
 */
const LIVE_FIELDS: [ReportDefinition, string[]][] = [
  [
    invoices,
    [
      ...['invoice_id', 'invoice_number', 'invoice_due_date', 'issued_date', 'outstanding_amount'],
      ...['failed_transactions', 'invoice_payer_id', 'invoice_payer_name', 'invoice_payer_email'],
      ...['invoice_payer_phone', 'invoice_state'],
    ],
  ],
  [
    eventOccurrences,
    [
      ...['event_occurrence_id', 'event_id', 'event_name', 'service_name', 'service_date', 'service_day'],
      ...['service_time', 'duration_in_minutes', 'instructor_names', 'enrollment_count'],
      ...['completed_enrollment_count', 'late_canceled_enrollment_count', 'noshowed_enrollment_count'],
      ...['end_at', 'service_type', 'service_category', 'attendance_completed'],
    ],
  ],
  [
    personPlans,
    [
      ...['person_id', 'full_name', 'email', 'plan_id', 'plan_name', 'product_id', 'product_name'],
      ...['start_date', 'end_date', 'commitment_length', 'is_available', 'is_canceled', 'is_ended'],
    ],
  ],
  [
    transactions,
    ['transaction_date', 'payment_method', 'net_paid_amount', 'invoice_payer_id', 'invoice_payer_name'],
  ],
  [
    staffMembers,
    [
      ...['person_id', 'first_name', 'last_name', 'email', 'phone', 'address', 'birthdate', 'role'],
      ...['staff_since_date', 'home_location_name', 'also_client', 'future_events', 'past_events'],
      ...['full_name', 'person_state', 'custom_fields'],
    ],
  ],
  [
    REPORT_DEFINITIONS.find((report) => report.resource === 'invoice_item_transactions') as ReportDefinition,
    [
      ...['transaction_id', 'transaction_type', 'transaction_state', 'payment_method'],
      ...['processor_transaction_id', 'plan_id', 'voided_at', 'created_by_name', 'commission_recipient_name'],
      ...['business_id', 'business_name', 'business_subdomain', 'transaction_date', 'transaction_at'],
    ],
  ],
];

describe('the fields live integrations use', () => {
  it.each(LIVE_FIELDS.map(([report, fields]) => [report.resource, report, fields] as const))(
    '%s types each',
    (_, report, fields) => {
      expect(fields.filter((field) => !(field in report.detail))).toEqual([]);
    },
  );
});

describe('field types', () => {
  it.each([
    [clients.detail.custom_fields, 'logical'],
    [clients.detail.account_credit_amount, 'currency'],
    [clients.detail.last_email_bounced, 'boolean'],
    [clients.summary.total_revenue_amount, 'currency'],
    [enrollments.detail.service_time, 'time'],
    [enrollments.detail.waitlisted_at, 'datetime'],
    [enrollments.summary.unpaid_visit_percent, 'integer'],
    [eventOccurrenceStaffMembers.detail.duration_in_hours, 'float'],
    [eventOccurrenceStaffMembers.summary.total_duration_in_hours, 'float'],
    [invoiceItems.detail.net_paid_revenue_amount, 'currency'],
    // The typed catalogue of the PHP SDK (src/Model/Desk/*.php).
    [pays.detail.pay_period, 'range'],
    [pays.detail.service_hours, 'float'],
    [invoices.detail.invoice_due_date, 'date'],
    [transactions.detail.transaction_at, 'datetime'],
    // Inferred: from the same field of another report, else from the name.
    [staffMembers.detail.age, 'integer?'],
    [personPlans.detail.is_available, 'boolean?'],
    [personPlans.detail.canceled_at, 'datetime?'],
    [personPlans.detail.cancellation_fee_amount, 'currency?'],
    [personPlans.detail.completed_visit_count, 'integer?'],
    [personPlans.detail.start_date, 'date?'],
    [personPlans.detail.plan_name, 'string?'],
    [pays.summary.total_service_hours, 'float?'],
    [personPlans.summary.visited_percent, 'integer?'],
    [monthlyBusinessMetrics.summary.avg_member_count, 'float?'],
  ])('%s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the enum values the spec lists', () => {
    expect(clients.detail.tenure_group).toEqual([
      '0_month',
      '1_quarter',
      '2_year',
      '3_two_years',
      '4_three_years',
      '5_over_three_years',
    ]);
    expect(enrollments.detail.state).toHaveLength(8);
    expect(eventOccurrenceStaffMembers.detail.service_day).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });

  it('marks a type inferred only with ?, and every inferred type is one a name can suggest', () => {
    const inferable = ['boolean', 'currency', 'date', 'datetime', 'float', 'integer', 'string'];
    for (const report of REPORT_DEFINITIONS) {
      for (const spec of [...Object.values(report.detail), ...Object.values(report.summary)]) {
        if (isInferred(spec)) expect(inferable).toContain(typeOfSpec(spec));
      }
    }
    expect(isInferred(personPlans.detail.plan_id)).toBe(true);
    expect(isInferred(invoices.detail.invoice_id)).toBe(false);
    expect(isInferred(clients.detail.tenure_group)).toBe(false);
  });
});
