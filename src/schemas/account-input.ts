import * as z from 'zod/mini';

const accountEmailShape = {
  /** The account's email address; the service answers 201 even when no account has it. */
  email: z.email('must be an email address'),
};

/** The address an account email goes to. */
export interface AccountEmailInput
  extends z.input<z.ZodMiniObject<typeof accountEmailShape, z.core.$strict>> {}

/** The address an account email goes to. */
export const AccountEmail: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof accountEmailShape, z.core.$strict>>,
  AccountEmailInput
> = z.strictObject(accountEmailShape);
