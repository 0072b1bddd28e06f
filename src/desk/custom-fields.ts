import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { CustomField } from '../schemas/custom-field.ts';

/** Custom fields the business defines for people (hidden ones included). */
export class DeskCustomFields extends resource({
  /** Every custom field, with its options and settings. */
  list: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/desk/custom_fields',
    returns: 'list',
    key: 'custom_fields',
    schema: CustomField,
  }),
}) {}
