/**
 * The run history of «تشغيل هنا» (issue 47, public.prompt_runs): its owner records browser runs,
 * extends, searches and deletes them; nobody else reads or changes them; a browser cannot write a
 * company run (those are the run-prompt function's, as the service role); the models list is
 * public and admin-edited; «حفظ كمثال» keeps a run's answer on an own prompt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callFrom, freshIp } from '../abuse/support.ts'
import { anonClient, serviceClient, sql, stackInfo } from '../../support/stack.ts'
import {
  createSubscriber,
  createTestUser,
  passwordToken,
  TEST_PASSWORD,
  type TestUser,
} from '../../support/users.ts'

const GROUP = 147

const cleanup: string[] = []
let owner: TestUser
let other: TestUser

const run = (over: Record<string, unknown> = {}) => ({
  source_kind: 'library',
  title: 'تحليل سوات لمقهى مختص',
  variables: { النشاط: 'مقهى مختص في الرياض' },
  provider: 'openai',
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'حلّل نقاط القوة والضعف لمقهى مختص في الرياض' }],
  answer: 'نقاط القوة: موقع قريب من الجامعات وقهوة مختصة.',
  status: 'complete',
  input_tokens: 40,
  output_tokens: 120,
  duration_ms: 900,
  ...over,
})

beforeAll(async () => {
  owner = await createSubscriber('basic', cleanup)
  other = await createTestUser()
  cleanup.push(other.id)
})

afterAll(async () => {
  await sql('delete from auth.users where id = any($1::uuid[])', [cleanup])
})

describe('prompt_runs', () => {
  it('the owner records, reads, extends and deletes their runs', async () => {
    const inserted = await owner.client
      .from('prompt_runs')
      .insert(run())
      .select('id, user_id, via, company_id')
      .single()
    expect(inserted.error).toBeNull()
    expect(inserted.data).toMatchObject({ user_id: owner.id, via: 'browser', company_id: null })
    const id = inserted.data!.id as string

    const extended = await owner.client
      .from('prompt_runs')
      .update({ answer: 'إجابة أطول بعد «متابعة»', status: 'complete', output_tokens: 200 })
      .eq('id', id)
      .select('answer, output_tokens')
      .single()
    expect(extended.data).toEqual({ answer: 'إجابة أطول بعد «متابعة»', output_tokens: 200 })

    const removed = await owner.client.from('prompt_runs').delete().eq('id', id).select('id')
    expect(removed.data).toEqual([{ id }])
    expect(await sql('select 1 from public.prompt_runs where id = $1', [id])).toEqual([])
  })

  it('another user and anon neither read nor change a run, nor write one in its owner’s name', async () => {
    const { data } = await owner.client.from('prompt_runs').insert(run()).select('id').single()
    const id = data!.id as string
    expect((await other.client.from('prompt_runs').select('id').eq('id', id)).data).toEqual([])
    expect((await anonClient().from('prompt_runs').select('id').eq('id', id)).data ?? []).toEqual(
      [],
    )
    const changed = await other.client
      .from('prompt_runs')
      .update({ answer: 'مزوّرة' })
      .eq('id', id)
      .select('id')
    expect(changed.data ?? []).toEqual([])
    const deleted = await other.client.from('prompt_runs').delete().eq('id', id).select('id')
    expect(deleted.data ?? []).toEqual([])
    const forged = await other.client.from('prompt_runs').insert({ ...run(), user_id: owner.id })
    expect(forged.error).not.toBeNull()
    const anonInsert = await anonClient().from('prompt_runs').insert(run())
    expect(anonInsert.error).not.toBeNull()
    const rows = await sql<{ answer: string; n: string }>(
      'select answer, (select count(*) from public.prompt_runs where user_id = $2) n from public.prompt_runs where id = $1',
      [id, owner.id],
    )
    expect(rows[0]!.answer).toBe(run().answer)
  })

  it('a browser cannot record or alter a company run (those are run-prompt’s)', async () => {
    const company = await owner.client.from('prompt_runs').insert({ ...run(), via: 'company' })
    expect(company.error).not.toBeNull()
    const [{ id: companyRun }] = await sql<{ id: string }>(
      `insert into public.prompt_runs (user_id, source_kind, title, provider, model, messages, via)
       values ($1, 'library', 'تشغيل الشركة', 'openai', 'gpt-4o-mini', '[{"role":"user","content":"س"}]', 'company')
       returning id`,
      [owner.id],
    )
    const tampered = await owner.client
      .from('prompt_runs')
      .update({ input_tokens: 0, output_tokens: 0 })
      .eq('id', companyRun!)
      .select('id')
    expect(tampered.data ?? []).toEqual([])
    const toBrowser = await owner.client
      .from('prompt_runs')
      .update({ via: 'browser' } as never)
      .eq('id', companyRun!)
    expect(toBrowser.error).not.toBeNull()
    // The history is the person's: they may delete a company run from it.
    const gone = await owner.client.from('prompt_runs').delete().eq('id', companyRun!).select('id')
    expect(gone.data).toEqual([{ id: companyRun }])
  })

  it('searches the owner’s runs only, newest first, in Arabic', async () => {
    const mine = await owner.client
      .from('prompt_runs')
      .insert(run({ title: 'خطة تسويق لمتجر عطور', answer: 'قنوات التسويق: انستقرام وسناب' }))
      .select('id')
      .single()
    await other.client
      .from('prompt_runs')
      .insert(run({ title: 'خطة تسويق لمخبز', answer: 'تسويق المخبز' }))
    const found = await owner.client.rpc('search_prompt_runs', { p_query: 'التسويق' })
    expect(found.error).toBeNull()
    expect((found.data as { id: string }[]).map((r) => r.id)).toEqual([mine.data!.id])
    const all = await owner.client.rpc('search_prompt_runs', { p_query: '' })
    const ids = (all.data as { id: string; created_at: string }[]).map((r) => r.id)
    expect(ids).toContain(mine.data!.id)
    expect(ids[0]).toBe(mine.data!.id)
    const anon = await anonClient().rpc('search_prompt_runs', { p_query: '' })
    expect(anon.error).not.toBeNull()
  })

  it('deleting all of one’s runs leaves other users’ runs', async () => {
    await other.client.from('prompt_runs').insert(run())
    const before = await sql<{ n: string }>(
      'select count(*) n from public.prompt_runs where user_id = $1',
      [other.id],
    )
    expect(Number(before[0]!.n)).toBeGreaterThan(0)
    const all = await owner.client.from('prompt_runs').delete().eq('user_id', owner.id)
    expect(all.error).toBeNull()
    const left = await sql<{ mine: string; theirs: string }>(
      `select count(*) filter (where user_id = $1) mine, count(*) filter (where user_id = $2) theirs
         from public.prompt_runs`,
      [owner.id, other.id],
    )
    expect(left[0]).toEqual({ mine: '0', theirs: before[0]!.n })
  })

  it('«حفظ كمثال» keeps the answer on the owner’s own prompt, never on another’s', async () => {
    const saved = await owner.client.rpc('save_user_prompt', {
      p_id: null,
      p_title: 'أمري للتسويق',
      p_description: '',
      p_body: 'اكتب خطة تسويق لـ {{النشاط}}',
      p_category: null,
      p_platforms: [],
      p_tags: [],
    })
    expect(saved.error).toBeNull()
    const promptId = saved.data as string
    const { data } = await owner.client.from('prompt_runs').insert(run()).select('id').single()
    const kept = await owner.client.rpc('set_user_prompt_example', {
      p_id: promptId,
      p_run_id: data!.id,
    })
    expect(kept.error).toBeNull()
    const rows = await sql<{ example: unknown }>(
      'select example from public.user_prompts where id = $1',
      [promptId],
    )
    expect(rows[0]!.example).toEqual({ values: run().variables, answer: run().answer })

    const foreign = await other.client.rpc('set_user_prompt_example', {
      p_id: promptId,
      p_run_id: data!.id,
    })
    expect(foreign.error?.hint).toBe('run_not_found')
    const { data: theirs } = await other.client
      .from('prompt_runs')
      .insert(run({ answer: 'إجابة غريبة' }))
      .select('id')
      .single()
    const onMine = await other.client.rpc('set_user_prompt_example', {
      p_id: promptId,
      p_run_id: theirs!.id,
    })
    expect(onMine.error?.hint).toBe('not_found')
    const after = await sql<{ example: { answer: string } }>(
      'select example from public.user_prompts where id = $1',
      [promptId],
    )
    expect(after[0]!.example.answer).toBe(run().answer)
  })

  it('rejects a run without a conversation or with an unknown provider', async () => {
    const empty = await owner.client.from('prompt_runs').insert(run({ messages: [] }))
    expect(empty.error?.code).toBe('23514')
    const unknown = await owner.client.from('prompt_runs').insert(run({ provider: 'mistral' }))
    expect(unknown.error?.code).toBe('23514')
  })
})

describe('ai_models', () => {
  it('everyone reads the enabled models; only an admin edits them', async () => {
    const list = await anonClient().from('ai_models').select('provider, model, context_tokens')
    expect(list.error).toBeNull()
    const providers = new Set((list.data ?? []).map((m) => m.provider))
    expect([...providers].sort()).toEqual(['anthropic', 'gemini', 'openai', 'openrouter'])
    const refused = await owner.client
      .from('ai_models')
      .update({ context_tokens: 1000 })
      .eq('model', 'gpt-4o-mini')
      .select('id')
    expect(refused.data ?? []).toEqual([])
    const added = await owner.client.from('ai_models').insert({
      provider: 'openai',
      model: 'evil-model',
      label: 'x',
      context_tokens: 5000,
    })
    expect(added.error).not.toBeNull()

    const admin = await createTestUser({ admin: true })
    cleanup.push(admin.id)
    const model = `test-model-${Date.now()}`
    const created = await admin.client
      .from('ai_models')
      .insert({
        provider: 'openai',
        model,
        label: 'نموذج تجريبي',
        context_tokens: 8000,
        enabled: false,
      })
      .select('id')
      .single()
    expect(created.error).toBeNull()
    expect((await anonClient().from('ai_models').select('id').eq('model', model)).data).toEqual([])
    await serviceClient().from('ai_models').delete().eq('model', model)
  })
})

describe('the account', () => {
  const call = (fn: string, token: string, body: Record<string, unknown>) =>
    callFrom(freshIp(GROUP), `/functions/v1/${fn}`, {
      headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}` },
      body,
    })

  it('the export lists the runs (never a search document) and deletion removes them', async () => {
    const person = await createTestUser()
    cleanup.push(person.id)
    const { data } = await person.client
      .from('prompt_runs')
      .insert(run({ answer: 'إجابة في التصدير' }))
      .select('id')
      .single()
    const token = await passwordToken(person.email)
    const exported = await call('account-export', token, {})
    expect(exported.status).toBe(200)
    const runs = (exported.body as { data: { prompt_runs: Record<string, unknown>[] } }).data
      .prompt_runs
    expect(runs.map((r) => [r.id, r.answer])).toEqual([[data!.id, 'إجابة في التصدير']])
    expect(runs[0]).not.toHaveProperty('search_doc')

    const removed = await call('account-delete', token, { password: TEST_PASSWORD })
    expect(removed.status).toBe(200)
    expect(await sql('select 1 from public.prompt_runs where user_id = $1', [person.id])).toEqual(
      [],
    )
  })
})
