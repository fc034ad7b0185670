// @pglite: pg_trgm and unaccent ranking, which PGlite ships as builds of its own
/**
 * Search finds what an Arabic user means (issue 29), against the real database (PGlite by
 * default): the judged query set meets its targets, the examples find the prompts they
 * mean first, request words are dropped, an admin's synonym is used by the next search (and
 * audited), searches with few results are counted for the admins without any identity, and the
 * suggestions answer as the user types and when nothing matches.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  JUDGED_PROMPTS_SQL,
  judge,
  judgeTasks,
  loadBlindTasks,
  loadJudgedTasks,
} from '../../../bench/relevance.mjs'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

type Row = { slug: string; category: string; total_count: number }

let admin: TestUser
let user: TestUser
const synonymIds: number[] = []

async function search(query: string, limit = 50) {
  const { data, error } = await user.client.rpc('search_prompts', {
    p_query: query,
    p_limit: limit,
  })
  expect(error).toBeNull()
  return data as Row[]
}

/** The query as private.search_concepts reads it: one tsquery (as text) per concept. */
async function concepts(query: string) {
  return (
    await sql<{ c: string[] }>('select private.search_concepts($1)::text[] as c', [query])
  )[0]!.c
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true })
  user = await createTestUser()
})

afterAll(async () => {
  if (synonymIds.length)
    await sql('delete from public.search_synonyms where id = any($1::bigint[])', [synonymIds])
})

describe('the judged query set', () => {
  it('precision@10 ≥ 0.8, recall@50 ≥ 0.8 for queries naming a category, zero results ≤ 2 %', async () => {
    const query = (text: string, params: unknown[]) => sql(text, params)
    const prompts = await sql(JUDGED_PROMPTS_SQL)
    const result = await judge(
      query,
      `select slug from private.search_prompts($1, null, null, 'relevance', 50, 0)`,
      prompts,
    )
    expect(result.queries).toBeGreaterThanOrEqual(80)
    expect(result.meanPrecision10, result.weakest.join('\n')).toBeGreaterThanOrEqual(0.8)
    expect(result.categoryRecall50).toBeGreaterThanOrEqual(0.8)
    expect(result.zeroResultQueries).toEqual([])
  }, 120_000)
})

/** Judges a task set with today's engine; nDCG@10 overall and per group at or above the floors. */
async function expectAboveFloors(
  tasks: Awaited<ReturnType<typeof loadJudgedTasks>>,
  overall: number,
  floors: Record<string, number>,
) {
  const result = await judgeTasks(
    (text: string, params: unknown[]) => sql(text, params),
    `select slug from private.search_prompts($1, null, null, 'relevance', 50, 0)`,
    tasks,
  )
  expect(result.ndcg10, result.weakest.join('\n')).toBeGreaterThanOrEqual(overall)
  for (const [group, floor] of Object.entries(floors))
    expect(
      result.groups[group]?.ndcg10 ?? 0,
      `${group}\n${result.weakest.join('\n')}`,
    ).toBeGreaterThanOrEqual(floor)
  return result
}

describe('the judged task set (issue 45)', () => {
  // Floors set from the measured figures (bench/relevance.mjs; docs/search.md), a little under
  // them so a change that loses a class of queries fails here. The goal (0.85 overall,
  // 0.8 per group) is not reached yet: the figures and the gap are in docs/search.md. The
  // fourteenth pass (20261219000000) raised dialect and long and set typo 0.01 lower: two typo
  // queries' best two prompts changed places (docs/search.md, «Fourteenth pass»).
  const FLOORS: Record<string, number> = {
    category: 0.955,
    dialect: 0.765,
    english: 0.855,
    long: 0.805,
    msa: 0.82,
    typo: 0.88,
  }
  it('nDCG@10 per group and overall stay above their floors; some needs the catalogue lacks answer nothing', async () => {
    const tasks = await loadJudgedTasks()
    expect(tasks.length).toBeGreaterThanOrEqual(250)
    const result = await expectAboveFloors(tasks, 0.825, FLOORS)
    expect(result.absent.queries).toBeGreaterThanOrEqual(8)
    expect(result.absent.answeredNothing).toBeGreaterThanOrEqual(4)
  }, 300_000)
})

