import { endpoint } from '../core/endpoint.ts';
import { FormOfPayment, FormOfPaymentStart } from '../schemas/form-of-payment.ts';
import { FormOfPaymentCreate } from '../schemas/form-of-payment-input.ts';
import { bothSides } from './side.ts';

const key = 'form_of_payments';

/** The paths of a person's forms of payment under front or desk. */
export const formsOfPaymentPath = <P extends string>(prefix: P) =>
  `${prefix}/people/:person_id/form_of_payments` as const;

/** The form of payment endpoints hand-written methods call (`get` with `'me'`, card vaulting). */
export const formOfPaymentEndpoints = bothSides((prefix) => {
  const path = formsOfPaymentPath(prefix);
  return {
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
  };
});
