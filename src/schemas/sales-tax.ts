import * as z from 'zod/mini';
import { maybe } from './common.ts';

const salesTaxLocationShape = {
  id: z.number(),
  name: maybe(z.string()),
  tax_rate: maybe(z.number()),
};
const salesTaxLocationObject: z.ZodMiniObject<typeof salesTaxLocationShape, z.core.$loose> =
  z.looseObject(salesTaxLocationShape);
/** The rate of a sales tax at one location. */
export interface SalesTaxLocation extends z.output<typeof salesTaxLocationObject> {}
/** The rate of a sales tax at one location. */
export const SalesTaxLocation: z.ZodMiniType<SalesTaxLocation> = salesTaxLocationObject;

const salesTaxShape = {
  id: z.number(),
  name: maybe(z.string()),
  tax_rate: maybe(z.number()),
  /** Rates that differ by location. */
  locations: maybe(z.array(SalesTaxLocation)),
};
const salesTaxObject: z.ZodMiniObject<typeof salesTaxShape, z.core.$loose> = z.looseObject(salesTaxShape);
/** A sales tax that can be added to an invoice; `tax_rate` is a percentage. */
export interface SalesTax extends z.output<typeof salesTaxObject> {}
/** A sales tax that can be added to an invoice; `tax_rate` is a percentage. */
export const SalesTax: z.ZodMiniType<SalesTax> = salesTaxObject;
