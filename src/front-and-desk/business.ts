import { endpoint } from '../core/endpoint.ts';
import type { Pike13Client } from '../core/pike13-client.ts';
import { Business } from '../schemas/business.ts';
import { Franchisee } from '../schemas/franchisee.ts';
import { type Side, sided } from './side.ts';

/** Franchisees of the business (front and desk). */
export class Franchisees extends sided((prefix) => ({
  /** Basic details of each franchisee. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/business/franchisees`,
    returns: 'list',
    key: 'franchisees',
    schema: Franchisee,
  }),
})) {}

/** The business the client talks to (front and desk). */
export class BusinessDetails extends sided((prefix) => ({
  /** Basic details of the business: name, subdomain, locale, currency, contact. */
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${prefix}/business`,
    returns: 'one',
    key: 'businesses',
    schema: Business,
  }),
})) {
  /** Franchisees of the business. */
  readonly franchisees: Franchisees;

  constructor(client: Pike13Client, side: Side) {
    super(client, side);
    this.franchisees = new Franchisees(client, side);
  }
}
