export type {
  ClientRecord,
  EnrollmentRecord,
  EventOccurrenceStaffMemberRecord,
  InvoiceItemRecord,
  ReportRecords,
  ReportResource,
} from './catalogs/index.ts';
export {
  answerReportQuery,
  type ReportAnswer,
  type ReportQueryOptions,
  type ReportSource,
} from './engine.ts';
export { reportKey } from './keys.ts';
