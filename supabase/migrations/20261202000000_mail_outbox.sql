-- Issue 49: the mail outbox. Every e-mail the product owes is a row of private.mail_outbox,
-- written by private.enqueue_mail in the same transaction as the event that owes it (a support
-- request opened, a team reply, …), so no mail depends on a browser's second call. The
-- `mail-outbox` edge function (every minute: the local scheduler here, pg_cron + pg_net on hosted,
-- below) claims due rows (claim_mail_outbox: `for update skip locked`, a lease), renders the
-- Arabic template (supabase/functions/_shared/mail-templates), sends with the row id as the
-- provider's Idempotency-Key, and records the result (finish_mail_outbox). A worker that dies
-- between the provider's answer and the mark leaves the row `sending`; once its lease runs out
-- the row is claimed again and sent with the same key, which the provider accepts once: the
-- mail goes out once. Refusals the provider may take back (429, 5xx, timeouts) retry with
-- exponential backoff; after MAIL_MAX_ATTEMPTS (8) or a permanent refusal the row is `failed`
-- and admins see it (admin_failed_mails, «البريد المتعثر» in /518).
--
-- Suppression (checked at every claim): a hard bounce or a complaint suppresses every mail to
-- the address; an unsubscribe suppresses one list (newsletter, digest). Transactional mail
-- (list is null) ignores preferences and unsubscribes but never goes to a bouncing address.

create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{1,62}$'),
  -- null: transactional (always sent); otherwise the list a one-click unsubscribe leaves.
  list text check (list in ('newsletter', 'digest')),
  to_email text not null check (char_length(to_email) between 3 and 320 and to_email like '%@%'),
  -- Kept when the account is deleted (its deletion notice is sent afterwards).
  user_id uuid references auth.users (id) on delete set null,
  -- Template variables (never a paid prompt body). A one-time link (`secret_link`) is removed
  -- once the row is final, and so is the whole body of a `sensitive` pre-rendered mail
  -- (an invitation link inside its html): private.mail_scrub.
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  dedupe_key text unique check (char_length(dedupe_key) <= 300),
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'sent', 'failed', 'suppressed')),
  attempts integer not null default 0,
  not_before timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  provider_id text,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table private.mail_outbox is
  'Issue 49: every e-mail the product owes, written in the transaction of its event (private.enqueue_mail), sent by the mail-outbox function. Not exposed through the API.';
create index mail_outbox_due_idx on private.mail_outbox (not_before)
  where status in ('queued', 'sending');
create index mail_outbox_failed_idx on private.mail_outbox (updated_at desc) where status = 'failed';
create index mail_outbox_user_idx on private.mail_outbox (user_id);
create index mail_outbox_to_idx on private.mail_outbox (lower(to_email));
revoke all on table private.mail_outbox from public, anon, authenticated;
grant select on table private.mail_outbox to service_role;

-- Addresses that receive nothing (list null) or nothing of one list.
create table private.mail_suppressions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and char_length(email) between 3 and 320),
  reason text not null check (reason in ('hard_bounce', 'complaint', 'unsubscribe')),
  list text check (list in ('newsletter', 'digest')),
  detail text,
  created_at timestamptz not null default now(),
  check ((reason = 'unsubscribe') = (list is not null))
);
comment on table private.mail_suppressions is
  'Issue 49: the suppression list. hard_bounce/complaint (list null): nothing is sent to the address; unsubscribe: nothing of that list.';
create unique index mail_suppressions_key on private.mail_suppressions (email, coalesce(list, '*'));
revoke all on table private.mail_suppressions from public, anon, authenticated;
grant select on table private.mail_suppressions to service_role;

