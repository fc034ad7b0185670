/**
 * Resource embedding as PostgREST 12/13 answers it: targets named by foreign key or column,
 * views, self references, empty embeds, duplicate embeds, computed fields and relationships,
 * spreads, counts and the ambiguity error. Each test names the PostgREST source it pins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createEmbedFixture,
  dropEmbedFixture,
  setAggregates,
} from './fixtures/rest-embed-fixture.ts'
import { restFetch } from './fixtures/rest-fixture.ts'

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const res = await restFetch(path)
  return { status: res.status, body: await res.json() }
}

/** PostgREST reloads its cache on a config reload; the stack reloads on an unknown table. */
async function reloadCache(): Promise<void> {
  await restFetch('/conf_no_such_table_reload')
}

beforeAll(createEmbedFixture)
afterAll(async () => {
  await dropEmbedFixture()
  await reloadCache()
})

describe('embed targets', () => {
  // Plan.hs findRel: the target may be a table, a foreign key's name or one of its columns,
  // and `table!hint` with a constraint or column hint (EmbedDisambiguationSpec "can embed by
  // FK name", "can embed by column").
  it('embeds by a foreign key name, bare or as a hint, and by a column name', async () => {
    const hinted = await get(
      '/conf_best_friends?select=id,conf_users!conf_best_friends_first_user_fkey(username)&order=id',
    )
    expect(hinted).toEqual({
      status: 200,
      body: [
        { id: 1, conf_users: { username: 'ann' } },
        { id: 2, conf_users: { username: 'bob' } },
      ],
    })
    const bare = await get(
      '/conf_best_friends?select=id,conf_best_friends_second_user_fkey(username)&order=id',
    )
    expect(bare.body).toEqual([
      { id: 1, conf_best_friends_second_user_fkey: { username: 'bob' } },
      { id: 2, conf_best_friends_second_user_fkey: { username: 'cy' } },
    ])
    const byColumn = await get(
      '/conf_best_friends?select=id,first_user,third_user(username,status)&order=id',
    )
    expect(byColumn.body).toEqual([
      { id: 1, first_user: 1, third_user: { username: 'cy', status: 'away' } },
      { id: 2, first_user: 2, third_user: null },
    ])
  })

  // SchemaCache.hs addViewM2OAndO2ORels: a view inherits the foreign keys of the table columns
  // it selects, in both directions, and a column renamed by the view keeps them.
  it('embeds a view over a table, both ways', async () => {
    const toView = await get(
      '/conf_best_friends?select=id,friend:conf_users_view!first_user(handle)&order=id',
    )
    expect(toView).toEqual({
      status: 200,
      body: [
        { id: 1, friend: { handle: 'ann' } },
        { id: 2, friend: { handle: 'bob' } },
      ],
    })
    const fromView = await get(
      '/conf_users_view?select=handle,conf_posts(title)&order=handle&conf_posts.order=id',
    )
    expect(fromView.body).toEqual([
      { handle: 'ann', conf_posts: [{ title: 'Hello' }, { title: 'Again' }] },
      { handle: 'bob', conf_posts: [{ title: 'Bob here' }] },
      { handle: 'cy', conf_posts: [] },
    ])
    // Plan.hs findRel: a constraint name or column as the target never names a view (the
    // view shares the table's constraint; matching it too would make this ambiguous).
    const viaConstraint = await get(
      '/conf_posts?select=id,conf_posts_author_id_fkey(username),author_id(username)&id=eq.1',
    )
    expect(viaConstraint).toEqual({
      status: 200,
      body: [
        { id: 1, conf_posts_author_id_fkey: { username: 'ann' }, author_id: { username: 'ann' } },
      ],
    })
  })
})

