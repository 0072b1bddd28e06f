import { Table } from './table.ts';
import type { SavedSubscriptions } from './webhooks/store.ts';

/** Roles of a person in the business; `client` is not staff. */
export type Role = 'client' | 'staff_member' | 'manager' | 'owner' | 'primary_owner';

export interface BusinessRow {
  id: number;
  name: string;
  subdomain: string;
  default_locale: string;
  currency_code: string;
  website: string;
  email_address: string;
  phone: string;
  country_code: string;
  timezone: string;
}

export interface LocationRow {
  id: number;
  name: string;
  slug: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  description: string;
  show_in_client_mode: boolean;
}

export interface PersonRow {
  id: number;
  role: Role;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  pronoun: string | null;
  email: string | null;
  phone: string | null;
  street_address: string | null;
  street_address2: string | null;
  city: string | null;
  state_code: string | null;
  postal_code: string | null;
  country_code: string;
  birthdate: string | null;
  guardian_name: string | null;
  guardian_email: string | null;
  location_id: number | null;
  joined_at: string;
  created_at: string;
  updated_at: string;
  hidden_at: string | null;
  /** Staff hidden from clients (front staff lists). */
  hidden_from_clients: boolean;
  bio: string | null;
  custom_fields: { id: number; value: string }[];
  dependent_ids: number[];
  provider_ids: number[];
  account_id: number | null;
}

export interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  email_confirmed_at: string | null;
}

export interface CustomFieldRow {
  id: number;
  name: string;
  data_type: 'text' | 'select';
  options: string[];
}

export interface ServiceCategoryRow {
  id: number;
  name: string;
}

export type ServiceRowType = 'GroupClass' | 'Course' | 'Appointment';

export interface ServiceRow {
  id: number;
  name: string;
  type: ServiceRowType;
  category_id: number;
  description: string;
  duration_in_minutes: number;
  maximum_clients: number;
  price_cents: number;
  hidden_at: string | null;
  clients_can_book: boolean;
  require_cc: boolean;
  require_plan: boolean;
  enrollment_window_blackout_minutes: number;
  free_cancellation_window_in_hours: number;
  location_ids: number[];
  staff_member_ids: number[];
  /** Appointments: bookable hours of each day, UTC. */
  open_hours: [number, number];
}

export interface EventRow {
  id: number;
  name: string;
  service_id: number;
  location_id: number;
  staff_member_ids: number[];
  capacity: number;
  start_time: string;
  end_time: string;
  created_at: string;
  updated_at: string;
}

export type OccurrenceRowState = 'active' | 'canceled' | 'reserved' | 'deleted';

export interface EventOccurrenceRow {
  id: number;
  event_id: number | null;
  service_id: number;
  location_id: number;
  name: string;
  description: string;
  start_at: string;
  end_at: string;
  capacity: number;
  state: OccurrenceRowState;
  staff_member_ids: number[];
  attendance_complete: boolean;
  waitlist_enabled: boolean;
  created_at: string;
  updated_at: string;
}

export type VisitRowState = 'reserved' | 'registered' | 'completed' | 'noshowed' | 'late_canceled';

export interface VisitRow {
  id: number;
  person_id: number | null;
  event_occurrence_id: number;
  state: VisitRowState;
  registered_at: string | null;
  completed_at: string | null;
  noshow_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  punch_id: number | null;
  booking_id: number | null;
}

