import pg from 'pg'
import { judgeTasks, loadJudgedTasks, previousEngineSql, ENGINES } from './relevance.mjs'
const client = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:24715/postgres' })
await client.connect()
for (const s of previousEngineSql()) await client.query(s)
await client.query('update private.search_cache_state set version = version + 1')
const tasks = await loadJudgedTasks()
const query = async (t, p) => (await client.query(t, p)).rows
for (const name of process.argv.slice(2)) {
  const r = await judgeTasks(query, ENGINES[name], tasks)
  console.log(name, r.ndcg10, r.p5, r.mrr, JSON.stringify(r.groups), JSON.stringify(r.absent))
  if (name === 'search_prompts') console.log(r.weakest.slice(0, 40).join('\n'), '\nZERO:', r.zeroResultQueries.join(' | '))
}
await client.end()
