import { LOCALES } from '../core/locale.ts';

/**
 * Validation messages in the locale of `X-FD-Locale` (else the business locale, else en). Status
 * messages and errors other than validation stay English, as the spec says.
 */

type Catalog = Record<string, string>;

const EN: Catalog = {
  blank: "{field} can't be blank",
  invalid: '{field} is invalid',
  not_a_number: '{field} is not a number',
  not_negative: '{field} must be greater than or equal to 0',
  positive: '{field} must be greater than 0',
  inclusion: '{field} is not included in the list',
  not_found: '{field} does not exist',
  in_the_past: '{field} cannot be in the past',
  too_far: '{field} is too far in the future',
  open_invoices: 'Person has open invoices',
  future_visits: 'Person has future visits',
  active_plans: 'Person has active plans',
  transition: 'Cannot transition state via :{event} from :{state}',
  full: 'The event is full',
  not_available: 'That time is no longer available',
  already_enrolled: 'Person is already enrolled',
  already_waitlisted: 'Person is already on the waitlist',
  booking_completed: 'Booking is already complete',
  booking_expired: 'Booking has expired',
  range_too_long: '{field} must be at most {days} days after from',
  both_or_neither: 'from and to must be given together',
  default_form_of_payment: 'The default form of payment cannot be deleted',
  last_form_of_payment: 'The last form of payment cannot be deleted',
  amount_too_large: 'Amount is greater than the balance',
  invoice_not_open: 'Invoice is not open for payments',
  no_billing_plan: 'Plan has no billing plan',
  voided: 'Transaction has already been voided',
  card_declined: 'Card was declined',
  card_cvv: 'CVV is required',
  card_invalid: 'Card number is invalid',
  card_expired: 'Vaulting session has expired, start again',
  not_allowed: 'You are not allowed to do that',
};

const FR: Catalog = {
  blank: '{field} doit être rempli(e)',
  invalid: "{field} n'est pas valide",
  not_a_number: "{field} n'est pas un nombre",
  not_negative: '{field} doit être supérieur ou égal à 0',
  positive: '{field} doit être supérieur à 0',
  inclusion: "{field} n'est pas inclus(e) dans la liste",
  not_found: "{field} n'existe pas",
  in_the_past: '{field} ne peut pas être dans le passé',
  too_far: '{field} est trop loin dans le futur',
  open_invoices: 'La personne a des factures ouvertes',
  future_visits: 'La personne a des visites à venir',
  active_plans: 'La personne a des forfaits actifs',
  transition: "Impossible de passer à :{event} depuis l'état :{state}",
  full: 'Le cours est complet',
  not_available: "Ce créneau n'est plus disponible",
  already_enrolled: 'La personne est déjà inscrite',
  already_waitlisted: "La personne est déjà sur la liste d'attente",
  booking_completed: 'La réservation est déjà terminée',
  booking_expired: 'La réservation a expiré',
  range_too_long: '{field} doit être au plus {days} jours après from',
  both_or_neither: 'from et to doivent être donnés ensemble',
  default_form_of_payment: 'Le moyen de paiement par défaut ne peut pas être supprimé',
  last_form_of_payment: 'Le dernier moyen de paiement ne peut pas être supprimé',
  amount_too_large: 'Le montant dépasse le solde',
  invoice_not_open: "La facture n'accepte pas de paiement",
  no_billing_plan: "Le forfait n'a pas de facturation",
  voided: 'La transaction est déjà annulée',
  card_declined: 'La carte a été refusée',
  card_cvv: 'Le CVV est obligatoire',
  card_invalid: "Le numéro de carte n'est pas valide",
  card_expired: 'Vaulting session has expired, start again',
  not_allowed: "Vous n'avez pas le droit de faire cela",
};

const FIELDS_FR: Record<string, string> = {
  'First name': 'Prénom',
  'Last name': 'Nom',
  Email: 'E-mail',
  Note: 'Note',
  'End date': 'Date de fin',
  'Amount cents': 'Montant',
  Person: 'Personne',
  'Event occurrence': 'Séance',
};

/** The catalog of each locale that has translations; others use English. */
const CATALOGS: Record<string, { messages: Catalog; fields: Record<string, string> }> = {
  en: { messages: EN, fields: {} },
  fr: { messages: FR, fields: FIELDS_FR },
  'fr-CA': { messages: FR, fields: FIELDS_FR },
};

/** A message key of the catalog. */
export type MessageKey = keyof typeof EN;

/** The locale a request asks for, when supported; otherwise `fallback` (the business locale). */
export function requestLocale(header: string | null, fallback: string): string {
  const wanted = header?.trim();
  return wanted && (LOCALES as readonly string[]).includes(wanted) ? wanted : fallback;
}

/** `{field} can't be blank` in `locale`, with `field` (English attribute name) translated too. */
export function translate(locale: string, key: MessageKey, params: Record<string, string> = {}): string {
  const catalog = CATALOGS[locale] ?? CATALOGS[locale.split('-')[0] ?? ''] ?? (CATALOGS.en as never);
  const template = catalog.messages[key] ?? EN[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return name === 'field' ? (catalog.fields[value] ?? value) : value;
  });
}
