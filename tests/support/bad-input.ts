/**
 * fast-check arbitraries for bad input, shared by the unit tests of the form schemas and the
 * integration tests of the RPCs and edge functions: random Unicode, Arabic and mixed-direction
 * text, control characters, SQL and HTML metacharacters, 10 kB strings and wrong types.
 */
import fc from 'fast-check'

/** Arabic letters, diacritics, tatweel, Arabic-Indic and Latin digits, direction marks. */
const arabicAndBidi = [
  'س',
  'ن',
  'د',
  'م',
  'ح',
  'ّ',
  'ـ',
  '١',
  '٢',
  '3',
  '7',
  'a',
  ' ',
  '\u200F', // RLM
  '\u200E', // LRM
  '\u202E', // RLO
  '\u202C', // PDF
  '\u202B', // RLE
  '\u2066', // LRI
  '\u061C', // ALM
]

export const SQL_META = [
  "'",
  ';',
  '--',
  '/*',
  '*/',
  '\\',
  '%',
  '_',
  "' OR '1'='1",
  "'; DROP TABLE public.profiles; --",
  '$$',
  '\\x00',
  '%_%',
]

export const HTML_META = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  'javascript:window.__xss=1',
  '&amp;',
  '&',
  '"',
  '<',
  '>',
  '{{name}}',
]

export const CONTROL = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u00a0',
]

/** An Arabic text of about 10 kB in UTF-8 (two bytes a letter). */
export const ARABIC_10KB = 'سند '.repeat(1280)

export const mixedDirection = fc
  .array(fc.constantFrom(...arabicAndBidi), { maxLength: 40 })
  .map((parts) => parts.join(''))

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: mixedDirection },
  { weight: 2, arbitrary: fc.constantFrom(...SQL_META) },
  { weight: 2, arbitrary: fc.constantFrom(...HTML_META) },
  { weight: 2, arbitrary: fc.constantFrom(...CONTROL) },
)

/** 10 kB of random Arabic letters: unlike a repeated text, it does not compress. */
const randomArabic10kB = fc
  .array(fc.integer({ min: 0x0621, max: 0x064a }), { minLength: 5_000, maxLength: 5_200 })
  .map((codes) => String.fromCharCode(...codes))

/** Long strings: 10 kB of Arabic, of ASCII, of astral characters, with a nasty tail. */
export const longString = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(ARABIC_10KB, 'a'.repeat(10_240), '😀'.repeat(2_560), '<'.repeat(10_240)),
      randomArabic10kB,
    ),
    fragment,
  )
  .map(([body, tail]) => body + tail)

/** Any hostile string (short ones mostly, a 10 kB one now and then). */
export const nastyString = fc.oneof(
  { weight: 8, arbitrary: fc.array(fragment, { maxLength: 5 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: longString },
)

/** Values of the wrong type where a string (or anything specific) is expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 3,
  }),
  fc.constant({ toString: 'x', trim: 1 }),
)

/** A plausible value, a hostile string or a wrong type. */
export function valueOr<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: nastyString },
    { weight: 2, arbitrary: wrongType },
  )
}

/** A record of the given fields, each valid, hostile or of a wrong type, any of them missing. */
export function hostileRecord(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, valid] of Object.entries(fields)) model[key] = valueOr(valid)
  return fc.oneof(
    { weight: 8, arbitrary: fc.record(model, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record(model) },
    {
      weight: 1,
      arbitrary: wrongType.map((value) => value as Record<string, unknown>),
    },
  )
}

/** Contains at least one Arabic letter. */
export const ARABIC = /[\u0600-\u06FF]/
