-- Tables GoTrue keeps besides users/identities/sessions/refresh_tokens (those come from the
-- bootstrap): PKCE flow state and the authentication methods of each session (the `amr` claim).
-- Idempotent: the auth service applies it on every start.

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- GoTrue connects as supabase_auth_admin; the auth service switches to that role for its writes,
-- so the role needs the sequences as well as the tables.
grant all on all tables in schema auth to supabase_auth_admin;
grant usage, select, update on all sequences in schema auth to supabase_auth_admin;
grant usage on schema auth to supabase_auth_admin;
