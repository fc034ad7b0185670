// The entries of public.search_lexicon added in the thirteenth pass (issue 45): English words of
// office work as Gulf speakers write them in Arabic letters — «كوتيشن», «ميتينق», «بروبوزال»,
// «فوركاست» — which the earlier lists' 296 loanwords did not hold, and «زاتكا», the authority's
// name as people write it (the lexicon had «zatca» only, and the catalogue's e-invoicing prompt
// says «هيئة الزكاة»). The spellings with ق for the English g are Saudi (S.saLoans documents the
// pattern: «ميتينق», «برندنق»).
//
// A key is here only when no other list, synonym group or situation word has it (the lexicon is
// read first and would take those over); every mapped term is the catalogue's wording
// (tests/unit/search-lexicon.test.ts). Written by scripts/search/generate-lexicon.mjs into
// supabase/migrations/20261218000100_search_lexicon_loanwords.sql, which only inserts (on conflict
// do nothing), like the earlier lists.
import { SOURCES, group } from './lexicon.mjs'

const S = SOURCES

export const loanwordLexicon = [
  ...group('loanword', 'sa', S.saLoans, [
    ['زاتكا', ['هيئة الزكاة', 'الفوترة الإلكترونية']],
    ['كوتيشن', ['عرض سعر']],
    ['ميتينق', ['اجتماع']],
    ['بروبوزال', ['العرض الفني', 'مقترح']],
    ['برندنق', ['هوية بصرية', 'العلامة التجارية']],
    ['نيوزليتر', ['نشرة بريدية']],
    ['بيزنس بلان', ['خطة عمل']],
    ['كي بي آيز', ['مؤشرات الأداء']],
    ['فولو اب', ['متابعة']],
    ['كولد كول', ['مكالمة باردة', 'التواصل البارد']],
    ['بيتش ديك', ['عرض المستثمرين', 'pitch deck']],
    ['فاوندر', ['المؤسس']],
    ['بارتنرشب', ['شراكة']],
    ['اوتسورس', ['إسناد', 'التعهيد']],
    ['انترنشب', ['التدريب التعاوني']],
    ['كونفرجن', ['معدل التحويل']],
    ['بروكيورمنت', ['المشتريات']],
    ['تندر', ['مناقصة']],
    ['كونتراكت', ['عقد']],
    ['فوركاست', ['توقع المبيعات', 'التوقعات']],
    ['سلايدات', ['شرائح', 'عرض تقديمي']],
    ['تمبليت', ['نموذج']],
    ['بوليسي', ['سياسة']],
    ['جوب ديسكربشن', ['الوصف الوظيفي']],
    ['ريكروتمنت', ['التوظيف']],
    ['انترفيوهات', ['مقابلة عمل']],
    ['ماركت ريسيرش', ['دراسة السوق', 'بحث سوق']],
    ['كومبتيتور', ['المنافسين']],
    ['بايرز', ['المشترين']],
    ['يوزر', ['المستخدم']],
    ['بندل', ['باقة', 'حزمة']],
  ]),
]
