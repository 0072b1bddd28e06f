import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeString, openEnum } from './common.ts';

const customFieldSettingShape = {
  custom_field_context_type: maybeString,
  visibility: maybeString,
  client_managers: maybeString,
  non_client_managers: maybeString,
  dependents: maybeString,
  staff_registration: maybeString,
};
/** Where a custom field appears and who must fill it in, per context (`ClientRegistrationSettings`, …). */
export interface CustomFieldSetting
  extends z.output<z.ZodMiniObject<typeof customFieldSettingShape, z.core.$loose>> {}
/** Where a custom field appears and who must fill it in, per context (`ClientRegistrationSettings`, …). */
export const CustomFieldSetting: z.ZodMiniType<CustomFieldSetting> = z.looseObject(customFieldSettingShape);

const customFieldShape = {
  id: z.number(),
  name: maybeString,
  /** Why the business asks. */
  why: maybeString,
  data_type: maybe(openEnum(['text', 'select', 'boolean'] as const)),
  multi_select: maybeBoolean,
  /** The choices of a `select` field. */
  custom_field_options: maybe(z.array(z.string())),
  custom_field_settings: maybe(z.array(CustomFieldSetting)),
};
/** A custom field defined by the business for people. */
export interface CustomField extends z.output<z.ZodMiniObject<typeof customFieldShape, z.core.$loose>> {}
/** A custom field defined by the business for people. */
export const CustomField: z.ZodMiniType<CustomField> = z.looseObject(customFieldShape);
