import * as z from 'zod/mini';

const formOfPaymentUpdateShape = {
  /** True makes this form the person's default for autobills (a person has exactly one default). */
  autobill: z.boolean(),
};

/** A change of a form of payment: `autobill: true` makes it the person's default. */
export interface FormOfPaymentUpdate
  extends z.input<z.ZodMiniObject<typeof formOfPaymentUpdateShape, z.core.$strict>> {}

/** A change of a form of payment: `autobill: true` makes it the person's default. */
export const FormOfPaymentUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof formOfPaymentUpdateShape, z.core.$strict>>,
  FormOfPaymentUpdate
> = z.strictObject(formOfPaymentUpdateShape);

/** Vaulting step 1: the one body the service takes, a credit card form of payment to be. */
export const FormOfPaymentCreate = z.strictObject({ type: z.literal('creditcard') });
