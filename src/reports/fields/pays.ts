import { compactReport } from '../compact.ts';
import { BUSINESS_SUMMARY } from './shared.ts';

/** The pays report: one row per pay of a staff member (pay rates, services, hours). */
export const pays = compactReport('pays', {
  detail: `base_pay_amount:c business_id:i business_name:s business_subdomain:s currency_code:s final_pay_amount:c franchise_id:i key:s pay_description:s pay_id:i pay_period:r pay_period_end_date:d pay_period_start_date:d pay_recorded_at:T pay_reviewed_at:T pay_reviewed_by_id:i pay_reviewed_by_name:s pay_reviewed_date:d pay_state:e pay_type:e per_head_pay_amount:c revenue_category:s? service_category:s service_date:d service_hours:f service_id:i service_location_name:s service_name:s service_type:e staff_home_location_name:s staff_id:i staff_name:s tiered_pay_amount:c`,
  summary: `${BUSINESS_SUMMARY} pay_count:i? service_count:i total_base_pay_amount:c? total_count:i total_final_pay_amount:c? total_per_head_pay_amount:c? total_service_hours:f? total_tiered_pay_amount:c?`,
  groupings: `business_id business_name business_subdomain pay_period pay_reviewed_by_id pay_reviewed_by_name pay_reviewed_date pay_state pay_type revenue_category service_category service_date service_id service_location_name service_name service_type staff_home_location_name staff_id staff_name`,
});
