import { describe, expect, it } from 'vitest';
import { clients, enrollments, eventOccurrenceStaffMembers, invoiceItems } from '../../src/reports/index.ts';

const REPORTS = { clients, enrollments, eventOccurrenceStaffMembers, invoiceItems };

describe.each(Object.entries(REPORTS))('the %s field file', (_, report) => {
  it('groups only by detail fields or declared derived groupings', () => {
    for (const grouping of report.groupings) expect(report.detail).toHaveProperty(grouping);
    for (const derived of Object.keys(report.derived)) expect(report.detail).not.toHaveProperty(derived);
  });

  it('never names a field both detail and summary, and has a key to page by', () => {
    const both = Object.keys(report.summary).filter((name) => name in report.detail);
    expect(both).toEqual([]);
    expect(report.detail).toHaveProperty('key', 'string');
  });
});

describe('field types from the spec', () => {
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
});
