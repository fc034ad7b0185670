// Our check of Supabase's database linter (splinter), security category, against a migrated
// database. Written from the rules splinter documents (one rule per lint id below), not from its
// SQL: each rule is a query over the catalogue that returns one `detail` per finding.
//   node scripts/splinter-check.mjs [postgres-url]   (default: $DATABASE_URL)
// Exit code 1 on any ERROR or WARN finding; INFO findings are printed and do not fail.
// npm test runs it in the deploy step (scripts/supabase-db.mjs check) on the database the real
// CLI pushed the migrations to. docs/security.md ("Exposed functions") says how to stay green.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { parse } from 'smol-toml'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))

/** Schemas Supabase manages (or extensions own): the linter never looks inside them. */
export const SYSTEM_SCHEMAS = [
  '_timescaledb_cache',
  '_timescaledb_catalog',
  '_timescaledb_config',
  '_timescaledb_internal',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pg_catalog',
  'pg_toast',
  'pgbouncer',
  'pgmq',
  'pgroonga',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
  'vault',
]

/** Column names that hold credentials or personal data (lint 0023), compared after `-` → `_`. */
export const SENSITIVE_COLUMN_NAMES = [
  ...['password', 'passwd', 'pwd', 'passphrase', 'secret', 'secret_key', 'private_key'],
  ...['api_key', 'apikey', 'auth_key', 'token', 'jwt', 'access_token', 'refresh_token'],
  ...['oauth_token', 'session_token', 'bearer_token', 'auth_code', 'session_id', 'session_key'],
  ...['session_secret', 'recovery_code', 'backup_code', 'verification_code', 'otp'],
  ...['two_factor', '2fa_secret', '2fa_code', 'ssn', 'social_security', 'social_security_number'],
  ...['driver_license', 'drivers_license', 'license_number', 'passport_number', 'passport_id'],
  ...['national_id', 'tax_id', 'credit_card', 'card_number', 'cvv', 'cvc', 'cvn', 'bank_account'],
  ...['account_number', 'routing_number', 'iban', 'swift_code', 'bic', 'health_record'],
  ...['medical_record', 'patient_id', 'insurance_number', 'health_insurance', 'medical_insurance'],
  ...['treatment', 'mac_address', 'macaddr', 'imei', 'device_uuid', 'pgp_key', 'gpg_key'],
  ...['ssh_key', 'certificate', 'license_key', 'activation_key', 'facial_recognition'],
]

// Fragments shared by the rules. $1 = exposed schemas, $2 = system schemas, $3 = sensitive column
// names: text[] literals put in by runSplinter.
const USER_SCHEMA = (alias) => `not (${alias}.nspname = any($2::text[]))`
const EXPOSED = (alias) => `${alias}.nspname = any($1::text[])`
const NOT_EXTENSION_MEMBER = (oid, catalog) =>
  `not exists (select 1 from pg_catalog.pg_depend e where e.classid = '${catalog}'::regclass
                and e.objid = ${oid} and e.deptype = 'e')`
const API_READABLE = (oid) => `(pg_catalog.has_table_privilege('anon', ${oid}, 'SELECT')
  or pg_catalog.has_table_privilege('authenticated', ${oid}, 'SELECT'))`
const INVOKER_VIEW = (alias) => `coalesce(${alias}.reloptions, '{}') && array[
  'security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']::text[]`
const API_ROLES_POLICY = (alias) => `(${alias}.polroles = array[0::oid] or exists (
  select 1 from unnest(${alias}.polroles) r(oid) join pg_catalog.pg_roles ro on ro.oid = r.oid
   where ro.rolname in ('anon', 'authenticated')))`
// Policies with their expressions deparsed as the catalogue holds them (schema-qualified: the
// check runs with an empty search_path).
const POLICIES = `select n.nspname, c.relname, c.relrowsecurity, p.polname, p.polpermissive, p.polroles,
    case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE'
                  when 'd' then 'DELETE' else 'ALL' end as cmd,
    pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual,
    pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as with_check
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace`

const definerExecutableBy = (role) => `
  select format('SECURITY DEFINER function %I.%I(%s) is executable by ${role} through /rest/v1/rpc/%s',
                n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid), p.proname) as detail
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef and ${EXPOSED('n')} and ${USER_SCHEMA('n')}
     and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
   order by 1`

