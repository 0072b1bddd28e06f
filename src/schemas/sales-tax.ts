import * as z from 'zod/mini';
import { maybe, maybeNumber, maybeString } from './common.ts';

const salesTaxLocationShape = {
  id: z.number(),
  name: maybeString,
  tax_rate: maybeNumber,
};
/** The rate of a sales tax at one location. */
export interface SalesTaxLocation
  extends z.output<z.ZodMiniObject<typeof salesTaxLocationShape, z.core.$loose>> {}
/** The rate of a sales tax at one location. */
export const SalesTaxLocation: z.ZodMiniType<SalesTaxLocation> = z.looseObject(salesTaxLocationShape);

const salesTaxShape = {
  id: z.number(),
  name: maybeString,
  tax_rate: maybeNumber,
  /** Rates that differ by location. */
  locations: maybe(z.array(SalesTaxLocation)),
};
/** A sales tax that can be added to an invoice; `tax_rate` is a percentage. */
export interface SalesTax extends z.output<z.ZodMiniObject<typeof salesTaxShape, z.core.$loose>> {}
/** A sales tax that can be added to an invoice; `tax_rate` is a percentage. */
export const SalesTax: z.ZodMiniType<SalesTax> = z.looseObject(salesTaxShape);
