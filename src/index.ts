export { AccountBusinesses } from './account/businesses.ts';
export { AccountConfirmations, AccountPasswords } from './account/emails.ts';
// The namespace classes (`pike13.desk` is a `Desk`); the account's is `AccountApi`, beside the `Account` it answers.
export { Account as AccountApi } from './account/index.ts';
export { AccountPeople } from './account/people.ts';
export { ApiPromise, type WithResponse } from './core/api-promise.ts';
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
export { Pike13Client } from './core/pike13-client.ts';
export type { RawRequestOptions, StandardSchema } from './core/raw-request.ts';
export type { AppInfo } from './core/user-agent.ts';
export { DeskBookings } from './desk/bookings.ts';
export { DeskCustomFields } from './desk/custom-fields.ts';
export { DeskDiscounts } from './desk/discounts.ts';
export { DeskEligibilities } from './desk/eligibilities.ts';
export { DeskEventOccurrences } from './desk/event-occurrences.ts';
export { Desk } from './desk/index.ts';
export { DeskInvoices } from './desk/invoices.ts';
export { DeskMakeUps } from './desk/make-ups.ts';
export { DeskNotes } from './desk/notes.ts';
export { DeskPackProducts } from './desk/pack-products.ts';
export { DeskPacks } from './desk/packs.ts';
export { DeskPayments } from './desk/payments.ts';
export { DeskPeople } from './desk/people.ts';
export { DeskPlans } from './desk/plans.ts';
export { DeskProrates } from './desk/prorates.ts';
export { DeskPunches } from './desk/punches.ts';
export { DeskRefunds } from './desk/refunds.ts';
export { DeskRevenueCategories } from './desk/revenue-categories.ts';
export { DeskSalesTaxes } from './desk/sales-taxes.ts';
export { DeskServices } from './desk/services.ts';
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
export { FrontPeople } from './front/people.ts';
export { FrontPlanTerms } from './front/plan-terms.ts';
export { FrontServices } from './front/services.ts';
export { FrontStaffMembers } from './front/staff-members.ts';
export { FrontVisits } from './front/visits.ts';
// Params and namespace types of every resource group.
export { Appointments } from './front-and-desk/appointments.ts';
export { Bookings, Leases } from './front-and-desk/bookings.ts';
export { BusinessDetails, Franchisees } from './front-and-desk/business.ts';
export type { CardFields } from './front-and-desk/card.ts';
export {
  CardVaulting,
  type CardVaultingStart,
  type VaultCardOptions,
} from './front-and-desk/card-vaulting.ts';
export { CardVaultingError } from './front-and-desk/card-vaulting-error.ts';
export { Events } from './front-and-desk/events.ts';
export { FormsOfPayment } from './front-and-desk/forms-of-payment.ts';
export { InvoiceItems } from './front-and-desk/invoice-items.ts';
export { Locations } from './front-and-desk/locations.ts';
export { type NoteParent, Notes } from './front-and-desk/notes.ts';
export { PaymentMethods } from './front-and-desk/payment-methods.ts';
export { Payments } from './front-and-desk/payments.ts';
export { PersonPlans } from './front-and-desk/person-plans.ts';
export { PlanProducts } from './front-and-desk/plan-products.ts';
export { type Side, SidedResource } from './front-and-desk/side.ts';
export { WaitlistEntries } from './front-and-desk/waitlist-entries.ts';
export { Waivers } from './front-and-desk/waivers.ts';
export { OAuthError, OAuthRedirectError } from './oauth/errors.ts';
export { Pike13 } from './pike13.ts';
export { IncompleteReportError } from './reports/incomplete.ts';
// Schemas of the resources, each with its inferred type.
export { Account } from './schemas/account.ts';
export type { AccountEmailInput } from './schemas/account-input.ts';
export { AvailableSlot, AvailableSlotsSummary } from './schemas/available-slot.ts';
export {
  type AvailableSlotsParams,
  AvailableSlotsQuery,
  type AvailableSlotsSummaryParams,
  AvailableSlotsSummaryQuery,
} from './schemas/available-slot-input.ts';
export { BOOKING_STATES, Booking, type BookingState } from './schemas/booking.ts';
export { BookingUpdate, DeskBookingCreate, FrontBookingCreate } from './schemas/booking-input.ts';
export { Branding } from './schemas/branding.ts';
export { Business } from './schemas/business.ts';
export { Card } from './schemas/card-input.ts';
export { CustomField, CustomFieldSetting } from './schemas/custom-field.ts';
export { Discount } from './schemas/discount.ts';
export { DiscountCreate } from './schemas/discount-input.ts';
export {
  ENROLLMENT_RESTRICTION_CODES,
  ENROLLMENT_WARNING_CODES,
  EnrollmentEligibility,
  type EnrollmentRestrictionCode,
  type EnrollmentWarningCode,
  WAITLIST_RESTRICTION_CODES,
  WaitlistEligibility,
  type WaitlistRestrictionCode,
} from './schemas/eligibility.ts';
export {
  type DeskEventOccurrenceEligibilityParams,
  DeskEventOccurrenceEligibilityQuery,
  type DeskServiceEligibilityParams,
  DeskServiceEligibilityQuery,
  type FrontServiceEligibilityParams,
  FrontServiceEligibilityQuery,
} from './schemas/eligibility-input.ts';
export { Event } from './schemas/event.ts';
export { EVENT_LIST_MAX_DAYS, type EventListParams, EventListQuery } from './schemas/event-input.ts';
export {
  EVENT_OCCURRENCE_STATES,
  EventOccurrence,
  type EventOccurrenceState,
  EventOccurrenceSummary,
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
export {
  CARD_TYPES,
  type CardType,
  FORM_OF_PAYMENT_TYPES,
  FormOfPayment,
  FormOfPaymentStart,
  type FormOfPaymentType,
} from './schemas/form-of-payment.ts';
export { FormOfPaymentUpdate } from './schemas/form-of-payment-input.ts';
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
export {
  type DeskInvoicesListParams,
  DeskInvoiceUpdate,
  FrontInvoiceUpdate,
  InvoiceCreate,
} from './schemas/invoice-input.ts';
export { InvoiceItem } from './schemas/invoice-item.ts';
export { PlanProductItem } from './schemas/invoice-item-input.ts';
export { Lease } from './schemas/lease.ts';
export {
  DeskLeaseInput,
  DeskLeasePerson,
  DeskLeaseUpdate,
  FrontLeaseInput,
  FrontLeasePerson,
  FrontLeaseUpdate,
} from './schemas/lease-input.ts';
export { Location } from './schemas/location.ts';
export { MakeUpReason, MakeUpResult } from './schemas/make-up.ts';
export { MakeUpGenerate } from './schemas/make-up-input.ts';
export { Note } from './schemas/note.ts';
export { NoteCreate, type NoteListParams, NoteUpdate } from './schemas/note-input.ts';
export { Pack } from './schemas/pack.ts';
export { PackCreate } from './schemas/pack-input.ts';
export {
  COMMITMENT_UNITS,
  type CommitmentUnit,
  PACK_PRODUCT_VISIBILITIES,
  PackProduct,
  type PackProductVisibility,
  Product,
} from './schemas/pack-product.ts';
export {
  PackProductCreate,
  type PackProductListParams,
  PackProductUpdate,
} from './schemas/pack-product-input.ts';
export { PAYMENT_METHOD_KEYS, type PaymentMethodKey } from './schemas/payment.ts';
export { PaymentConfiguration } from './schemas/payment-configuration.ts';
export { PaymentCreate, PaymentVoid } from './schemas/payment-input.ts';
export { PaymentMethod } from './schemas/payment-method.ts';
export { CustomFieldValue, PeopleSearch, Person, PersonRef, PersonSearchResult } from './schemas/person.ts';
export {
  type DeskPeopleListParams,
  type DeskPeopleSearchParams,
  type FrontPersonParams,
  PersonCreate,
  PersonUpdate,
} from './schemas/person-input.ts';
export { PersonPlan, PLAN_TYPES, Plan, PlanHold, type PlanType, Punchcard } from './schemas/plan.ts';
export type {
  DeskPlanListParams,
  PersonPlanFilter,
  PersonPlanListParams,
  PlanEndDateUpdate,
} from './schemas/plan-input.ts';
export { PlanProduct } from './schemas/plan-product.ts';
export type { PlanProductListParams } from './schemas/plan-product-input.ts';
export { PlanTerms } from './schemas/plan-terms.ts';
export { Prorate } from './schemas/prorate.ts';
export { ProrateCreate } from './schemas/prorate-input.ts';
export { Punch } from './schemas/punch.ts';
export { PunchCreate } from './schemas/punch-input.ts';
export { RefundCreate } from './schemas/refund-input.ts';
export { RevenueCategory } from './schemas/revenue-category.ts';
export { SalesTax, SalesTaxLocation } from './schemas/sales-tax.ts';
export { DeskServiceList, Service, ServiceCategory, ServicePricing } from './schemas/service.ts';
export type { DeskServiceListParams } from './schemas/service-input.ts';
export { StaffMember } from './schemas/staff-member.ts';
export { PAYMENT_TYPES, TRANSACTION_STATES, Transaction } from './schemas/transaction.ts';
export {
  EventOccurrenceRef,
  ServiceVisitTimes,
  VISIT_STATE_EVENTS,
  VISIT_STATES,
  Visit,
  type VisitState,
  type VisitStateEvent,
  VisitSummary,
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
export {
  WAITLIST_ENTRY_STATE_EVENTS,
  WAITLIST_ENTRY_STATES,
  WaitlistEntry,
  type WaitlistEntryState,
  type WaitlistEntryStateEvent,
} from './schemas/waitlist-entry.ts';
export {
  WaitlistEntryCreate,
  type WaitlistEntryListParams,
  WaitlistEntryListQuery,
  WaitlistEntryUpdate,
} from './schemas/waitlist-entry-input.ts';
export { Waiver } from './schemas/waiver.ts';
export { type Topic, Webhook, WebhookCreate, WebhookUpdate } from './webhooks/index.ts';