describe('ambiguity', () => {
  // Error.hs AmbiguousRelBetween: `details` is a JSON array of compressedRel objects, in the
  // schema cache's order (Relationship's Ord: cardinality, then constraint name), and the hint
  // lists `<foreign table>!<constraint>` (EmbedDisambiguationSpec "errs on an ambiguous embed").
  it('answers 300 PGRST201 with details as an array and PostgREST hint text', async () => {
    const res = await restFetch('/conf_best_friends?select=id,conf_users(username)')
    expect(res.status).toBe(300)
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST201')
    expect(await res.json()).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'conf_best_friends with conf_users',
          relationship:
            'conf_best_friends_first_user_fkey using conf_best_friends(first_user) and conf_users(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'conf_best_friends with conf_users',
          relationship:
            'conf_best_friends_second_user_fkey using conf_best_friends(second_user) and conf_users(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'conf_best_friends with conf_users',
          relationship:
            'conf_best_friends_third_user_fkey using conf_best_friends(third_user) and conf_users(id)',
        },
      ],
      hint: "Try changing 'conf_users' to one of the following: 'conf_users!conf_best_friends_first_user_fkey', 'conf_users!conf_best_friends_second_user_fkey', 'conf_users!conf_best_friends_third_user_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'conf_best_friends' and 'conf_users'",
    })
  })

  // Error.hs compressedRel on the inverse side: one-to-many lists the origin's columns first.
  it('lists one-to-many candidates from the referenced side', async () => {
    const { status, body } = await get('/conf_users?select=id,conf_best_friends(id)')
    expect(status).toBe(300)
    expect((body as { details: unknown[] }).details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'conf_users with conf_best_friends',
        relationship:
          'conf_best_friends_first_user_fkey using conf_users(id) and conf_best_friends(first_user)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'conf_users with conf_best_friends',
        relationship:
          'conf_best_friends_second_user_fkey using conf_users(id) and conf_best_friends(second_user)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'conf_users with conf_best_friends',
        relationship:
          'conf_best_friends_third_user_fkey using conf_users(id) and conf_best_friends(third_user)',
      },
    ])
  })
})

describe('self references', () => {
  // Plan.hs findRel, relIsSelf: the table's own name means the children (one-to-many), the
  // column name the parent (many-to-one), `table!column` the children through that column
  // (EmbedDisambiguationSpec "tables with self reference foreign keys").
  it('embeds children by the table name and the parent by the column', async () => {
    const children = await get(
      '/conf_collections?select=id,conf_collections(id,name)&id=in.(1,2)&order=id&conf_collections.order=id',
    )
    expect(children).toEqual({
      status: 200,
      body: [
        {
          id: 1,
          conf_collections: [
            { id: 2, name: 'child a' },
            { id: 3, name: 'child b' },
          ],
        },
        { id: 2, conf_collections: [{ id: 4, name: 'grandchild' }] },
      ],
    })
    const parent = await get(
      '/conf_collections?select=id,parent:parent_id(name,parent:parent_id(name))&id=in.(1,4)&order=id',
    )
    expect(parent.body).toEqual([
      { id: 1, parent: null },
      { id: 4, parent: { name: 'child a', parent: { name: 'root' } } },
    ])
    const hinted = await get(
      '/conf_collections?select=id,kids:conf_collections!parent_id(id)&id=eq.2',
    )
    expect(hinted.body).toEqual([{ id: 2, kids: [{ id: 4 }] }])
  })

  // Two self references: the table name matches both one-to-many sides (PGRST201); a
  // column hint or the column as the target picks one.
  it('is ambiguous with two self references until a column is named', async () => {
    const ambiguous = await restFetch('/conf_family?select=id,conf_family(id)')
    expect(ambiguous.status).toBe(300)
    expect(await ambiguous.json()).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'conf_family with conf_family',
          relationship:
            'conf_family_father_id_fkey using conf_family(id) and conf_family(father_id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'conf_family with conf_family',
          relationship:
            'conf_family_mother_id_fkey using conf_family(id) and conf_family(mother_id)',
        },
      ],
      hint: "Try changing 'conf_family' to one of the following: 'conf_family!conf_family_father_id_fkey', 'conf_family!conf_family_mother_id_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'conf_family' and 'conf_family'",
    })
    const picked = await get(
      '/conf_family?select=name,mother_id(name),children:conf_family!father_id(name)&order=id',
    )
    expect(picked.body).toEqual([
      { name: 'mum', mother_id: null, children: [] },
      { name: 'dad', mother_id: null, children: [{ name: 'kid' }] },
      { name: 'kid', mother_id: { name: 'mum' }, children: [] },
    ])
  })
})

describe('empty and duplicate embeds', () => {
  // QueryBuilder.hs getSelectsJoins: an embed with no fields keeps its join (so !inner and
  // `rel=not.is.null` filter the parents) but adds no key to the output.
  it('filters through an empty embed without adding its key', async () => {
    const inner = await get(
      '/conf_users?select=id,conf_posts!inner()&conf_posts.title=eq.Bob here&order=id',
    )
    expect(inner).toEqual({ status: 200, body: [{ id: 2 }] })
    const notNull = await get('/conf_users?select=id,conf_posts()&conf_posts=not.is.null&order=id')
    expect(notNull.body).toEqual([{ id: 1 }, { id: 2 }])
  })

  // Plan.hs addRels names each join `<table>_<alias or name>_<depth>`: two embeds of the same
  // name collide and Postgres refuses the query (42712, status 400 by mapSQLtoHTTP).
  it('answers 42712 for the same embed twice without distinct aliases', async () => {
    const res = await restFetch('/conf_users?select=id,conf_posts(id),conf_posts(title)')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "conf_users_conf_posts_1" specified more than once',
    })
    const aliased = await get(
      '/conf_users?select=id,ids:conf_posts(id),titles:conf_posts(title)&id=eq.2',
    )
    expect(aliased.body).toEqual([{ id: 2, ids: [{ id: 3 }], titles: [{ title: 'Bob here' }] }])
  })
})

