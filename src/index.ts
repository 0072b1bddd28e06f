export { AccountBusinesses } from './account/businesses.ts';
export { AccountConfirmations, type AccountEmailInput, AccountPasswords } from './account/emails.ts';
// The namespace classes (`pike13.desk` is a `Desk`); the account's is `AccountApi`, beside the `Account` it answers.
export { Account as AccountApi } from './account/index.ts';
export { AccountPeople } from './account/people.ts';
export { Pike13 } from './client.ts';
export { ApiPromise, type WithResponse } from './core/api-promise.ts';
export { Pike13Client } from './core/client.ts';
export type { Effect, Endpoint, Method, Returns } from './core/endpoint.ts';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  ConnectionError,
  CredentialsError,
  type ErrorContext,
  InputError,
  isPike13Error,
  NotFoundError,
  PermissionError,
  Pike13Error,
  RateLimitError,
  type RateLimitInfo,
  RedirectError,
  ResponseTooLargeError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
  ValidationError,
} from './core/errors.ts';
export type { HeadersInit } from './core/headers.ts';
export type { AfterResponseState, BeforeErrorState, BeforeRequestState, Hooks } from './core/hooks.ts';
export type { Limiter, LimiterStore, RateLimitOptions } from './core/limiter.ts';
export { LOCALES, type Locale } from './core/locale.ts';
export type { ClientOptions, Logger, RequestOptions } from './core/options.ts';
export { Page, PagePromise, type ToArrayOptions } from './core/pagination.ts';
export type { RawRequestOptions, StandardSchema } from './core/raw-request.ts';
export type { AppInfo } from './core/user-agent.ts';
export { DeskBookings } from './desk/bookings.ts';
export { DeskCustomFields } from './desk/custom-fields.ts';
export { DeskDiscounts } from './desk/discounts.ts';
export { DeskEligibilities } from './desk/eligibilities.ts';
export { DeskEventOccurrences } from './desk/event-occurrences.ts';
export { Desk } from './desk/index.ts';
export { DeskInvoices, type DeskInvoicesListParams } from './desk/invoices.ts';
export { DeskMakeUps } from './desk/make-ups.ts';
export { DeskNotes } from './desk/notes.ts';
export { DeskPackProducts, type PackProductListParams } from './desk/pack-products.ts';
export { DeskPacks } from './desk/packs.ts';
export { DeskPayments } from './desk/payments.ts';
export { DeskPeople, type DeskPeopleListParams, type DeskPeopleSearchParams } from './desk/people.ts';
export { type DeskPlanListParams, DeskPlans, type PlanEndDateUpdate } from './desk/plans.ts';
export { DeskProrates } from './desk/prorates.ts';
export { DeskPunches } from './desk/punches.ts';
export { DeskRefunds } from './desk/refunds.ts';
export { DeskRevenueCategories } from './desk/revenue-categories.ts';
export { DeskSalesTaxes } from './desk/sales-taxes.ts';
export { type DeskServiceListParams, DeskServices } from './desk/services.ts';
export { DeskStaffMembers } from './desk/staff-members.ts';
export { DeskVisits } from './desk/visits.ts';
export { DeskWaitlistEntries } from './desk/waitlist-entries.ts';
export { FrontBookings } from './front/bookings.ts';
export { FrontBranding } from './front/branding.ts';
export { FrontEligibilities } from './front/eligibilities.ts';
export { FrontEventOccurrences } from './front/event-occurrences.ts';
export { Front } from './front/index.ts';
export { FrontInvoices } from './front/invoices.ts';
export { FrontPayments } from './front/payments.ts';
export { FrontPeople, type FrontPersonParams } from './front/people.ts';
export { FrontPlanTerms } from './front/plan-terms.ts';
export { FrontServices } from './front/services.ts';
export { FrontStaffMembers } from './front/staff-members.ts';
export { FrontVisits } from './front/visits.ts';
export { OAuthError, OAuthRedirectError } from './oauth/errors.ts';
export { IncompleteReportError } from './reports/incomplete.ts';
// Schemas of the resources, each with its inferred type.
export { Account } from './schemas/account.ts';
export {
  AvailableSlot,
  type AvailableSlotsParams,
  AvailableSlotsQuery,
  AvailableSlotsSummary,
  type AvailableSlotsSummaryParams,
  AvailableSlotsSummaryQuery,
} from './schemas/available-slot.ts';
export {
  BOOKING_STATES,
  Booking,
  type BookingState,
  BookingUpdate,
  DeskBookingCreate,
  FrontBookingCreate,
} from './schemas/booking.ts';
export { Branding } from './schemas/branding.ts';
export { Business } from './schemas/business.ts';
export { CustomField, CustomFieldSetting } from './schemas/custom-field.ts';
export { Discount, DiscountCreate } from './schemas/discount.ts';
export {
  type DeskEventOccurrenceEligibilityParams,
  DeskEventOccurrenceEligibilityQuery,
  type DeskServiceEligibilityParams,
  DeskServiceEligibilityQuery,
  ENROLLMENT_RESTRICTION_CODES,
  ENROLLMENT_WARNING_CODES,
  EnrollmentEligibility,
  type EnrollmentRestrictionCode,
  type EnrollmentWarningCode,
  type FrontServiceEligibilityParams,
  FrontServiceEligibilityQuery,
  WAITLIST_RESTRICTION_CODES,
  WaitlistEligibility,
  type WaitlistRestrictionCode,
} from './schemas/eligibility.ts';
export { EVENT_LIST_MAX_DAYS, Event, type EventListParams, EventListQuery } from './schemas/event.ts';
export {
  EVENT_OCCURRENCE_STATES,
  EventOccurrence,
  type EventOccurrenceState,
  SERVICE_TYPES,
  type ServiceType,
} from './schemas/event-occurrence.ts';
export {
  type DeskEventOccurrenceSummaryParams,
  DeskEventOccurrenceSummaryQuery,
  type EventOccurrenceListParams,
  EventOccurrenceListQuery,
  type FrontEventOccurrenceSummaryParams,
  FrontEventOccurrenceSummaryQuery,
} from './schemas/event-occurrence-input.ts';
export { EventOccurrenceSummary } from './schemas/event-occurrence-summary.ts';
export {
  CARD_TYPES,
  type CardType,
  FORM_OF_PAYMENT_TYPES,
  FormOfPayment,
  FormOfPaymentStart,
  type FormOfPaymentType,
  FormOfPaymentUpdate,
} from './schemas/form-of-payment.ts';
export { Franchisee } from './schemas/franchisee.ts';
export {
  Coupon,
  INVOICE_STATE_EVENTS,
  INVOICE_STATES,
  Invoice,
  InvoiceRecipient,
  type InvoiceState,
  type InvoiceStateEvent,
} from './schemas/invoice.ts';
export { DeskInvoiceUpdate, FrontInvoiceUpdate, InvoiceCreate } from './schemas/invoice-input.ts';
export { InvoiceItem, PlanProductItem } from './schemas/invoice-item.ts';
export {
  DeskLeaseInput,
  DeskLeasePerson,
  DeskLeaseUpdate,
  FrontLeaseInput,
  FrontLeasePerson,
  FrontLeaseUpdate,
  Lease,
} from './schemas/lease.ts';
export { Location } from './schemas/location.ts';
export { MakeUpGenerate, MakeUpReason, MakeUpResult } from './schemas/make-up.ts';
export { Note, NoteCreate, NoteUpdate } from './schemas/note.ts';
export { Pack, PackCreate } from './schemas/pack.ts';
export {
  COMMITMENT_UNITS,
  type CommitmentUnit,
  PACK_PRODUCT_VISIBILITIES,
  PackProduct,
  PackProductCreate,
  PackProductUpdate,
  type PackProductVisibility,
  Product,
} from './schemas/pack-product.ts';
export { PAYMENT_METHOD_KEYS, PaymentCreate, type PaymentMethodKey, PaymentVoid } from './schemas/payment.ts';
export { PaymentConfiguration } from './schemas/payment-configuration.ts';
export { PaymentMethod } from './schemas/payment-method.ts';
export {
  CustomFieldValue,
  PeopleSearch,
  Person,
  PersonCreate,
  PersonRef,
  PersonSearchResult,
  PersonUpdate,
} from './schemas/person.ts';
export { PersonPlan, PLAN_TYPES, Plan, PlanHold, type PlanType, Punchcard } from './schemas/plan.ts';
export { PlanProduct } from './schemas/plan-product.ts';
export { PlanTerms } from './schemas/plan-terms.ts';
export { Prorate, ProrateCreate } from './schemas/prorate.ts';
export { Punch, PunchCreate } from './schemas/punch.ts';
export { RefundCreate } from './schemas/refund.ts';
export { RevenueCategory } from './schemas/revenue-category.ts';
export { SalesTax, SalesTaxLocation } from './schemas/sales-tax.ts';
export { DeskServiceList, Service, ServiceCategory, ServicePricing } from './schemas/service.ts';
export { StaffMember } from './schemas/staff-member.ts';
export { PAYMENT_TYPES, TRANSACTION_STATES, Transaction } from './schemas/transaction.ts';
export {
  EventOccurrenceRef,
  VISIT_STATE_EVENTS,
  VISIT_STATES,
  Visit,
  type VisitState,
  type VisitStateEvent,
} from './schemas/visit.ts';
export {
  DeskVisitCreate,
  type DeskVisitDeleteParams,
  DeskVisitDeleteQuery,
  FrontVisitCreate,
  type FrontVisitDeleteParams,
  FrontVisitDeleteQuery,
  VISIT_RESTRICTIONS,
  type VisitListParams,
  VisitListQuery,
  type VisitRestriction,
  VisitUpdate,
} from './schemas/visit-input.ts';
export { ServiceVisitTimes, VisitSummary } from './schemas/visit-summary.ts';
export {
  WAITLIST_ENTRY_STATE_EVENTS,
  WAITLIST_ENTRY_STATES,
  WaitlistEntry,
  WaitlistEntryCreate,
  type WaitlistEntryListParams,
  WaitlistEntryListQuery,
  type WaitlistEntryState,
  type WaitlistEntryStateEvent,
  WaitlistEntryUpdate,
} from './schemas/waitlist-entry.ts';
export { Waiver } from './schemas/waiver.ts';
// Params and namespace types of every resource group.
export { Appointments } from './sided/appointments.ts';
export { Bookings, Leases } from './sided/bookings.ts';
export { BusinessDetails, Franchisees } from './sided/business.ts';
export { Card, type CardFields } from './sided/card.ts';
export { CardVaulting, type CardVaultingStart, type VaultCardOptions } from './sided/card-vaulting.ts';
export { CardVaultingError } from './sided/card-vaulting-error.ts';
export { Events } from './sided/events.ts';
export { FormsOfPayment } from './sided/forms-of-payment.ts';
export { InvoiceItems } from './sided/invoice-items.ts';
export { Locations } from './sided/locations.ts';
export { type NoteListParams, type NoteParent, Notes } from './sided/notes.ts';
export { PaymentMethods } from './sided/payment-methods.ts';
export { Payments } from './sided/payments.ts';
export { type PersonPlanFilter, type PersonPlanListParams, PersonPlans } from './sided/person-plans.ts';
export { type PlanProductListParams, PlanProducts } from './sided/plan-products.ts';
export { type Side, SidedResource } from './sided/side.ts';
export { WaitlistEntries } from './sided/waitlist-entries.ts';
export { Waivers } from './sided/waivers.ts';
export { type Topic, Webhook, WebhookCreate, WebhookUpdate } from './webhooks/index.ts';
