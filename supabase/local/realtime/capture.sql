-- Change capture for the local realtime service. Supabase Realtime reads the WAL through a
-- logical slot with wal2json; PGlite has neither, so every table in the publication
-- `supabase_realtime` gets an AFTER row trigger that queues the change in an unlogged table
-- and wakes the service with NOTIFY. The queue (not the NOTIFY payload) carries the row, so
-- the 8000-byte NOTIFY limit never applies, and changes made over the PGlite wire port (whose
-- notifications do not reach in-process listeners) are still found by the service's poll.
-- Idempotent: the service runs it at every start and after `schema-changed`.

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create unlogged table if not exists realtime_local.changes (
  id bigserial primary key,
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  type text not null,
  commit_timestamp text not null,
  rls boolean not null,
  -- json, not jsonb: keeps the table's column order, as wal2json does.
  record json,
  old_record json,
  -- The primary key of the row the RLS check selects (new row, or old row for DELETE).
  pk jsonb
);

create or replace function realtime_local.capture() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ident "char";
  rls boolean;
  key_cols text[];
  ident_cols text[];
  new_row json;
  old_row json;
  old_out json;
begin
  select c.relreplident, c.relrowsecurity into ident, rls
    from pg_catalog.pg_class c where c.oid = tg_relid;

  select coalesce(array_agg(a.attname::text order by k.ord), '{}') into key_cols
    from pg_catalog.pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = tg_relid and i.indisprimary;

  if ident = 'i' then
    select coalesce(array_agg(a.attname::text order by k.ord), '{}') into ident_cols
      from pg_catalog.pg_index i
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where i.indrelid = tg_relid and i.indisreplident;
  else
    ident_cols := key_cols;
  end if;

  if tg_op <> 'DELETE' then
    new_row := pg_catalog.to_json(new);
  end if;
  if tg_op <> 'INSERT' then
    old_row := pg_catalog.to_json(old);
    -- As Realtime's apply_rls: the old record holds the replica identity columns only, all
    -- columns with REPLICA IDENTITY FULL, and never more than the key for a DELETE under RLS.
    if ident = 'f' and not (tg_op = 'DELETE' and rls) then
      old_out := old_row;
    elsif ident = 'n' then
      old_out := '{}'::json;
    else
      select coalesce(pg_catalog.json_object_agg(e.key, e.value), '{}'::json) into old_out
        from pg_catalog.json_each(old_row) as e
       where e.key = any (case when ident = 'f' then key_cols else ident_cols end);
    end if;
  end if;

  insert into realtime_local.changes
    (relid, schema_name, table_name, type, commit_timestamp, rls, record, old_record, pk)
  values (
    tg_relid, tg_table_schema, tg_table_name, tg_op,
    pg_catalog.to_char(pg_catalog.now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    rls, new_row, old_out,
    (select pg_catalog.jsonb_object_agg(e.key, e.value)
       from pg_catalog.jsonb_each(pg_catalog.to_jsonb(coalesce(new_row, old_row))) as e
      where e.key = any (key_cols))
  );
  -- Identical notifications in one transaction fold into one: one wake-up per commit.
  perform pg_catalog.pg_notify('realtime_local', '');
  return null;
end
$$;
revoke all on function realtime_local.capture() from public;

-- Puts the capture trigger on every publication table that lacks it and removes it from
-- tables that left the publication. Returns how many tables changed.
create or replace function realtime_local.sync_triggers() returns integer
language plpgsql
set search_path = ''
as $$
declare
  r record;
  n integer := 0;
begin
  for r in
    select c.oid::pg_catalog.regclass as rel
      from pg_catalog.pg_publication_tables pt
      join pg_catalog.pg_namespace ns on ns.nspname = pt.schemaname
      join pg_catalog.pg_class c on c.relnamespace = ns.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime'
       and not exists (select 1 from pg_catalog.pg_trigger t
                        where t.tgrelid = c.oid and t.tgname = 'realtime_local_capture')
  loop
    execute pg_catalog.format(
      'create trigger realtime_local_capture after insert or update or delete on %s '
      'for each row execute function realtime_local.capture()', r.rel);
    n := n + 1;
  end loop;
  for r in
    select t.tgrelid::pg_catalog.regclass as rel
      from pg_catalog.pg_trigger t
     where t.tgname = 'realtime_local_capture'
       and not exists (
         select 1 from pg_catalog.pg_publication_tables pt
           join pg_catalog.pg_namespace ns on ns.nspname = pt.schemaname
           join pg_catalog.pg_class c on c.relnamespace = ns.oid and c.relname = pt.tablename
          where pt.pubname = 'supabase_realtime' and c.oid = t.tgrelid)
  loop
    execute pg_catalog.format('drop trigger realtime_local_capture on %s', r.rel);
    n := n + 1;
  end loop;
  return n;
end
$$;
revoke all on function realtime_local.sync_triggers() from public;

-- Which of the given subscribers (role + JWT claims, pairwise) may see the row with primary
-- key `pk` of `rel`: each is checked with the same SELECT PostgREST would run for them, with
-- RLS applied, all in the one statement (one round trip per change, not per subscriber).
-- With `check_row` false only the table privilege is checked (DELETE, as Realtime does).
create or replace function realtime_local.visible_to(
  rel pg_catalog.regclass, pk jsonb, roles text[], claims text[], check_row boolean
) returns boolean[]
language plpgsql
set search_path = ''
as $$
declare
  res boolean[] := '{}';
  ok boolean;
  cond text;
  i integer;
begin
  if check_row then
    select pg_catalog.string_agg(
             pg_catalog.format('%I = ($1 ->> %L)::%s', a.attname, a.attname,
                               pg_catalog.format_type(a.atttypid, a.atttypmod)), ' and ')
      into cond
      from pg_catalog.jsonb_object_keys(coalesce(pk, '{}'::jsonb)) as k(name)
      join pg_catalog.pg_attribute a on a.attrelid = rel and a.attname = k.name;
    if cond is null then
      -- No primary key: the row cannot be identified, so nobody is shown it.
      return pg_catalog.array_fill(false, array[coalesce(pg_catalog.array_length(roles, 1), 0)]);
    end if;
  end if;
  for i in 1 .. coalesce(pg_catalog.array_length(roles, 1), 0) loop
    begin
      perform pg_catalog.set_config('role', roles[i], true);
      perform pg_catalog.set_config('request.jwt.claims', claims[i], true);
      if check_row then
        execute pg_catalog.format('select exists (select 1 from %s where %s)', rel, cond)
          into ok using pk;
      else
        ok := pg_catalog.has_table_privilege(rel, 'select');
      end if;
    exception when others then
      ok := false;
    end;
    res := res || ok;
  end loop;
  perform pg_catalog.set_config('role', 'none', true);
  perform pg_catalog.set_config('request.jwt.claims', '', true);
  return res;
end
$$;
revoke all on function realtime_local.visible_to(pg_catalog.regclass, jsonb, text[], text[], boolean)
  from public;
