-- What a Supabase project database has before the project's own migrations run
-- (supabase/postgres init scripts and the CLI's globals): roles, schemas, the auth schema
-- with auth.users and its helper functions, Supabase's default grants, the realtime
-- publication and the CLI's migration history table. Idempotent: it runs on every start.

do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator',
    'supabase_auth_admin', 'supabase_admin', 'dashboard_user', 'supabase_functions_admin',
    'supabase_realtime_admin', 'supabase_storage_admin', 'supabase_replication_admin',
    'supabase_read_only_user', 'pgbouncer']
  loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin noinherit', r);
    end if;
  end loop;
end
$$;

alter role service_role bypassrls;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- public: Supabase grants everything to the API roles by default; security rests on RLS.
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- auth schema (GoTrue's tables, the columns migrations and seeds rely on).
create schema if not exists auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
grant all on all tables in schema auth to supabase_auth_admin;
grant select on auth.users to service_role;

-- realtime publication (created empty; migrations add tables to it).
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Schemas other Supabase components own; present so migrations that reference them apply.
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists graphql_public;
grant usage on schema storage, realtime, graphql_public to anon, authenticated, service_role;

-- The Supabase CLI's migration history.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- Supabase Vault (the supabase_vault extension, which every hosted project and the CLI's database
-- have in the schema `vault`). Neither PGlite nor a stock Postgres ships it, so the local stack
-- provides a stand-in with the same API the migrations use: the table vault.secrets,
-- vault.create_secret(new_secret, new_name, new_description, new_key_id) returning the id,
-- vault.update_secret(secret_id, new_secret, new_name, new_description, new_key_id) and the view
-- vault.decrypted_secrets (decrypted_secret). Like the extension, secrets are encrypted at rest
-- (here pgcrypto's pgp_sym_encrypt with a random root key made once per database, in a table of
-- its own) and nothing is granted to anon, authenticated or service_role: only the database owner
-- (the `private` SECURITY DEFINER functions) reads them. Only when the real extension is absent.
do $vault$
begin
  if exists (select 1 from pg_extension where extname = 'supabase_vault')
     or to_regclass('vault.secrets') is not null then
    return;
  end if;
  create schema vault;
  revoke all on schema vault from public;
  create table vault.root_key (id boolean primary key default true check (id), key text not null);
  insert into vault.root_key (key) values (encode(extensions.gen_random_bytes(32), 'base64'));
  create table vault.secrets (
    id uuid primary key default gen_random_uuid(),
    name text,
    description text not null default '',
    secret text not null,
    key_id uuid,
    nonce bytea default extensions.gen_random_bytes(24),
    created_at timestamptz not null default current_timestamp,
    updated_at timestamptz not null default current_timestamp
  );
  create unique index secrets_name_idx on vault.secrets (name) where name is not null;
  create function vault._crypt(_plain text) returns text language sql volatile set search_path = ''
    as $f$ select encode(extensions.pgp_sym_encrypt(_plain, (select r.key from vault.root_key r)), 'base64') $f$;
  create function vault.create_secret(
    new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
  returns uuid language sql volatile set search_path = ''
  as $f$
    insert into vault.secrets (secret, name, description, key_id)
    values (vault._crypt(new_secret), new_name, coalesce(new_description, ''), new_key_id)
    returning id
  $f$;
  create function vault.update_secret(
    secret_id uuid, new_secret text default null, new_name text default null,
    new_description text default null, new_key_id uuid default null)
  returns void language sql volatile set search_path = ''
  as $f$
    update vault.secrets s
       set secret = coalesce(vault._crypt(new_secret), s.secret), name = coalesce(new_name, s.name),
           description = coalesce(new_description, s.description), key_id = coalesce(new_key_id, s.key_id),
           updated_at = current_timestamp
     where s.id = secret_id
  $f$;
  create view vault.decrypted_secrets as
    select s.id, s.name, s.description, s.secret,
           extensions.pgp_sym_decrypt(decode(s.secret, 'base64'), (select r.key from vault.root_key r)) as decrypted_secret,
           s.key_id, s.nonce, s.created_at, s.updated_at
      from vault.secrets s;
  revoke all on all tables in schema vault from public, anon, authenticated, service_role;
  revoke all on all functions in schema vault from public, anon, authenticated, service_role;
end
$vault$;
