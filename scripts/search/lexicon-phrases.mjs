// The phrase entries of public.search_lexicon added in the eighth pass (issue 45): how a person
// ends a request in each dialect — «وش الحل», «شو أعمل», «إيش رأيك» — and says "for the first time"
// or "again". They were read word by word: «الحل» (the solution) weighed as a task word as rare as
// «مناقصة», and «مرة ثانية» matched «ثاني» in prompts about a second branch. Request talk is now
// dropped whole; "again" is the catalogue's «تكرار» / «إعادة» (a customer who comes back, a
// booking made again).
//
// Entries have the seed's shape and rules (docs/search-lexicon.md); the words are the dialects'
// interrogatives and verbs as the listed references give them (Qafisheh: وش، شسوي; the Wikipedia
// pages on Hejazi and Kuwaiti Arabic: إيش، شنو; localbh.com: شنهو; Badawi & Hinds: إيه، أعمل، تاني;
// the Shami corpus: شو، بعمل، كمان; Wehr for the MSA). They are written by
// scripts/search/generate-lexicon.mjs into
// supabase/migrations/20261213000100_search_lexicon_phrases.sql, which only inserts (on conflict
// do nothing), like the earlier lists.
import { SOURCES, group } from './lexicon.mjs'

const S = SOURCES
const AGAIN = ['تكرار', 'إعادة']

export const phraseLexicon = [
  // ---- "what is the solution / what do I do / what do you think": request talk, dropped -------
  ...group('stop', 'gulf', S.qafisheh, [
    'وش الحل',
    'وش اسوي',
    'وش نسوي',
    'وش تنصحني',
    'وش رايك',
    'شسوي',
    'شنسوي',
    'شرايك',
    'كيف اتصرف',
    'كيف نتصرف',
  ]),
  ...group('stop', 'sa', S.wHejazi, ['ايش الحل', 'ايش اسوي', 'ايش رايك', 'ايش اعمل']),
  ...group('stop', 'kw', S.wKuwaiti, ['شنو الحل', 'شنو اسوي', 'شنو رايك']),
  ...group('stop', 'bh', S.localBh, ['شنهو الحل']),
  ...group('stop', 'eg', S.badawi, ['ايه الحل', 'اعمل ايه', 'نعمل ايه', 'ايه رايك', 'اتصرف ازاي']),
  ...group('stop', 'lev', S.shami, ['شو الحل', 'شو بعمل', 'شو منعمل', 'شو رايك', 'كيف بتصرف']),
  ...group('stop', 'msa', S.wehr, [
    'ما الحل',
    'ماذا افعل',
    'ماذا نفعل',
    'ما رايك',
    'لأول مرة',
    'اول مرة',
  ]),
  // ---- "again": the catalogue's repeat and return -------------------------------------------
  ...group('phrase', 'gulf', S.qafisheh, [['مرة ثانية', AGAIN]]),
  ...group('phrase', 'eg', S.badawi, [
    ['مرة تانية', AGAIN],
    ['تاني مرة', AGAIN],
  ]),
  ...group('phrase', 'lev', S.shami, [['كمان مرة', AGAIN]]),
  ...group('phrase', 'msa', S.wehr, [
    ['من جديد', AGAIN],
    ['مرة أخرى', AGAIN],
  ]),
]