const graphqlExposedTo = (role) => `
  select format('pg_graphql is installed and ${role} can select %s %I.%I: it is listed in /graphql/v1 introspection',
                case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                               when 'f' then 'foreign table' else 'table' end, n.nspname, c.relname) as detail
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql')
     and c.relkind in ('r', 'p', 'v', 'm', 'f') and ${USER_SCHEMA('n')}
     and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attnum > 0
                   and not a.attisdropped
                   and pg_catalog.has_column_privilege('${role}', c.oid, a.attnum, 'SELECT'))
   order by 1`

/**
 * The security lints. `sql` returns rows with a `detail` column; `rows` (instead of `sql`) is a
 * rule evaluated in JavaScript over the rows its own `sql` returns.
 */
export const SECURITY_LINTS = [
  {
    id: '0002_auth_users_exposed',
    level: 'ERROR',
    sql: `
      select format('%s %I.%I reads auth.users and is selectable by anon or authenticated',
                    case c.relkind when 'm' then 'Materialized view' else 'View' end,
                    n.nspname, c.relname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('v', 'm') and ${USER_SCHEMA('n')} and ${API_READABLE('c.oid')}
         and exists (select 1 from pg_catalog.pg_rewrite r join pg_catalog.pg_depend d
                       on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
                      where r.ev_class = c.oid and d.refobjid = 'auth.users'::regclass)
         and (c.relkind = 'm' or not (${INVOKER_VIEW('c')})
              or not (select relrowsecurity from pg_catalog.pg_class where oid = 'auth.users'::regclass))
       order by 1`,
  },
  {
    id: '0007_policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `
      select format('Table %I.%I has policies (%s) but row level security is off',
                    n.nspname, c.relname, string_agg(p.polname, ', ' order by p.polname)) as detail
        from pg_catalog.pg_policy p
        join pg_catalog.pg_class c on c.oid = p.polrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and not c.relrowsecurity and ${USER_SCHEMA('n')}
         and ${NOT_EXTENSION_MEMBER('c.oid', 'pg_class')}
       group by n.nspname, c.relname order by 1`,
  },
  {
    id: '0008_rls_enabled_no_policy',
    level: 'INFO',
    sql: `
      select format('Table %I.%I has row level security on and no policy (only definer functions and service_role reach it)',
                    n.nspname, c.relname) as detail
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and c.relrowsecurity and ${USER_SCHEMA('n')}
         and ${NOT_EXTENSION_MEMBER('c.oid', 'pg_class')}
         and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
       order by 1`,
  },
  {
    id: '0010_security_definer_view',
    level: 'ERROR',
    sql: `
      select format('View %I.%I runs with its owner''s rights (no security_invoker) and is selectable by anon or authenticated',
                    n.nspname, c.relname) as detail
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'v' and ${USER_SCHEMA('n')} and ${API_READABLE('c.oid')}
         and ${NOT_EXTENSION_MEMBER('c.oid', 'pg_class')} and not (${INVOKER_VIEW('c')})
       order by 1`,
  },
  {
    id: '0011_function_search_path_mutable',
    level: 'WARN',
    sql: `
      select format('Function %I.%I(%s) does not set search_path',
                    n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail
        from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where ${USER_SCHEMA('n')} and n.nspname not like 'pg\\_%'
         and ${NOT_EXTENSION_MEMBER('p.oid', 'pg_proc')}
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search\\_path=%')
       order by 1`,
  },
  {
    id: '0012_auth_allow_anonymous_sign_ins',
    level: 'INFO',
    // Only meaningful when anonymous sign-ins are on: their users are `authenticated` too.
    when: (options) => options.anonymousSignIns,
    sql: `
      select format('Policy %s on %I.%I lets anonymous sign-ins in (no is_anonymous check)', polname,
                    nspname, relname) as detail
        from (${POLICIES}) p
       where not (nspname = any($2::text[]))
         and (polroles = array[0::oid] or exists (select 1 from unnest(polroles) r(oid)
               where pg_catalog.pg_has_role(r.oid, 'authenticated', 'MEMBER')))
         and replace(coalesce(qual, ''), ' ', '') not like '%is_anonymous%'
       order by 1`,
  },
  {
    id: '0013_rls_disabled_in_public',
    level: 'ERROR',
    sql: `
      select format('Table %I.%I is in an exposed schema and row level security is off', n.nspname, c.relname) as detail
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relrowsecurity and ${EXPOSED('n')}
         and ${NOT_EXTENSION_MEMBER('c.oid', 'pg_class')}
       order by 1`,
  },
  {
    id: '0014_extension_in_public',
    level: 'WARN',
    sql: `
      select format('Extension %I is installed in schema public', e.extname) as detail
        from pg_catalog.pg_extension e
       where e.extnamespace = 'public'::regnamespace and e.extname <> 'plpgsql'
       order by 1`,
  },
  {
    id: '0015_rls_references_user_metadata',
    level: 'ERROR',
    sql: `
      select format('Policy %s on %I.%I reads user_metadata, which every user can edit', polname,
                    nspname, relname) as detail
        from (${POLICIES}) p
       where not (nspname = any($2::text[]))
         and (concat_ws(' ', qual, with_check) ~ 'auth\\.jwt\\(\\).*user_metadata'
              or concat_ws(' ', qual, with_check) ~ 'current_setting\\(.*request\\.jwt\\.claims.*user_metadata')
       order by 1`,
  },
  {
    id: '0016_materialized_view_in_api',
    level: 'WARN',
    sql: `
      select format('Materialized view %I.%I (no row level security) is selectable by anon or authenticated',
                    n.nspname, c.relname) as detail
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'm' and ${USER_SCHEMA('n')} and ${API_READABLE('c.oid')}
         and ${NOT_EXTENSION_MEMBER('c.oid', 'pg_class')}
       order by 1`,
  },
  {
    id: '0017_foreign_table_in_api',
    level: 'WARN',
    sql: `
      select format('Foreign table %I.%I (no row level security) is selectable by anon or authenticated',
                    n.nspname, c.relname) as detail
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'f' and ${EXPOSED('n')} and ${USER_SCHEMA('n')} and ${API_READABLE('c.oid')}
         and ${NOT_EXTENSION_MEMBER('c.oid', 'pg_class')}
       order by 1`,
  },
  {
    id: '0018_unsupported_reg_types',
    level: 'WARN',
    sql: `
      select format('Column %I.%I.%I has type %s, which pg_upgrade cannot carry over', n.nspname,
                    c.relname, a.attname, t.typname) as detail
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_type t on t.oid = a.atttypid
       where t.typnamespace = 'pg_catalog'::regnamespace and not a.attisdropped and a.attnum > 0
         and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper',
                           'regoperator', 'regproc', 'regprocedure')
         and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')
       order by 1`,
  },
  {
    id: '0019_insecure_queue_exposed_in_api',
    level: 'ERROR',
    sql: `
      select format('Queue table %I.%I has row level security off and pgmq_public is exposed', n.nspname,
                    c.relname) as detail
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'pgmq' and c.relname like 'q\\_%' and c.relkind in ('r', 'p')
         and not c.relrowsecurity and ${API_READABLE('c.oid')} and 'pgmq_public' = any($1::text[])
       order by 1`,
  },
  {
    id: '0021_fkey_to_auth_unique',
    level: 'ERROR',
    sql: `
      select format('Foreign key %I on %I.%I references a unique constraint of %s (not its primary key)',
                    k.conname, n.nspname, c.relname, k.confrelid::regclass) as detail
        from pg_catalog.pg_constraint k
        join pg_catalog.pg_class c on c.oid = k.conrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_class r on r.oid = k.confrelid
        join pg_catalog.pg_index i on i.indexrelid = k.conindid
       where k.contype = 'f' and r.relnamespace = 'auth'::regnamespace and i.indisunique
         and not i.indisprimary
       order by 1`,
  },
  {
    id: '0023_sensitive_columns_exposed',
    level: 'ERROR',
    sql: `
      select format('Table %I.%I has row level security off, is selectable by anon or authenticated and holds %s',
                    n.nspname, c.relname, string_agg(a.attname, ', ' order by a.attname)) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind = 'r' and not c.relrowsecurity and ${EXPOSED('n')} and ${USER_SCHEMA('n')}
         and ${API_READABLE('c.oid')}
         and replace(lower(a.attname), '-', '_') = any($3::text[])
       group by n.nspname, c.relname order by 1`,
  },
  {
    id: '0024_rls_policy_always_true',
    level: 'WARN',
    sql: `
      with p as (
        select *, replace(replace(replace(lower(coalesce(qual, '')), ' ', ''), E'\\n', ''), E'\\t', '') as q,
               replace(replace(replace(lower(coalesce(with_check, '')), ' ', ''), E'\\n', ''), E'\\t', '') as w
          from (${POLICIES}) x
         where relrowsecurity and polpermissive and not (nspname = any($2::text[]))
           and ${API_ROLES_POLICY('x')}
      ), t as (select *, array['true', '(true)', '1=1', '(1=1)'] as always from p)
      select format('Policy %s on %I.%I (%s) lets every row through%s', polname, nspname, relname, cmd,
                    case when open_using and open_check then ' (USING and WITH CHECK)'
                         when open_using then ' (USING)' else ' (WITH CHECK)' end) as detail
        from (select *,
                     cmd in ('UPDATE', 'DELETE', 'ALL') and (q = any(always) or qual is null) as open_using,
                     (w = any(always) or (with_check is null and cmd = 'INSERT')
                      or (with_check is null and cmd in ('UPDATE', 'ALL') and q = any(always))) as open_check
                from t) s
       where open_using or open_check
       order by 1`,
  },
  {
    id: '0025_public_bucket_allows_listing',
    level: 'WARN',
    // storage.buckets exists only when Storage is on; its rows are read only then.
    sql: `select (to_regclass('storage.buckets') is not null) as has_storage`,
    async rows(client, [first]) {
      if (!first?.has_storage) return []
      const { rows } = await client.query(`
        select format('Public bucket %s: policy %s on storage.objects lets anyone list its files', b.id, p.polname) as detail
          from storage.buckets b
          join pg_catalog.pg_policy p on p.polrelid = 'storage.objects'::regclass and p.polpermissive
                                     and p.polcmd in ('r', '*')
         where b.public
           and (p.polroles = array[0::oid] or exists (select 1 from unnest(p.polroles) r(oid)
                  join pg_catalog.pg_roles ro on ro.oid = r.oid where ro.rolname in ('anon', 'authenticated')))
           and (p.polqual is null
                or replace(lower(pg_catalog.pg_get_expr(p.polqual, p.polrelid)), ' ', '') in ('true', '(true)', '1=1', '(1=1)')
                or pg_catalog.pg_get_expr(p.polqual, p.polrelid) ~* ('^\\W*bucket_id\\s*=\\s*' || quote_literal(b.id)))
         order by 1`)
      return rows
    },
  },
  { id: '0026_pg_graphql_anon_table_exposed', level: 'WARN', sql: graphqlExposedTo('anon') },
  {
    id: '0027_pg_graphql_authenticated_table_exposed',
    level: 'WARN',
    sql: graphqlExposedTo('authenticated'),
  },
  {
    id: '0028_anon_security_definer_function_executable',
    level: 'WARN',
    sql: definerExecutableBy('anon'),
  },
  {
    id: '0029_authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: definerExecutableBy('authenticated'),
  },
  {
    id: '0030_rls_policy_null_auth_disjunct',
    level: 'WARN',
    sql: `
      select polname, nspname, relname, cmd, qual from (${POLICIES}) x
       where relrowsecurity and polpermissive and cmd in ('SELECT', 'ALL') and qual is not null
         and not (nspname = any($2::text[])) and ${API_ROLES_POLICY('x')}
       order by nspname, relname, polname`,
    rows: (_client, rows) =>
      rows
        .filter((row) => trueWhenAuthIsNull(row.qual))
        .map((row) => ({
          detail: `Policy ${row.polname} on ${row.nspname}.${row.relname} (${row.cmd}) admits every row when the caller's auth.uid()/auth.jwt()/auth.role() is null: ${row.qual}`,
        })),
  },
]

