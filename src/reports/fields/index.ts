/** The typed report resources, one file each: the spec's four and those live integrations query. */
export { clients } from './clients.ts';
export { enrollments } from './enrollments.ts';
export { eventOccurrenceStaffMembers } from './event-occurrence-staff-members.ts';
export { eventOccurrences } from './event-occurrences.ts';
export { invoiceItemTransactions } from './invoice-item-transactions.ts';
export { invoiceItems } from './invoice-items.ts';
export { invoices } from './invoices.ts';
export { monthlyBusinessMetrics } from './monthly-business-metrics.ts';
export { pays } from './pays.ts';
export { personPlans } from './person-plans.ts';
export { staffMembers } from './staff-members.ts';
export { transactions } from './transactions.ts';
