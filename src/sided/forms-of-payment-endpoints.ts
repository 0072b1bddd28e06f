import { endpoint } from '../core/endpoint.ts';
import { FormOfPayment, FormOfPaymentStart } from '../schemas/form-of-payment.ts';
import { FormOfPaymentCreate, FormOfPaymentUpdate } from '../schemas/form-of-payment-input.ts';
import { bothSides } from './side.ts';

const key = 'form_of_payments';

/** The form of payment endpoints of front and desk (the same paths under each). */
export const formOfPaymentEndpoints = bothSides((prefix) => {
  const path = `${prefix}/people/:person_id/form_of_payments` as const;
  return {
    list: endpoint({ method: 'GET', effect: 'read', path, returns: 'list', key, schema: FormOfPayment }),
    get: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${path}/:id`,
      returns: 'one',
      key,
      schema: FormOfPayment,
    }),
    /** The spec's path for the caller's own form of payment (front). */
    getMine: endpoint({
      method: 'GET',
      effect: 'read',
      path: `${prefix}/people/me/form_of_payments/:id`,
      returns: 'one',
      key,
      schema: FormOfPayment,
    }),
    /** Vaulting step 1: the answer carries the gateway URL. */
    create: endpoint({
      method: 'POST',
      effect: 'write',
      idempotent: false,
      path,
      body: FormOfPaymentCreate,
      bodyKey: 'form_of_payment',
      returns: 'body',
      schema: FormOfPaymentStart,
    }),
    update: endpoint({
      method: 'PUT',
      effect: 'write',
      idempotent: true,
      path: `${path}/:id`,
      body: FormOfPaymentUpdate,
      bodyKey: 'form_of_payment',
      returns: 'one',
      key,
      schema: FormOfPayment,
    }),
    delete: endpoint({
      method: 'DELETE',
      effect: 'destructive',
      idempotent: true,
      path: `${path}/:id`,
      returns: 'none',
    }),
  };
});
