// The entries of public.search_lexicon added in the ninth pass (issue 45): how a person says "I
// want to know", "I have a question" and "I don't know" in each dialect, "our / my situation", and
// "they gave me". All are request talk, dropped whole: «ابي اعرف وضعنا في نطاقات» was read as
// «اعرف» (matching «معرفة», 1.6) and «وضعنا» (in one prompt's asks, so weighed 6.7, above
// «نطاقات» at 3.4), and the Nitaqat prompts fell under the threshold; «ما ادري اقبل ولا لا» weighed
// «ادري» like a task word. «ابي افهم» ("I want to understand") is not among them: it is how people
// ask for the explainer prompts («ابي افهم الميزانية العمومية»).
//
// Entries have the seed's shape and rules (docs/search-lexicon.md); the words are the dialects'
// verbs as the listed references give them (Qafisheh: ابغى، ادري، عطى، وضع "situation"; Badawi &
// Hinds: عايز، عارف، معرفش; the Shami corpus: بدي، بعرف; Wehr for the MSA). They are written by
// scripts/search/generate-lexicon.mjs into
// supabase/migrations/20261214000100_search_lexicon_knowing.sql, which only inserts (on conflict
// do nothing), like the earlier lists.
import { SOURCES, group } from './lexicon.mjs'

const S = SOURCES

export const knowingLexicon = [
  // ---- "I want to know", "I have a question", "I don't know" ----------------------------------
  ...group('stop', 'gulf', S.qafisheh, [
    'ابي اعرف',
    'ابغى اعرف',
    'ودي اعرف',
    'ابي اسال',
    'ابغى اسال',
    'عندي سؤال',
    'ما ادري',
    'ادري',
    'ما اعرف',
    'ما عرفت',
  ]),
  ...group('stop', 'eg', S.badawi, ['عايز اعرف', 'عاوز اعرف', 'مش عارف', 'معرفش']),
  ...group('stop', 'lev', S.shami, ['بدي اعرف', 'ما بعرف']),
  ...group('stop', 'msa', S.wehr, ['اريد ان اعرف', 'لا اعرف', 'لدي سؤال']),
  // ---- "my / our situation", "I want you", "they gave me" ---------------------------------------
  ...group('stop', 'gulf', S.qafisheh, ['وضعي', 'وضعنا', 'ابيكم', 'ابغاك', 'عطاني', 'عطوني']),
]

// Seeded entries corrected in the ninth pass: the migration updates a row only while it still maps
// to `from` (an admin's edit is kept). A job interview is what a candidate prepares for; mapped to
// «وظيفة» too, it took the hiring group (job ads, job descriptions, recruiting), and «مقابلات العمل»
// listed the job description first and most interview prompts past the tenth.
export const knowingCorrections = [
  { term: 'مقابلة عمل', from: ['مقابلة', 'وظيفة'], to: ['مقابلة'] },
  { term: 'مقابلة وظيفية', from: ['مقابلة', 'وظيفة'], to: ['مقابلة'] },
]