describe('computed fields and relationships', () => {
  // Computed fields (docs "Computed Fields"): a function of the row type is selectable,
  // filterable and orderable like a column.
  it('selects, filters and orders by a computed field', async () => {
    const { status, body } = await get(
      '/conf_users?select=id,conf_label&conf_label=like.*(*&order=conf_label.desc',
    )
    expect(status).toBe(200)
    expect(body).toEqual([
      { id: 3, conf_label: 'cy (away)' },
      { id: 2, conf_label: 'bob (-)' },
      { id: 1, conf_label: 'ann (active)' },
    ])
  })

  // SchemaCache.hs allComputedRels: `setof` is to-many unless `rows 1`; a single row is to-one
  // (docs "Computed Relationships").
  it('embeds computed relationships, to-many and to-one', async () => {
    const many = await get('/conf_users?select=id,conf_posts_of(title)&order=id&id=lte.2')
    expect(many.body).toEqual([
      { id: 1, conf_posts_of: [{ title: 'Hello' }, { title: 'Again' }] },
      { id: 2, conf_posts_of: [{ title: 'Bob here' }] },
    ])
    const one = await get('/conf_users?select=id,latest:conf_latest_post(title)&order=id')
    expect(one.body).toEqual([
      { id: 1, latest: { title: 'Again' } },
      { id: 2, latest: { title: 'Bob here' } },
      { id: 3, latest: null },
    ])
    const single = await get('/conf_posts?select=id,conf_author(username)&order=id&id=lte.3')
    expect(single.body).toEqual([
      { id: 1, conf_author: { username: 'ann' } },
      { id: 2, conf_author: { username: 'ann' } },
      { id: 3, conf_author: { username: 'bob' } },
    ])
  })
})

describe('spread and count', () => {
  // Plan.hs/QueryBuilder.hs: a to-one spread lifts its columns (SpreadQueriesSpec "works on a
  // many-to-one relationship"), null when there is no row.
  it('spreads a to-one embed', async () => {
    const { body } = await get(
      '/conf_best_friends?select=id,...third_user(third:username,third_status:status)&order=id',
    )
    expect(body).toEqual([
      { id: 1, third: 'cy', third_status: 'away' },
      { id: 2, third: null, third_status: null },
    ])
  })

  // SpreadQueriesSpec: with aggregates disabled (PostgREST's and Supabase's default) a
  // to-many spread is PGRST123; enabled, each column becomes an array in the embed's order,
  // `[]` when there is no row ("should return an empty array when no elements are found").
  it('spreads a to-many embed into arrays only with aggregates enabled', async () => {
    const refused = await restFetch('/conf_users?select=id,...conf_posts(title)')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      code: 'PGRST123',
      details: null,
      hint: null,
      message: 'Use of aggregate functions is not allowed',
    })
    await setAggregates(true)
    await reloadCache()
    try {
      const { status, body } = await get(
        '/conf_users?select=username,...conf_posts(titles:title,ids:id)&order=id&conf_posts.order=id.desc',
      )
      expect(status).toBe(200)
      expect(body).toEqual([
        { username: 'ann', titles: ['Again', 'Hello'], ids: [2, 1] },
        { username: 'bob', titles: ['Bob here'], ids: [3] },
        { username: 'cy', titles: [], ids: [] },
      ])
    } finally {
      await setAggregates(false)
      await reloadCache()
    }
  })

  // QueryBuilder.hs: a to-one embed is `row_to_json` of its subquery, so `rel(count)` on a
  // many-to-one is an object, on a one-to-many an array of one object.
  it('counts a to-one embed as an object and a to-many one as an array', async () => {
    const toOne = await get('/conf_posts?select=id,conf_users(count)&order=id&id=lte.2')
    expect(toOne.body).toEqual([
      { id: 1, conf_users: { count: 1 } },
      { id: 2, conf_users: { count: 1 } },
    ])
    const toMany = await get('/conf_users?select=id,conf_posts(count)&order=id')
    expect(toMany.body).toEqual([
      { id: 1, conf_posts: [{ count: 2 }] },
      { id: 2, conf_posts: [{ count: 1 }] },
      { id: 3, conf_posts: [{ count: 0 }] },
    ])
  })
})