describe('the blind task set (issue 45)', () => {
  // Written after the engine by writers who read neither it nor the first set
  // (tests/search/judged-blind.mjs). Its figures are far under the first set's and under the
  // issue's goal (docs/search.md, «Twelfth pass», «Thirteenth pass»); these floors, a little
  // under the measured figures, only keep a change from losing what fresh queries already find.
  const FLOORS: Record<string, number> = {
    dialect: 0.57,
    english: 0.63,
    long: 0.64,
    msa: 0.67,
    typo: 0.655,
  }
  it('nDCG@10 per group and overall stay above their floors', async () => {
    const tasks = await loadBlindTasks()
    expect(tasks.length).toBeGreaterThanOrEqual(240)
    await expectAboveFloors(tasks, 0.61, FLOORS)
  }, 300_000)
})

describe('the issue’s examples', () => {
  it('a need the catalogue lacks answers nothing: a near word of an unknown word does not pass alone', async () => {
    // Each of these returned unrelated prompts through one letter-stem collision (the code before
    // 20261201000200): «حمام» widened to «حماية»'s stem, «اربي» to «اربع».
    for (const query of ['ابي اربي حمام زاجل', 'حمام زاجل', 'ابي اربي صقر'])
      expect(
        (await search(query)).map((r) => r.slug),
        query,
      ).toEqual([])
    // A typo still finds what it means through the same widening.
    expect((await search('كلمات مفتاحبة', 3))[0]?.slug).toBe('keyword-research')
    expect((await search('تفاوض مع الموردبن', 3)).map((r) => r.slug)).toContain(
      'ops-supplier-negotiation-prep',
    )
    // A typo that begins a rare catalogue word («المنافسن» begins «منافسنا») is still a typo
    // (20261211000000): before, it matched only that word's prompt and never «منافسين».
    expect((await concepts('تحليل المنافسن'))[1]).toContain("'منافس'")
    expect((await search('تحليل المنافسن', 3)).map((r) => r.slug)).toContain(
      'competitor-analysis-marketing',
    )
  })

  it('a query word is read against the catalogue: a possessive, a joined pair, a fused letter, an English form', async () => {
    const slugs = async (query: string, limit = 5) =>
      (await search(query, limit)).map((r) => r.slug)
    // «سيرتي» is «سيرة» with «ي» (my), its taa marbuta written ت: before 20261208200000 it
    // matched as the beginning «سيرت» and an interview prompt came among the first five.
    expect(await concepts('سيرتي')).toEqual(await concepts('سيرة'))
    for (const slug of await slugs('سيرتي')) expect(slug).toMatch(/(^|-)cv(-|$)/)
    // Two words typed without the space: nothing before, now as the two words.
    expect(await concepts('خطةتسويق')).toEqual(await concepts('خطة تسويق'))
    expect(await slugs('خطةتسويق')).toHaveLength(5)
    // A document writing the word with «و» fused («تحليل مبيعات الفروع وأسباب النزول» in the
    // asks of sales-data-insights) is found by the bare word.
    expect(await slugs('اسباب', 50)).toContain('sales-data-insights')
    // An English word form («forecasting») finds the catalogue's «forecast» prompts.
    expect(await slugs('forecasting', 50)).toEqual(
      expect.arrayContaining(['dx-quarter-forecast-three-methods', 'srch-seo-traffic-forecast']),
    )
  })

  it('a fused preposition with a possessive reads as the bare word: «لمشروعي» finds what «مشروع» finds', async () => {
    const slugs = async (query: string) => (await search(query, 10)).map((r) => r.slug)
    // The catalogue holds «لمشروع» (documents write «لمشروعك») 45 times against «مشروع»'s 76, and
    // «لمتجر» 38 against «متجر»'s 107: the 3× rule of 20261208200000 kept them as rare words of
    // their own. A preposition fused with a word that carries a possessive is read as the bare
    // word when the catalogue holds it more often (20261210000000).
    expect(await concepts('لمشروعي')).toEqual(await concepts('مشروع'))
    expect(await concepts('لمتجري')).toEqual(await concepts('متجر'))
    // The same first prompts (before: «لمشروع»'s 45 prompts, the name ideas eighth). Further down
    // the two differ: search_prompts counts what the query typed («لمشروع») as the words asked and
    // the bare word as a related form (0.5); counting the reading in full measured lower. The
    // third and fourth are near ties (5.94 / 5.93 against 6.07 / 5.94 since the seventh pass) and
    // may change places between the two: the same four, the first two in the same order.
    const fused = (await slugs('اسم لمشروعي')).slice(0, 4)
    const bare = (await slugs('اسم مشروع')).slice(0, 4)
    expect(fused.slice(0, 2)).toEqual(bare.slice(0, 2))
    expect([...fused].sort()).toEqual([...bare].sort())
    // A pronoun of two letters after a fused preposition; a final hamza seated on ي before the
    // pronoun («عملائي» is «عملاء» + ي).
    expect(await concepts('لشركتنا')).toEqual(await concepts('شركة'))
    expect(await concepts('لعملائي')).toEqual(await concepts('عملاء'))
    // The catalogue still decides: «بطاقتي» is «بطاقة» + ي, not ب + «طاقة».
    expect(await concepts('بطاقتي')).toEqual(await concepts('بطاقة'))
    // The dialect future prefix: «بيتأخر» (ب + the imperfect) is read as «يتأخر» — by the third
    // pass's reading already (the catalogue does not hold «بيتأخر»); kept here as a guard.
    expect(await concepts('بيتأخر')).toEqual(await concepts('يتأخر'))
  })

  it('an auxiliary of the future or the progressive before a verb is dropped: «قاعد يتأخر» is «يتأخر»', async () => {
    // Before 20261210000100 «قاعد» (the progressive) was a word of the need and met «قواعد»
    // (rules), «رح» (the future) an unknown word.
    expect(await concepts('الموظف قاعد يتأخر')).toEqual(await concepts('الموظف يتأخر'))
    expect(await concepts('رح افتح محل')).toEqual(await concepts('افتح محل'))
    expect(await concepts('جالس يسوي خطة')).toEqual(await concepts('يسوي خطة'))
    // Not before a noun: «قاعد القهوة» keeps its word.
    expect((await concepts('قاعد القهوة')).length).toBe(2)
  })

  it('a long sentence is read to its end: its need, said last, finds its prompts', async () => {
    // The situation first, the need last, as people write (20261218000000): the reader stopped at
    // the twelfth word, before «برنامج ولاء للعملاء», and a gift-card prompt came first.
    const sentence =
      'عندي محل ورد في الرياض وعندنا زباين كثير بالمناسبات والشغل ماشي الحمدلله والموظفين متعاونين بس ودي اعرف كيف اسوي برنامج ولاء للعملاء'
    expect((await concepts(sentence)).length).toBeGreaterThan(12)
    const first = (await search(sentence, 3)).map((r) => r.slug)
    expect(first).toHaveLength(3)
    for (const slug of first) expect(slug).toMatch(/loyalty/)
  })

  it('a plural or future verb the catalogue lacks is read as the verb: «يدفعوا» is «يدفع»', async () => {
    // Before 20261218000000 «يدفعوا» was read as a typo of «يدفع» (half its weight) and «حيسوي»
    // as an unknown word.
    expect(await concepts('يدفعوا')).toEqual(await concepts('يدفع'))
    expect(await concepts('حيسوي')).toEqual(await concepts('يسوي'))
    // A form the catalogue holds stays as typed: «يومين» (two days) is not «يوم».
    expect(await concepts('يومين')).not.toEqual(await concepts('يوم'))
  })

  it('a verb in the imperfect joins the catalogue’s noun of it: «بيرفع» finds «رفع», «نرتب» «ترتيب»', async () => {
    // The verbal noun of forms V/VI, the root of form I and the verbal noun of form II, as the
    // catalogue writes them (20261210000200); before, the verb weighed as a rare word of its own.
    expect(await concepts('يتأخر')).toEqual([expect.stringContaining(`'تاخر'`)])
    expect(await concepts('نرتب')).toEqual([expect.stringContaining(`'ترتيب'`)])
    expect(await concepts('بيرفع')).toEqual([expect.stringContaining(`'رفع'`)])
    // A four-letter word beginning with ت is not read as a verb: «تاجر» is not «اجر».
    expect((await concepts('تاجر'))[0]).not.toContain(`'اجر'`)
    // The supplier's price rise: «المورد بيرفع السعر» puts the reply to a price increase first, as
    // «المورد رفع السعر» does (before: the negotiation prep, through «يرفع»'s rare asks).
    expect((await search('المورد بيرفع السعر', 1))[0]?.slug).toBe(
      'ops-supplier-price-increase-response',
    )
  })

  it('the ask phrase that holds the query ranks its prompt: each phrase is kept apart, in step with the prompt', async () => {
    // Words found across several of a prompt's phrases count as before; the one phrase holding
    // most of the query adds to the rank (20261211000100). Without it «ميزانيه سنويه» put the
    // merit-increase prompt first and «تحليل الأسباب الجذرية لمشكلة متكررة» the MRR bridge.
    expect((await search('ميزانيه سنويه', 3))[0]?.slug).toBe('budget-plan')
    expect((await search('تحليل الأسباب الجذرية لمشكلة متكررة', 3))[0]?.slug).toBe(
      'bm-root-cause-analysis',
    )
    // The phrases' stems and letters (20261219000000) follow an edit of the prompt's phrases, one
    // tsvector and one trigram key per phrase.
    const docs = async () =>
      (
        await sql<{ n: number; keys: number; first: string; key: string; expected: string }>(
          `select cardinality(d.docs) as n, cardinality(d.keys) as keys, d.docs[1]::text as first,
                  d.keys[1] as key,
                  private.search_letters(p.ask_phrases[1]) as expected
             from private.prompt_ask_docs d join public.prompts p on p.id = d.prompt_id
            where p.slug = 'budget-plan'`,
        )
      )[0]
    const before = await sql<{ ask_phrases: string[] }>(
      `select ask_phrases from public.prompts where slug = 'budget-plan'`,
    )
    const original = await docs()
    expect(original.n).toBe(before[0].ask_phrases.length)
    expect(original.keys).toBe(before[0].ask_phrases.length)
    expect(original.key).toBe(original.expected)
    try {
      await sql(
        `update public.prompts set ask_phrases = array['ميزانية المستودعات للعام القادم'] || ask_phrases[2:]
          where slug = 'budget-plan'`,
      )
      const edited = await docs()
      expect(edited.first).toContain("'مستودع'")
      expect(edited.key).toBe(edited.expected)
      expect(edited.key).not.toBe(original.key)
    } finally {
      await sql(`update public.prompts set ask_phrases = $1 where slug = 'budget-plan'`, [
        before[0].ask_phrases,
      ])
    }
    expect((await docs()).first).not.toContain("'مستودع'")
    expect((await docs()).key).toBe(original.key)
  })

  it('the ask phrase worded as the customer words it ranks its prompt, by its letters (20261219000000)', async () => {
    // «يدرون عنا» (how they hear of us) is a dialect verb the catalogue's stems do not hold; an ask
    // phrase of the tracking prompt says it. Before, the referral-network prompt came first.
    expect((await search('أبي أعرف الزباين من وين يدرون عنا', 1))[0]?.slug).toBe(
      'mkt-how-did-you-hear-tracking',
    )
    // A long sentence whose need («أسويه كل أسبوع عشان أطلع في البحث») is an ask phrase's wording:
    // the weekly search routine, not the perfume descriptions its situation words match.
    expect(
      (
        await search(
          'أنا صاحب محل عطور ودهن عود بالكويت وعندي موقع بسيط، ما عندي وقت ولا موظف، أبي شي أسويه كل أسبوع عشان أطلع في البحث',
          1,
        )
      )[0]?.slug,
    ).toBe('srch-weekly-seo-routine-small-business')
  })

  it('a synonym group counts below the words asked: «دراسة جدوى» puts feasibility studies first', async () => {
    // «دراسة جدوى» is in the synonym group of «خطة عمل» and «نموذج عمل»: at full weight the
    // business model canvas came second (the code before 20261201070000).
    const top = (await search('دراسة جدوى', 3)).map((r) => r.slug)
    const titles = await sql<{ slug: string; title_ar: string }>(
      'select slug, title_ar from public.prompts where slug = any($1::text[])',
      [top],
    )
    expect(top).toHaveLength(3)
    for (const { slug, title_ar } of titles) expect(title_ar, slug).toMatch(/جدوى/)
  })

  it('name a category: its prompts come first and nearly all of them are found', async () => {
    const cases: [string, string][] = [
      ['تحسين محركات البحث', 'seo'],
      ['سيو', 'seo'],
      ['كتابة محتوى', 'content-writing'],
      ['صناعة المحتوى', 'content-writing'],
      ['تسويق', 'marketing'],
      ['التسويق', 'marketing'],
      ['marketing', 'marketing'],
    ]
    for (const [query, category] of cases) {
      const rows = await search(query)
      const [{ n }] = await sql<{ n: number }>(
        'select count(*)::int as n from public.prompts where is_published and category = $1',
        [category],
      )
      expect(
        rows.slice(0, 10).map((r) => r.category),
        query,
      ).toEqual(Array(10).fill(category))
      expect(rows.filter((r) => r.category === category).length, query).toBeGreaterThanOrEqual(
        Math.min(50, Math.floor(n * 0.8)),
      )
    }
  })

  it('social media and business plan find what they mean', async () => {
    const social = await search('سوشيال ميديا', 10)
    expect(social.length).toBe(10)
    // Social networks (the narrower terms of «سوشيال ميديا» in the synonyms, YouTube and Facebook
    // among them), their content, influencers and crises on them.
    const aboutSocial =
      /instagram|tiktok|snapchat|youtube|facebook|social|x-|linkedin|crisis|live-selling|influencer|ugc/
    expect(social.filter((r) => aboutSocial.test(r.slug)).length).toBeGreaterThanOrEqual(8)
    const plan = await search('خطة عمل', 10)
    expect(plan[0]?.slug).toBe('business-model-canvas')
  })

  it('drops request words: «ابي اعلانات انستقرام» puts Instagram advertising first', async () => {
    const slug = `ig-ads-${randomUUID().slice(0, 8)}`
    await sql(
      `insert into public.prompts (slug, title_ar, title_en, description_ar, category, platforms, tags)
       values ($1, 'خطة إعلانات إنستغرام الممولة لمتجرك', 'Instagram paid ads plan',
               'حملة إعلانية ممولة على إنستغرام', 'marketing', '{chatgpt}', '{إعلانات,إنستغرام}')`,
      [slug],
    )
    try {
      const rows = await search('ابي اعلانات انستقرام', 10)
      expect(rows[0]?.slug).toBe(slug)
      // The request word is not required: the same results as without it.
      const plain = await search('اعلانات انستقرام', 10)
      expect(rows.map((r) => r.slug)).toEqual(plain.map((r) => r.slug))
      for (const query of ['instagram ads', 'عطني اعلانات انستغرام', 'ودي إعلانات انستا']) {
        expect((await search(query, 3))[0]?.slug, query).toBe(slug)
      }
    } finally {
      await sql('delete from public.prompts where slug = $1', [slug])
    }
  })

  it('reads a filler inside a lexicon or synonym term, drops request talk whole and function words (eighth pass)', async () => {
    // The filler «ما» was dropped before the lexicon read the query: «ما رد» (not answered →
    // «لم يرد», follow-up) was «رد» alone, and «سي في» (the CV group) was «سي».
    expect(await concepts('العميل ما رد علي')).toContainEqual(
      expect.stringContaining("'لم' & 'يرد'"),
    )
    expect(await concepts('ابي سي في')).toContainEqual(expect.stringContaining("'سير' & 'ذات'"))
    // «وش الحل» is request talk (it weighed as much as a task word); «مرة ثانية» is the
    // catalogue's «تكرار» (it matched «ثاني», a second branch).
    const again = await concepts('العميلات ما يرجعون مرة ثانية وش الحل')
    expect(again.join(' ')).not.toContain("'الحل'")
    expect(again).toContainEqual(expect.stringContaining("'تكرار'"))
    // Function words are not the need: «اذا» weighed 3.4, «احد» 2.8.
    const words = (
      await sql<{ word: string }>('select word from private.search_query_words($1)', [
        'ابي شات جي بي تي يذكر شركتي اذا احد سأله',
      ])
    ).map((r) => r.word)
    expect(words).toEqual(expect.arrayContaining(['شات', 'شركتي']))
    expect(words).not.toContain('اذا')
    expect(words).not.toContain('احد')
  })

  it('reads a short word with one wrong letter: «بيان صحقي» is a press release', async () => {
    // «صحقي» keeps a quarter of «صحفي»'s trigrams and was widened to nothing (no result in the
    // first ten was a press prompt).
    const rows = await search('بيان صحقي', 3)
    expect(rows[0]?.slug).toBe('press-release')
  })

  it('a seeded synonym group holds only one thing: «newsletter» is not every email prompt', async () => {
    // The seed put «newsletter» in the email group; subject lines and launch emails came first.
    expect((await search('newsletter', 3))[0]?.slug).toBe('email-newsletter')
    const [zakat] = await sql<{ terms: string[] }>(
      `select terms from public.search_synonyms where 'زكاة' = any (terms)`,
    )
    expect(zakat?.terms).not.toContain('vat')
  })

  it('takes the candidates in the words asked first: «ابي دراسة جدوى لكوفي» finds the feasibility study', async () => {
    // «دراسة جدوى» shares a group with «خطة عمل»: the group's first rows in table order filled
    // the candidates and the feasibility study was not among them.
    const rows = await search('ابي دراسة جدوى لكوفي', 5)
    expect(rows.map((r) => r.slug)).toContain('sal-small-project-feasibility')
  })

  it('drops "I want to know", "I don’t know" and "our situation" as request talk (ninth pass)', async () => {
    // «اعرف» matched «معرفة» and «وضعنا» (in one prompt's asks) weighed 6.7, twice «نطاقات»: the
    // Nitaqat prompts fell under the threshold and a financial-ratios prompt came first.
    expect(await concepts('ابي اعرف وضعنا في نطاقات')).toEqual([expect.stringContaining("'نطاق'")])
    const rows = (await search('ابي اعرف وضعنا في نطاقات', 5)).map((r) => r.slug)
    expect(rows).toEqual(
      expect.arrayContaining(['ops-nitaqat-hiring-simulator', 'bm-saudization-nitaqat-plan']),
    )
    expect((await concepts('ما ادري اقبل العرض ولا لا')).join(' ')).not.toContain('ادري')
  })

  it('a job interview is not hiring: «مقابلات العمل» lists the candidate’s interview prompts', async () => {
    // The seed mapped «مقابلة عمل» to «وظيفة» too, so the hiring group (job ads, job
    // descriptions) matched it and the job description came first.
    const rows = (await search('مقابلات العمل', 5)).map((r) => r.slug)
    expect(rows).not.toContain('job-description')
    expect(rows.filter((s) => s.startsWith('car-')).length).toBeGreaterThanOrEqual(3)
  })

  it('reads the letters a query word carries (ninth pass)', async () => {
    const words = async (q: string) =>
      (await sql<{ stem: string }>('select stem from private.search_query_words($1)', [q])).map(
        (r) => r.stem,
      )
    // «وكم» is «و» + «كم», «فتحت» the verb «فتح» (not «تحت», under), «يسألني» «يسأل» + «ني».
    expect(await words('كم زبون وكم يشتري')).toEqual(['كم', 'زبون', 'كم', 'يشتر'])
    expect(await words('فتحت متجر')).toEqual(['فتح', 'متجر'])
    expect(await words('الزبون يسألني')).toEqual(['زبون', 'يسال'])
    // «عالانستغرام» is «على» + the article + Instagram; «too» is an English function word.
    expect(await concepts('رد عالانستغرام')).toEqual([
      expect.stringContaining("'رد'"),
      expect.stringContaining("'instagram'"),
    ])
    expect((await concepts('objection handling too expensive')).join(' ')).not.toContain("'too'")
    // «الإلكتروني» and «إلكتروني» are stemmed «الكترون» and «كترون»: each finds the other's prompts,
    // and «متجري الالكتروني» is the synonyms' «متجر إلكتروني».
    expect(await concepts('الفوترة الالكترونية')).toContainEqual(
      expect.stringMatching(/'كترون' \| 'الكترون'|'الكترون' \| 'كترون'/),
    )
    expect(await concepts('متجري الالكتروني')).toEqual([expect.stringContaining("'ecommerce'")])
    // «وامازون»: the catalogue holds «أمازون» twice as often as «وأمازون».
    expect(await concepts('نون وامازون')).toContainEqual(expect.stringContaining("'اماز'"))
  })

  it('finds the «last price» prompt for a shop owner asked it every day', async () => {
    // «يسألني» was the unknown «يسالن» (5.3), above «آخر سعر» (1.6).
    const rows = await search(
      'محل جوالات في المنامة والزبون دايم يسألني وش اخر سعر وما ابي انزل السعر',
      3,
    )
    expect(rows.map((r) => r.slug)).toContain('sal-last-price-haggling-showroom')
  })

  it('a short list brings the prompts closest to its first match, flagged and not counted as matches', async () => {
    // «mystery shopper» matches one prompt; the visit checklists and audits a person would open
    // next were under the threshold and not returned at all. (The example was «whatsapp
    // broadcast» until the twelfth pass's lexicon read «broadcast» as «رسائل بث»: it now matches
    // the eleven WhatsApp broadcast prompts themselves.)
    const { data, error } = await user.client.rpc('search_prompts', {
      p_query: 'mystery shopper',
      p_limit: 20,
    })
    expect(error).toBeNull()
    const rows = data as (Row & { related: boolean; own: boolean })[]
    expect(rows[0]).toMatchObject({ slug: 'bm-mystery-shopper-scorecard', related: false })
    const matches = rows.filter((r) => !r.related).length
    expect(matches).toBeLessThan(rows.length)
    expect(rows.length).toBe(10)
    // The total is of the matches (the page's count); the related rows follow on the same page.
    expect(rows.every((r) => r.total_count === matches)).toBe(true)
    // The related ones come after every match and share a tag with the first.
    expect(rows.findIndex((r) => r.related)).toBe(matches)
    const [first] = await sql<{ tags: string[] }>(
      'select tags from public.prompts where slug = $1',
      ['bm-mystery-shopper-scorecard'],
    )
    const related = await sql<{ tags: string[] }>(
      'select tags from public.prompts where slug = any($1::text[])',
      [rows.filter((r) => r.related).map((r) => r.slug)],
    )
    expect(related.every((r) => r.tags.some((t) => first!.tags.includes(t)))).toBe(true)
    // In order: most tags shared, the first's category, use, then newest (20261216000000; the
    // last tie was the random id, and two fresh databases answered in different orders).
    const order = await sql<{ slug: string; key: string }>(
      `select p.slug,
              concat_ws('|', lpad(cardinality(array(select unnest(p.tags) intersect
                                                    select unnest(b.tags)))::text, 3, '0'),
                        (p.category = b.category)::int, lpad((p.view_count + p.copy_count)::text, 9, '0'),
                        to_char(p.created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')) as key
         from public.prompts p, public.prompts b
        where b.slug = 'bm-mystery-shopper-scorecard' and p.slug = any($1::text[])`,
      [rows.filter((r) => r.related).map((r) => r.slug)],
    )
    const keyOf = new Map(order.map((r) => [r.slug, r.key]))
    const keys = rows.filter((r) => r.related).map((r) => keyOf.get(r.slug)!)
    expect(keys).toEqual([...keys].sort().reverse())
    // The insights count the matches only.
    const [logged] = await sql<{ last_results: number }>(
      'select last_results from public.search_queries where query = $1',
      ['mystery shopper'],
    )
    expect(logged?.last_results).toBe(matches)
    // A need the catalogue lacks gains nothing: no match, no neighbours.
    expect(await search('ابغى قصيدة نبطية لعرس اخوي', 10)).toEqual([])
    // A long list has none.
    expect((await search('تسويق', 50)).some((r) => (r as { related?: boolean }).related)).toBe(
      false,
    )
  })

  it('a word the catalogue does not hold is read by its root; a short one is not (tenth pass)', async () => {
    // ISRI (private.arabic_root), as nltk.stem.isri gives these: two participles, a verb of form
    // VII, the verbal nouns of forms X and II, a plural of a form III noun (ISRI's «فاض», not the
    // dictionary's root «فوض»: an algorithm without a root list, pinned as NLTK has it).
    const roots = await sql<{ w: string; r: string }>(
      `select w, private.arabic_root(w) as r
         from unnest(array['مخلوط', 'تنحجز', 'استخدام', 'مفاوضات', 'تسويق', 'مكتوب']) w`,
    )
    expect(Object.fromEntries(roots.map((x) => [x.w, x.r]))).toEqual({
      مخلوط: 'خلط',
      تنحجز: 'حجز',
      استخدام: 'خدم',
      مفاوضات: 'فاض',
      تسويق: 'سوق',
      مكتوب: 'كتب',
    })
    // «مخلوطة» is in no prompt and near no word of one: before 20261215000000 it was an unknown
    // word (the heaviest weight, matching nothing) and the owner's drawings prompt, whose asks say
    // «أخلط فلوسي بفلوس المحل», was seventh.
    const mixed = await concepts('فلوسي وفلوس المحل مخلوطة')
    expect(mixed[mixed.length - 1]).toContain("'خلط'")
    expect((await search('فلوسي وفلوس المحل مخلوطة', 3)).map((r) => r.slug)).toContain(
      'ops-owner-drawings-separation',
    )
    // A word of four letters is not: «رجيم» (diet) would be «ترجمة» (translation).
    expect(await concepts('رجيم')).toEqual(["'رجيم':*"])
    expect(await search('رجيم')).toEqual([])
    // A typo keeps its near words and gains no root ones.
    expect((await concepts('تحليل المنافسن'))[1]).not.toContain("'نفس'")
  })

  it('a lexicon entry takes the rest of the term it maps to: «السيرة الذاتية» is one concept', async () => {
    // «سيرة» maps to «سيرة ذاتية»; before 20261215000000 «بالسيرة الذاتية» was that group and a
    // word «ذاتية» of its own (4.0, found in every «ذات»).
    expect(await concepts('شو بكتب بالسيرة الذاتية')).toHaveLength(2)
    expect(await concepts('سيرة ذاتية')).toHaveLength(1)
    expect(await concepts('شات جي بي تي')).toHaveLength(1)
    // The entry alone still maps as before.
    expect((await concepts('سيرتي'))[0]).toContain("'سير' & 'ذات'")
  })

  it('partial matches rank instead of vanishing; a query of request words only browses', async () => {
    const rows = await search('تسويق كلمةلاوجودلها', 10)
    expect(rows.length).toBe(10)
    expect(rows.every((r) => r.category === 'marketing')).toBe(true)
    const filler = await search('ابي سوي لي', 5)
    expect(filler.length).toBe(5)
  })
})