/**
 * Lint 0030's rule: a USING clause whose top level is an OR with one branch that is just "this
 * auth value is null" (auth.uid()/jwt()/role() or current_setting(…, true) IS NULL, or NOT (… IS
 * NOT NULL)) is true for every row whenever that value is null.
 */
export function trueWhenAuthIsNull(qual) {
  const AUTH = String.raw`(?:auth\.(?:uid|jwt|role)\(\)|current_setting\([^()]*, ?true\))`
  const text = unwrap(
    qual
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(new RegExp(String.raw`not \(${AUTH} is not null\)`, 'g'), '§null§')
      .replace(new RegExp(String.raw`${AUTH} is null`, 'g'), '§null§')
      .replace(/current_setting\([^()]*\)|auth\.(?:uid|jwt|role)\(\)/g, '§fn§'),
  )
  const { parts, and } = splitTopLevel(text, ' or ')
  if (and || parts.length < 2) return false
  return parts.some((branch) => unwrap(branch) === '§null§')
}

/** Drops parentheses around the whole expression. */
function unwrap(text) {
  let t = text.trim()
  while (t.startsWith('(') && closingParen(t) === t.length - 1) t = t.slice(1, -1).trim()
  return t
}

function closingParen(text) {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')' && --depth === 0) return i
  }
  return -1
}