-- One-click unsubscribe tokens (RFC 8058): only the hash is kept; made when a list mail is
-- claimed, so each mail carries its own link.
create table private.mail_unsubscribe_tokens (
  token_hash text primary key,
  email text not null,
  list text not null check (list in ('newsletter', 'digest')),
  used_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table private.mail_unsubscribe_tokens is
  'Issue 49: hashes of the one-click unsubscribe tokens in list mails (mail-unsubscribe).';
create index mail_unsubscribe_tokens_created_idx on private.mail_unsubscribe_tokens (created_at);
revoke all on table private.mail_unsubscribe_tokens from public, anon, authenticated;

-- The user's own choices for the mails that are not transactional (opt-in: both off until
-- chosen). Transactional mail is not optional.
create table public.mail_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  newsletter boolean not null default false,
  digest boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.mail_preferences is
  'Issue 49: the user''s mail preferences (newsletter, monthly digest; opt-in). The owner reads; written through set_mail_preferences and the one-click unsubscribe.';
alter table public.mail_preferences enable row level security;
revoke all on table public.mail_preferences from anon, authenticated;
grant select on table public.mail_preferences to authenticated;
grant all on table public.mail_preferences to service_role;
create policy "mail_preferences: owner reads" on public.mail_preferences
  for select to authenticated using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Enqueue
-- ---------------------------------------------------------------------------------------------

