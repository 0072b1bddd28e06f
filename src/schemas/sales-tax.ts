import * as z from 'zod/mini';
import { maybe } from './common.ts';

/** The rate of a sales tax at one location. */
export const SalesTaxLocation = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  tax_rate: maybe(z.number()),
});
export type SalesTaxLocation = z.infer<typeof SalesTaxLocation>;

/** A sales tax that can be added to an invoice; `tax_rate` is a percentage. */
export const SalesTax = z.looseObject({
  id: z.number(),
  name: maybe(z.string()),
  tax_rate: maybe(z.number()),
  /** Rates that differ by location. */
  locations: maybe(z.array(SalesTaxLocation)),
});
export type SalesTax = z.infer<typeof SalesTax>;