/** Splits on a connective outside parentheses; says whether the top level also has an AND. */
function splitTopLevel(text, connective) {
  const parts = []
  let depth = 0
  let start = 0
  let and = false
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')') depth--
    else if (depth === 0 && text.startsWith(' and ', i)) and = true
    else if (depth === 0 && text.startsWith(connective, i)) {
      parts.push(text.slice(start, i))
      start = i + connective.length
    }
  }
  parts.push(text.slice(start))
  return { parts, and }
}

/** Exposed schemas: supabase/config.toml's [api] schemas, plus pgrst.db_schemas when set. */
export function projectOptions(configPath = join(ROOT, 'supabase', 'config.toml')) {
  const config = parse(readFileSync(configPath, 'utf8'))
  return {
    exposedSchemas: config.api?.schemas ?? ['public'],
    anonymousSignIns: config.auth?.enable_anonymous_sign_ins === true,
  }
}

/** A text[] literal; the rules take their lists inline (a parameter a rule skips has no type). */
function textArray(client, values) {
  return `array[${values.map((v) => client.escapeLiteral(v)).join(', ')}]::text[]`
}

/** Runs every security lint; resolves with the findings in lint order. */
export async function runSplinter(client, options = projectOptions()) {
  await client.query(`set search_path = ''`)
  const { rows: settings } = await client.query(
    `select coalesce(current_setting('pgrst.db_schemas', true), '') as schemas`,
  )
  const fromSetting = settings[0].schemas
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const exposed = [...new Set([...options.exposedSchemas, ...fromSetting])]
  const findings = []
  for (const lint of SECURITY_LINTS) {
    if (lint.when && !lint.when(options)) continue
    const lists = [exposed, SYSTEM_SCHEMAS, SENSITIVE_COLUMN_NAMES]
    const sql = lint.sql.replace(/\$([123])\b/g, (_, n) => textArray(client, lists[n - 1]))
    const { rows } = await client.query(sql)
    const found = lint.rows ? await lint.rows(client, rows) : rows
    for (const row of found) findings.push({ lint: lint.id, level: lint.level, detail: row.detail })
  }
  return findings
}

/** What the check prints and its exit code: 1 when any finding is an ERROR or a WARN. */
export function splinterReport(findings) {
  const failing = findings.filter((f) => f.level === 'ERROR' || f.level === 'WARN')
  const count = (level) => findings.filter((f) => f.level === level).length
  const lines = findings.map((f) => `${f.level.padEnd(5)} ${f.lint}: ${f.detail}`)
  lines.push(
    `splinter (security, ${SECURITY_LINTS.length} lints): ${count('ERROR')} errors, ${count('WARN')} warnings, ${count('INFO')} info`,
  )
  return { code: failing.length ? 1 : 0, lines, failing }
}

export async function splinterCheck(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return splinterReport(await runSplinter(client))
  } finally {
    await client.end()
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const url = process.argv[2] ?? process.env.DATABASE_URL
  if (!url) {
    console.error('Usage: node scripts/splinter-check.mjs <postgres-url>  (or set DATABASE_URL)')
    process.exitCode = 2
  } else {
    const report = await splinterCheck(url)
    for (const line of report.lines) console.log(line)
    process.exitCode = report.code
  }
}