create or replace function private.mail_list_of(_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case _kind when 'newsletter' then 'newsletter' when 'digest' then 'digest' end
$$;
comment on function private.mail_list_of(text) is
  'The list of a mail kind (newsletter, digest), null for transactional mail.';
revoke execute on function private.mail_list_of(text) from public, anon, authenticated;
grant execute on function private.mail_list_of(text) to service_role;

-- What a final row keeps of its data: no one-time link (secret_link), and nothing of a
-- pre-rendered mail marked sensitive (its body holds a link that must not outlive the sending).
create or replace function private.mail_scrub(_data jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(_data ->> 'sensitive', '') = 'true'
              then jsonb_build_object('scrubbed', true)
              else _data - 'secret_link' end
$$;
comment on function private.mail_scrub(jsonb) is
  'Issue 49: the data an outbox row keeps once it is final (one-time links removed).';
revoke execute on function private.mail_scrub(jsonb) from public, anon, authenticated;
grant execute on function private.mail_scrub(jsonb) to service_role;

create or replace function private.enqueue_mail(
  p_kind text, p_to text, p_user_id uuid, p_data jsonb,
  p_dedupe_key text default null, p_not_before timestamptz default now())
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  row_id uuid;
begin
  insert into private.mail_outbox (kind, list, to_email, user_id, data, dedupe_key, not_before)
  values (p_kind,
          -- a pre-rendered mail (kind 'rendered') may belong to a list: data.list
          coalesce(private.mail_list_of(p_kind),
                   case when p_kind = 'rendered' and p_data ->> 'list' in ('newsletter', 'digest')
                        then p_data ->> 'list' end),
          lower(btrim(p_to)), p_user_id,
          coalesce(p_data, '{}'::jsonb), p_dedupe_key, coalesce(p_not_before, now()))
  on conflict (dedupe_key) do nothing
  returning id into row_id;
  if row_id is null then
    select o.id into row_id from private.mail_outbox o where o.dedupe_key = p_dedupe_key;
  end if;
  return row_id;
end
$$;
comment on function private.enqueue_mail(text, text, uuid, jsonb, text, timestamptz) is
  'Issue 49: adds one mail to the outbox in the caller''s transaction; a repeated dedupe_key answers the existing row and adds nothing.';
revoke execute on function private.enqueue_mail(text, text, uuid, jsonb, text, timestamptz) from public, anon, authenticated;
grant execute on function private.enqueue_mail(text, text, uuid, jsonb, text, timestamptz) to service_role;

-- For edge functions that owe a mail (send-verification-email, …): the service role enqueues.
create or replace function public.queue_mail(
  p_kind text, p_to text, p_user_id uuid, p_data jsonb,
  p_dedupe_key text default null, p_not_before timestamptz default now())
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  return private.enqueue_mail(p_kind, p_to, p_user_id, p_data, p_dedupe_key, p_not_before);
end
$$;
comment on function public.queue_mail(text, text, uuid, jsonb, text, timestamptz) is
  'Service role only: private.enqueue_mail for edge functions that owe a mail.';
revoke execute on function public.queue_mail(text, text, uuid, jsonb, text, timestamptz) from public, anon, authenticated;
grant execute on function public.queue_mail(text, text, uuid, jsonb, text, timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The worker's claim and mark
-- ---------------------------------------------------------------------------------------------

-- Claims up to p_limit due rows: queued rows whose time has come, and `sending` rows whose
-- worker's lease (p_lease_seconds) ran out (a worker that died, possibly after the provider
-- accepted: the same Idempotency-Key makes the resend a no-op). Rows to a suppressed address
-- (or a list the user left) become `suppressed` here and are not returned. A list mail gets a
-- fresh one-click unsubscribe token (answered once; only its hash is kept). p_ids limits the
-- claim to rows a function has just queued (it kicks the worker for them: a mail a person asked
-- for goes out at once, not at the next minute).
create or replace function public.claim_mail_outbox(
  p_limit integer default 50, p_lease_seconds integer default 120, p_ids uuid[] default null)
returns table (
  id uuid,
  kind text,
  list text,
  to_email text,
  user_id uuid,
  data jsonb,
  attempts integer,
  unsubscribe_token text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  return query
  with due as (
    select o.id
      from private.mail_outbox o
     where o.not_before <= now()
       and (p_ids is null or o.id = any(p_ids))
       and (o.status = 'queued'
            or (o.status = 'sending'
                and o.claimed_at < now() - make_interval(secs => greatest(coalesce(p_lease_seconds, 120), 10))))
     order by o.not_before
     limit least(greatest(coalesce(p_limit, 50), 1), 500)
     for update skip locked
  ),
  judged as (
    select o.id,
           coalesce(
             (select s.reason from private.mail_suppressions s
               where s.email = lower(o.to_email) and (s.list is null or s.list = o.list)
               order by s.list nulls first limit 1),
             -- a list mail to an account follows the account's preference
             case when o.list is not null and o.user_id is not null
                       and not coalesce((select case o.list when 'newsletter' then p.newsletter else p.digest end
                                           from public.mail_preferences p where p.user_id = o.user_id), false)
                  then 'preference' end) as suppressed
      from due join private.mail_outbox o on o.id = due.id
  ),
  claimed as (
    update private.mail_outbox o
       set status = case when j.suppressed is null then 'sending' else 'suppressed' end,
           last_error = case when j.suppressed is null then o.last_error else 'suppressed: ' || j.suppressed end,
           data = case when j.suppressed is null then o.data else private.mail_scrub(o.data) end,
           claimed_at = now(), attempts = o.attempts + 1, updated_at = now()
      from judged j
     where o.id = j.id
    returning o.id, o.kind, o.list, o.to_email, o.user_id, o.data, o.attempts, o.status
  )
  select c.id, c.kind, c.list, c.to_email, c.user_id, c.data, c.attempts,
         case when c.list is not null then private.new_unsubscribe_token(c.to_email, c.list) end
    from claimed c
   where c.status = 'sending';
end
$$;
comment on function public.claim_mail_outbox(integer, integer, uuid[]) is
  'Service role only (mail-outbox): claims due mails (queued, or sending past their lease), marks suppressed ones, answers the rest with a one-click unsubscribe token for list mail.';
revoke execute on function public.claim_mail_outbox(integer, integer, uuid[]) from public, anon, authenticated;
grant execute on function public.claim_mail_outbox(integer, integer, uuid[]) to service_role;

-- A new one-click unsubscribe token for (address, list): answered once, only its hash is kept.
create or replace function private.new_unsubscribe_token(_email text, _list text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := encode(extensions.gen_random_bytes(24), 'hex');
begin
  insert into private.mail_unsubscribe_tokens (token_hash, email, list)
  values (encode(extensions.digest(token, 'sha256'), 'hex'), lower(_email), _list);
  return token;
end
$$;
comment on function private.new_unsubscribe_token(text, text) is
  'Issue 49: a one-click unsubscribe token for an address and list (the hash is stored).';
revoke execute on function private.new_unsubscribe_token(text, text) from public, anon, authenticated;
grant execute on function private.new_unsubscribe_token(text, text) to service_role;

-- The worker's mark. p_ok: sent (provider_id kept). Otherwise a retryable refusal (429, 5xx,
-- timeout, unreachable) waits 30 s × 2^(attempts−1) (at most 6 hours) and is tried again, up to
-- 8 attempts; a permanent refusal (other 4xx, a template that cannot render) or the 8th attempt
-- is `failed`, shown to admins. Only a row this claim still holds (`sending`) is marked.
create or replace function public.finish_mail_outbox(
  p_id uuid, p_ok boolean, p_provider_id text default null, p_error text default null,
  p_retryable boolean default true)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_attempts constant integer := 8;
  result text;
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  update private.mail_outbox o
     set status = case
                    when p_ok then 'sent'
                    when coalesce(p_retryable, true) and o.attempts < max_attempts then 'queued'
                    else 'failed' end,
         sent_at = case when p_ok then now() end,
         provider_id = case when p_ok then left(p_provider_id, 200) else o.provider_id end,
         last_error = case when p_ok then null else left(coalesce(p_error, 'unknown'), 500) end,
         not_before = case
                        when p_ok then o.not_before
                        else now() + least(interval '30 seconds' * power(2, greatest(o.attempts - 1, 0)),
                                           interval '6 hours') end,
         data = case
                  when p_ok or not (coalesce(p_retryable, true) and o.attempts < max_attempts)
                    then private.mail_scrub(o.data) || jsonb_strip_nulls(jsonb_build_object('forget', o.data -> 'forget'))
                  else o.data end,
         updated_at = now()
   where o.id = p_id and o.status = 'sending'
  returning o.status into result;
  -- A mail to an account already deleted (its deletion notice) leaves nothing behind once sent.
  if result = 'sent' then
    delete from private.mail_outbox o where o.id = p_id and o.data ->> 'forget' = 'true';
  end if;
  return result;
end
$$;
comment on function public.finish_mail_outbox(uuid, boolean, text, text, boolean) is
  'Service role only (mail-outbox): records a claimed mail''s result: sent, retried with exponential backoff, or failed after 8 attempts or a permanent refusal.';
revoke execute on function public.finish_mail_outbox(uuid, boolean, text, text, boolean) from public, anon, authenticated;
grant execute on function public.finish_mail_outbox(uuid, boolean, text, text, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins: the mails that failed («البريد المتعثر»), and sending one again
-- ---------------------------------------------------------------------------------------------

create or replace function rpc_definer.admin_failed_mails(p_limit integer default 100)
returns table (
  id uuid,
  kind text,
  to_email text,
  user_id uuid,
  attempts integer,
  last_error text,
  created_at timestamptz,
  failed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  return query
  select o.id, o.kind, o.to_email, o.user_id, o.attempts, o.last_error, o.created_at, o.updated_at
    from private.mail_outbox o
   where o.status = 'failed'
   order by o.updated_at desc
   limit least(greatest(coalesce(p_limit, 100), 1), 500);
end
$$;
comment on function rpc_definer.admin_failed_mails(integer) is
  'Issue 49: the mails the outbox gave up on, newest first (admins at aal2).';
revoke execute on function rpc_definer.admin_failed_mails(integer) from public;
grant execute on function rpc_definer.admin_failed_mails(integer) to authenticated, service_role;

create or replace function public.admin_failed_mails(p_limit integer default 100)
returns table (
  id uuid,
  kind text,
  to_email text,
  user_id uuid,
  attempts integer,
  last_error text,
  created_at timestamptz,
  failed_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.admin_failed_mails(p_limit);
end
$$;
comment on function public.admin_failed_mails(integer) is
  'Issue 49: the mails the outbox gave up on (admins at aal2).';
revoke execute on function public.admin_failed_mails(integer) from public, anon;
grant execute on function public.admin_failed_mails(integer) to authenticated, service_role;

create or replace function rpc_definer.admin_retry_mail(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  done boolean;
begin
  if not private.is_admin() then
    raise exception 'غير مصرح' using errcode = '42501', hint = 'admin_only';
  end if;
  update private.mail_outbox o
     set status = 'queued', attempts = 0, not_before = now(), last_error = null, updated_at = now()
   where o.id = p_id and o.status = 'failed'
  returning true into done;
  if done then
    perform private.record_audit('mail_retry', (select auth.uid()), 'mail_outbox', p_id::text, null,
      '{}'::jsonb, '{}'::jsonb);
  end if;
  return coalesce(done, false);
end
$$;
comment on function rpc_definer.admin_retry_mail(uuid) is
  'Issue 49: puts a failed mail back in the queue (admins at aal2; audited).';
revoke execute on function rpc_definer.admin_retry_mail(uuid) from public;
grant execute on function rpc_definer.admin_retry_mail(uuid) to authenticated, service_role;

create or replace function public.admin_retry_mail(p_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.admin_retry_mail(p_id);
end
$$;
comment on function public.admin_retry_mail(uuid) is
  'Issue 49: puts a failed mail back in the queue (admins at aal2).';
revoke execute on function public.admin_retry_mail(uuid) from public, anon;
grant execute on function public.admin_retry_mail(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Preferences, one-click unsubscribe, the provider's bounces and complaints
-- ---------------------------------------------------------------------------------------------

create or replace function rpc_definer.set_mail_preferences(p_newsletter boolean, p_digest boolean)
returns public.mail_preferences
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  address text;
  saved public.mail_preferences;
begin
  if caller is null then
    raise exception 'يجب تسجيل الدخول لتعديل تفضيلات البريد' using errcode = '42501', hint = 'sign_in_required';
  end if;
  if p_newsletter is null or p_digest is null then
    raise exception 'اختر نعم أو لا لكل نوع من الرسائل' using errcode = 'P0001', hint = 'invalid_preferences';
  end if;
  perform private.enforce_rate_limit('mail_preferences', 1, 30, 10);
  insert into public.mail_preferences as m (user_id, newsletter, digest, updated_at)
  values (caller, p_newsletter, p_digest, now())
  on conflict (user_id) do update
    set newsletter = excluded.newsletter, digest = excluded.digest, updated_at = now()
  returning m.* into saved;
  -- Choosing a list again lifts this address's unsubscribe from it (never a bounce or complaint).
  select lower(u.email) into address from auth.users u where u.id = caller;
  delete from private.mail_suppressions s
   where s.email = address and s.reason = 'unsubscribe'
     and ((s.list = 'newsletter' and p_newsletter) or (s.list = 'digest' and p_digest));
  return saved;
end
$$;
comment on function rpc_definer.set_mail_preferences(boolean, boolean) is
  'Issue 49: the caller''s newsletter and digest choices (opting in again lifts an unsubscribe of that list).';
revoke execute on function rpc_definer.set_mail_preferences(boolean, boolean) from public;
grant execute on function rpc_definer.set_mail_preferences(boolean, boolean) to authenticated, service_role;

create or replace function public.set_mail_preferences(p_newsletter boolean, p_digest boolean)
returns public.mail_preferences
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.set_mail_preferences(p_newsletter, p_digest);
end
$$;
comment on function public.set_mail_preferences(boolean, boolean) is
  'Issue 49: the caller''s newsletter and digest choices.';
revoke execute on function public.set_mail_preferences(boolean, boolean) from public, anon;
grant execute on function public.set_mail_preferences(boolean, boolean) to authenticated, service_role;

-- The one-click unsubscribe (mail-unsubscribe, service role): the token's address leaves the
-- list (a suppression row, and the preference of the account with that address). Answers the
-- list, or null for an unknown token. A used token still answers (a second click is harmless).
create or replace function public.mail_unsubscribe(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t private.mail_unsubscribe_tokens;
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  if p_token is null or p_token !~ '^[0-9a-f]{48}$' then
    return null;
  end if;
  update private.mail_unsubscribe_tokens k set used_at = coalesce(k.used_at, now())
   where k.token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex')
  returning k.* into t;
  if t.token_hash is null then
    return null;
  end if;
  insert into private.mail_suppressions (email, reason, list, detail)
  values (t.email, 'unsubscribe', t.list, 'one-click')
  on conflict (email, coalesce(list, '*')) do nothing;
  update public.mail_preferences p
     set newsletter = case when t.list = 'newsletter' then false else p.newsletter end,
         digest = case when t.list = 'digest' then false else p.digest end,
         updated_at = now()
   where p.user_id in (select u.id from auth.users u where lower(u.email) = t.email);
  return t.list;
end
$$;
comment on function public.mail_unsubscribe(text) is
  'Service role only (mail-unsubscribe): the one-click unsubscribe of a list mail''s token.';
revoke execute on function public.mail_unsubscribe(text) from public, anon, authenticated;
grant execute on function public.mail_unsubscribe(text) to service_role;

-- The provider's bounce and complaint events (mail-events, signature checked there): a hard
-- bounce or a complaint suppresses every mail to the address from now on.
create or replace function public.record_mail_event(p_email text, p_type text, p_detail text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  if p_type not in ('hard_bounce', 'complaint') or p_email is null or p_email !~ '^[^\s@]+@[^\s@]+$' then
    return false;
  end if;
  insert into private.mail_suppressions (email, reason, list, detail)
  values (lower(btrim(p_email)), p_type, null, left(p_detail, 300))
  on conflict (email, coalesce(list, '*')) do nothing;
  return true;
end
$$;
comment on function public.record_mail_event(text, text, text) is
  'Service role only (mail-events): a hard bounce or complaint puts the address on the suppression list.';
revoke execute on function public.record_mail_event(text, text, text) from public, anon, authenticated;
grant execute on function public.record_mail_event(text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- hosted Supabase: pg_cron calls the mail-outbox function through pg_net every minute, with the
-- project URL and service_role key from Vault as for reconcile-payments (20261125170000).
-- Skipped where the extensions or Vault are missing (the local stack's scheduler calls it).
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('mail-outbox', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/mail-outbox',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Account deletion (issue 30/41): the outbox forgets the person with the account. Their queued
-- and sent mails (by account, or to the account's address) and their unsubscribe tokens go when
-- auth.users loses the row, whatever deletes it. The suppression list keeps a bounce or a
-- complaint (the address asked not to be mailed; it names no account).
-- ---------------------------------------------------------------------------------------------
create or replace function private.forget_mail_of_deleted_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.mail_outbox o
   where o.user_id = old.id or (old.email is not null and o.to_email = lower(old.email));
  if old.email is not null then
    delete from private.mail_unsubscribe_tokens t where t.email = lower(old.email);
    delete from private.mail_suppressions s
     where s.email = lower(old.email) and s.reason = 'unsubscribe';
  end if;
  return old;
end
$$;
comment on function private.forget_mail_of_deleted_user() is
  'Issue 49: a deleted account''s mails, unsubscribe tokens and unsubscribes leave the outbox tables.';
revoke execute on function private.forget_mail_of_deleted_user() from public, anon, authenticated;
create trigger forget_mail_of_deleted_user before delete on auth.users
  for each row execute function private.forget_mail_of_deleted_user();
