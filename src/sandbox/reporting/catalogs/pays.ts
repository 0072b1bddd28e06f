import { distinctCount, distinctList, rowCount, total, totalsOf } from '../summaries.ts';
import type { Catalog, RecordOf } from '../types.ts';
import { BUSINESS_DETAIL, joinDetails } from './join.ts';
import { SERVICE_ENUMS } from './occurrence.ts';

/** The amounts of a pay that have a `total_<amount>` summary. */
const AMOUNTS = ['base_pay_amount', 'final_pay_amount', 'per_head_pay_amount', 'tiered_pay_amount'] as const;

const PAY_DETAIL = {
  currency: AMOUNTS,
  date: ['pay_period_end_date', 'pay_period_start_date', 'pay_reviewed_date', 'service_date'],
  datetime: ['pay_recorded_at', 'pay_reviewed_at'],
  float: ['service_hours'],
  integer: ['pay_id', 'pay_reviewed_by_id', 'service_id', 'staff_id'],
  string: [
    ...['pay_description', 'pay_reviewed_by_name', 'revenue_category', 'service_category'],
    ...['service_location_name', 'service_name', 'staff_home_location_name', 'staff_name'],
  ],
  range: ['pay_period'],
  enum: {
    pay_state: ['pending', 'reviewed', 'recorded'],
    pay_type: ['service', 'hourly', 'commission'],
    service_type: SERVICE_ENUMS.service_type,
  },
} as const;

const detail = joinDetails(BUSINESS_DETAIL, PAY_DETAIL);

/** One row of the pays report: what one staff member is paid for one service they gave. */
export interface PayRecord extends RecordOf<typeof detail> {}

/** The pays report (public clients' catalogue: `pays`). */
export const paysCatalog: Catalog = {
  detail,
  summary: {
    business_id_summary: distinctList('business_id'),
    business_subdomain_summary: distinctList('business_subdomain'),
    pay_count: rowCount(),
    service_count: distinctCount('service_id'),
    total_count: rowCount(),
    total_service_hours: total('service_hours', 'float'),
    ...totalsOf(AMOUNTS, 'currency'),
  },
  groupings: [
    ...['business_id', 'business_name', 'business_subdomain', 'pay_period', 'pay_reviewed_by_id'],
    ...['pay_reviewed_by_name', 'pay_reviewed_date', 'pay_state', 'pay_type', 'revenue_category'],
    ...['service_category', 'service_date', 'service_id', 'service_location_name', 'service_name'],
    ...['service_type', 'staff_home_location_name', 'staff_id', 'staff_name'],
  ],
};
