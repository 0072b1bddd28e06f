import { InputError } from './errors.ts';

/** The locales the service translates user messages into (`X-FD-Locale`). */
export const LOCALES = [
  'de',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-ZA',
  'es-ES',
  'es-MX',
  'fr',
  'fr-CA',
  'it',
  'ja',
  'lt',
  'nl',
  'no',
  'pt-BR',
  'ru',
  'sq',
  'sv',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

/** A supported locale. */
export type Locale = (typeof LOCALES)[number];

/** Returns `locale` if supported; throws an `InputError` listing the supported ones otherwise. */
export function checkLocale(locale: string | undefined): Locale | undefined {
  if (locale === undefined || (LOCALES as readonly string[]).includes(locale))
    return locale as Locale | undefined;
  throw new InputError(
    `locale ${JSON.stringify(locale)} is not supported; use one of ${LOCALES.join(', ')}`,
    'locale',
  );
}