describe('synonyms', () => {
  it('an admin adds a group, the next search uses it, and the write is audited', async () => {
    const word = `زنبرك${randomUUID().replace(/\D/g, '').slice(0, 4)}`
    expect(await search(word)).toEqual([])

    const denied = await user.client.from('search_synonyms').insert({ terms: [word, 'إنستغرام'] })
    expect(denied.error).not.toBeNull()

    const { data, error } = await admin.client
      .from('search_synonyms')
      .insert({ terms: [word, 'إنستغرام'] })
      .select('id')
      .single()
    expect(error).toBeNull()
    synonymIds.push(data!.id as number)
    const rows = await search(word)
    expect(rows.map((r) => r.slug)).toContain('instagram-content-calendar')

    const audit = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_log
        where action = 'insert_search_synonyms' and target_id = $1 and user_id = $2`,
      [String(data!.id), admin.id],
    )
    expect(audit[0]!.n).toBe(1)

    const bad = await admin.client.from('search_synonyms').insert({ terms: ['وحيدة'] })
    expect(bad.error?.message).toBe('أدخل كلمتين مترادفتين على الأقل')
  })
})

describe('search gaps', () => {
  it('counts searches with few results, without identity; only admins read them', async () => {
    // Letters no Arabic or English word has in this order (a real word can meet a prompt as the
    // library grows: «لاشيء» found two in issue 44's).
    const query = `ظضغ${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`
    const anon = anonClient()
    for (let i = 0; i < 2; i += 1) {
      const { data, error } = await anon.rpc('search_prompts', { p_query: query })
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const rows = await sql<{ searches: number; last_results: number }>(
      'select searches, last_results from public.search_gaps where query = $1',
      [query],
    )
    expect(rows).toEqual([{ searches: 2, last_results: 0 }])
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'search_gaps' order by 1`,
    )
    // askers is a count of distinct askers (issue 41), not who they were.
    expect(columns.map((c) => c.column_name)).toEqual([
      'askers',
      'first_seen_at',
      'last_results',
      'last_seen_at',
      'query',
      'searches',
    ])
    // A search with results is not a gap.
    await anon.rpc('search_prompts', { p_query: 'تسويق' })
    expect(await sql('select 1 from public.search_gaps where query = $1', ['تسويق'])).toEqual([])
    // Nor a full page of one (anonymous-limits asks for p_limit 1): its total is not known small.
    await anon.rpc('search_prompts', { p_query: 'سيو', p_limit: 1 })
    expect(await sql('select 1 from public.search_gaps where query = $1', ['سيو'])).toEqual([])

    const asUser = await user.client.from('search_gaps').select('query').eq('query', query)
    expect(asUser.data).toEqual([])
    const asAnon = await anon.from('search_gaps').select('query').eq('query', query)
    expect(asAnon.data ?? []).toEqual([])
    const asAdmin = await admin.client
      .from('search_gaps')
      .select('query, searches')
      .eq('query', query)
    expect(asAdmin.data).toEqual([{ query, searches: 2 }])
  })
})

describe('search_suggest', () => {
  it('suggests categories, terms and titles as the user types', async () => {
    const { data, error } = await anonClient().rpc('search_suggest', { p_query: 'تسوي' })
    expect(error).toBeNull()
    const rows = data as { kind: string; label: string; value: string }[]
    expect(rows).toContainEqual({ kind: 'category', label: 'التسويق', value: 'marketing' })
    expect(rows.some((r) => r.kind === 'prompt')).toBe(true)
    expect(JSON.stringify(rows)).not.toContain('body')
  })

  it('offers a corrected spelling, and the nearest categories when nothing matches', async () => {
    const typo = (await anonClient().rpc('search_suggest', { p_query: 'xqzwvy' })).data as {
      kind: string
    }[]
    expect(typo.filter((r) => r.kind === 'category').length).toBeGreaterThan(0)
    const corrected = (await anonClient().rpc('search_suggest', { p_query: 'كلمات مفتاحبة' }))
      .data as { kind: string; label: string }[]
    expect(corrected.length).toBeGreaterThan(0)
  })
})