export interface BookingRow {
  id: number;
  person_id: number;
  state: 'incomplete' | 'completed' | 'expired';
  expires_at: string;
  idempotency_token: string | null;
  invoice_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface LeaseRow {
  id: number;
  booking_id: number;
  /** The first occurrence leased; recurring enrollments and courses lease the later ones too. */
  event_occurrence_id: number;
  event_id: number | null;
  service_id: number;
  recurring: boolean;
  person_id: number | null;
  /** The visits holding the places, first one first. */
  visit_ids: number[];
  state: 'reserved' | 'registered';
  created_at: string;
  updated_at: string;
}

export interface WaitlistEntryRow {
  id: number;
  person_id: number;
  event_occurrence_id: number;
  state: 'pending' | 'waiting' | 'enrolled' | 'removed' | 'expired';
  created_at: string;
  updated_at: string;
}

export interface NoteRow {
  id: number;
  person_id: number | null;
  event_occurrence_id: number | null;
  author_id: number;
  subject: string | null;
  note: string;
  public: boolean;
  pinned: boolean;
  created_at: string;
  updated_at: string;
}

export type PlanRowType = 'Pack' | 'Membership' | 'Prepaid';

export interface PlanProductRow {
  id: number;
  product_id: number;
  name: string;
  type: PlanRowType;
  description: string;
  description_long: string | null;
  price_cents: number;
  visibility: string;
  suspended: boolean;
  count: number | null;
  commitment_length: number;
  commitment_unit: 'day' | 'week' | 'month';
  location_id: number | null;
  consider_member: boolean;
  terms: string | null;
  terms_acceptance_type: 'checkbox' | 'document';
  send_expiration_notifications: boolean;
  service_ids: number[];
  revenue_category_id: number;
  created_at: string;
  updated_at: string;
}

export interface PlanRow {
  id: number;
  plan_product_id: number;
  type: PlanRowType;
  name: string;
  description: string;
  person_ids: number[];
  count: number | null;
  price_cents: number;
  start_date: string;
  end_date: string | null;
  staff_member_id: number | null;
  location_id: number | null;
  canceled_at: string | null;
  on_hold: boolean;
  terms_accepted: boolean;
  billing: boolean;
  created_at: string;
  updated_at: string;
}

export interface PunchRow {
  id: number;
  visit_id: number;
  plan_id: number;
  created_at: string;
}

export interface InvoiceItemRow {
  id: number;
  plan_product_id: number;
  recipient_ids: number[];
  event_id: number | null;
  staff_member_id: number | null;
  start_date: string | null;
  price_cents: number;
  prorate: { amount_cents: number; initial_punchcard_count: number | null } | null;
  discount: { amount_cents: number | null; percent: number | null } | null;
  plan_id: number | null;
}

export type InvoiceRowState = 'open' | 'closed' | 'canceled' | 'cart' | 'cart_hidden' | 'on_hold';

export interface InvoiceRow {
  id: number;
  invoice_number: string;
  person_id: number;
  state: InvoiceRowState;
  invoice_date: string;
  items: InvoiceItemRow[];
  booking_id: number | null;
  location_id: number | null;
  commission_recipient_id: number | null;
  tip_recipient_id: number | null;
  coupon_code: string | null;
  send_receipt: boolean;
  receipt_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentRow {
  id: number;
  invoice_id: number;
  payment_method: string;
  amount_cents: number;
  form_of_payment_id: number | null;
  state: 'completed' | 'failed' | 'processing' | 'checkout';
  voided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RefundRow {
  id: number;
  payment_id: number;
  amount_cents: number;
  payment_type: string;
  voided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FormOfPaymentRow {
  id: number;
  person_id: number;
  type: 'creditcard' | 'ach';
  first_name: string;
  last_name: string;
  autobill: boolean;
  card_type: string;
  last_four: string;
  expire_month: number;
  expire_year: number;
  created_at: string;
  updated_at: string;
}

/** A card vaulting started by step 1: valid 10 minutes, then the card posted to the loopback gateway. */
export interface VaultingRow {
  id: number;
  token: string;
  person_id: number;
  side: 'front' | 'desk';
  started_at: number;
  outcome: 'started' | 'vaulted' | 'declined' | 'cvv_missing' | 'invalid' | 'used';
  card: Omit<FormOfPaymentRow, 'id' | 'person_id' | 'autobill' | 'created_at' | 'updated_at'> | null;
}

export interface WaiverRow {
  id: number;
  person_id: number;
  name: string;
  type: 'Waiver' | 'GuardianWaiver';
  accepted: boolean;
}

export interface MakeUpReasonRow {
  id: number;
  name: string;
}

export interface MakeUpRow {
  id: number;
  visit_id: number;
  person_id: number;
  make_up_reason_id: number | null;
  free_form_reason: string | null;
  created_at: string;
}

export interface RevenueCategoryRow {
  id: number;
  name: string;
}

export interface SalesTaxRow {
  id: number;
  name: string;
  tax_rate: number;
  location_ids: number[];
}

/** An issued access token: a business token (one business) or an account-wide one. */
export interface TokenRow {
  id: number;
  token: string;
  person_id: number;
  account_id: number;
  scope: 'business' | 'account';
}

/** Every table of the sandbox. */
export function createTables() {
  return {
    locations: new Table<LocationRow>(),
    people: new Table<PersonRow>(),
    /** People the service deleted: gone from the Core API, listed by the reports with person_state `deleted`. */
    deletedPeople: new Table<PersonRow>(),
    accounts: new Table<AccountRow>(),
    customFields: new Table<CustomFieldRow>(),
    serviceCategories: new Table<ServiceCategoryRow>(),
    services: new Table<ServiceRow>(),
    events: new Table<EventRow>(),
    occurrences: new Table<EventOccurrenceRow>(),
    visits: new Table<VisitRow>(),
    bookings: new Table<BookingRow>(),
    leases: new Table<LeaseRow>(),
    waitlist: new Table<WaitlistEntryRow>(),
    notes: new Table<NoteRow>(),
    planProducts: new Table<PlanProductRow>(),
    plans: new Table<PlanRow>(),
    punches: new Table<PunchRow>(),
    invoices: new Table<InvoiceRow>(),
    payments: new Table<PaymentRow>(),
    refunds: new Table<RefundRow>(),
    formsOfPayment: new Table<FormOfPaymentRow>(),
    vaultings: new Table<VaultingRow>(),
    waivers: new Table<WaiverRow>(),
    makeUpReasons: new Table<MakeUpReasonRow>(),
    makeUps: new Table<MakeUpRow>(),
    revenueCategories: new Table<RevenueCategoryRow>(),
    salesTaxes: new Table<SalesTaxRow>(),
    tokens: new Table<TokenRow>(),
  };
}

export type Tables = ReturnType<typeof createTables>;

/** The whole state of a sandbox: the business and its tables. */
export interface State {
  business: BusinessRow;
  tables: Tables;
  /** The application registered for OAuth and public endpoints. */
  app: { client_id: string; client_secret: string; redirect_uris: string[] };
  /** Invoice item ids are unique across invoices. */
  counters: { invoiceItem: number };
  /** The tokens `createSandbox` hands out. */
  handout: HandoutTokens;
}

/** The access tokens of the demo people: business tokens, and an account-wide one of the owner. */
export interface HandoutTokens {
  staff: string;
  owner: string;
  client: string;
  account: string;
}

/** A saved state: plain JSON (`--data` file). */
export interface SavedState {
  version: 1;
  business: BusinessRow;
  app: State['app'];
  counters: State['counters'];
  handout: HandoutTokens;
  tables: Record<keyof Tables, { lastId: number; rows: unknown[] }>;
  /** Webhook subscriptions (absent in states saved before they were kept). */
  webhooks?: SavedSubscriptions;
}

export function saveState(state: State): SavedState {
  const tables = Object.fromEntries(
    Object.entries(state.tables).map(([name, table]) => [name, table.toJSON()]),
  ) as SavedState['tables'];
  return {
    version: 1,
    business: state.business,
    app: state.app,
    counters: state.counters,
    handout: state.handout,
    tables,
  };
}

export function loadState(saved: SavedState): State {
  if (saved?.version !== 1 || typeof saved.tables !== 'object') {
    throw new Error('sandbox: the data file is not a saved sandbox state (version 1)');
  }
  const tables = createTables();
  for (const [name, table] of Object.entries(tables)) {
    const rows = saved.tables[name as keyof Tables];
    if (rows) (table as Table<{ id: number }>).load(rows as { lastId: number; rows: { id: number }[] });
  }
  return {
    business: saved.business,
    app: saved.app,
    counters: saved.counters,
    handout: saved.handout,
    tables,
  };
}
