import * as z from 'zod/mini';
import { maybe, openEnum } from './common.ts';
import { CARD_TYPES } from './form-of-payment.ts';

const paymentConfigurationShape = {
  /** creditcard, check, cash, ach; external methods show their external name. */
  accepted_types: maybe(z.array(openEnum(['creditcard', 'check', 'cash', 'ach'] as const))),
  creditcard: maybe(
    z.looseObject({
      accepted_card_types: maybe(z.array(openEnum(CARD_TYPES))),
      /** Whether each potential card field (such as `cvv`) is required. */
      required_fields: maybe(z.record(z.string(), z.boolean())),
    }),
  ),
};
/** How a business takes payments: accepted types, card brands, and the card fields it requires. */
export interface PaymentConfiguration
  extends z.output<z.ZodMiniObject<typeof paymentConfigurationShape, z.core.$loose>> {}
/** How a business takes payments: accepted types, card brands, and the card fields it requires. */
export const PaymentConfiguration: z.ZodMiniType<PaymentConfiguration> =
  z.looseObject(paymentConfigurationShape);
