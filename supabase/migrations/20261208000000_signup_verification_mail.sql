-- Issue 49: the first verification mail of an e-mail/password sign-up is owed by the sign-up.
--
-- Until now the browser called send-verification-email after signUp; a tab closed between the two
-- calls left the account pending with no link. The trigger that marks a new e-mail account
-- 'pending' (20261121400000) now also makes the registration link and queues its mail in the same
-- transaction as the new auth.users row: a token of 32 random bytes (base64url, 43 characters,
-- as _shared/verification-token.ts makes it), of which only the SHA-256 hex is stored, valid 30
-- minutes, type 'registration', and an outbox row of kind 'verification' whose link is the
-- function's (`<SUPABASE_URL>/functions/v1/verify-email?token=…`; the database does not know the
-- API's origin, so the row holds the path and the template puts the origin in front). Google
-- sign-ups, anonymous users and rows written directly in the database get none (they are not
-- 'pending'). The person's «إعادة الإرسال» stays the send-verification-email call; its hourly
-- allowance counts the person's requests, so the sign-up's own mail does not use it up.
--
-- An earlier link that is retired or spent is never mailed afterwards: when a token gets used_at
-- (a resend retires it, verify-email spends it), a mail of it still queued is suppressed. An
-- account that becomes verified another way (an admin, a fixture) has its open registration
-- links retired, so it receives no verification mail either.
--
-- The mail is not kicked: the worker's next run sends it (every minute: the local scheduler,
-- pg_cron on hosted), as for the newsletter's confirmation. The auth server cannot tell a
-- sign-up from an account an admin creates and marks verified right after; a worker run at once
-- would mail the latter before its profile is marked (docs/decisions.md).

create or replace function private.mark_email_signup_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text;
  token_id uuid;
  display_name text;
begin
  if private.is_auth_server()
     and coalesce(new.raw_app_meta_data ->> 'provider', 'email') = 'email'
     and not coalesce(new.is_anonymous, false) then
    update public.profiles p set email_verification_status = 'pending' where p.id = new.id
    returning p.full_name into display_name;
    if coalesce(new.email, '') <> '' then
      token := private.company_new_token();
      insert into public.email_verification_tokens (user_id, token_hash, type, expires_at)
      values (new.id, private.company_token_hash(token), 'registration', now() + interval '30 minutes')
      returning id into token_id;
      perform private.enqueue_mail('verification', new.email, new.id,
        jsonb_build_object(
          'verification_type', 'registration',
          -- the function's rule: a name that is the address (no name given) greets no one
          'name', case when display_name is null or display_name like '%@%' then '' else display_name end,
          -- secret_link: the outbox removes it from the row once the mail is final.
          'secret_link', '/functions/v1/verify-email?token=' || token),
        'verification:' || token_id);
      perform private.record_security_event('verification_email_sent', 'Verification e-mail queued at sign-up',
        new.id, 'low', jsonb_build_object('verification_type', 'registration', 'source', 'sign_up'));
    end if;
  end if;
  return new;
end
$$;
revoke execute on function private.mark_email_signup_pending() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- A link that can no longer verify is not mailed: a queued verification mail of a token that
-- got used_at (retired by a newer link, or spent) becomes `suppressed`, its link forgotten. The
-- outbox row of a link is found by its dedupe key `verification:<token id>` (the sign-up's, and
-- send-verification-email's since this migration).
-- ---------------------------------------------------------------------------------------------
create or replace function private.suppress_mail_of_used_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.mail_outbox o
     set status = 'suppressed', last_error = 'suppressed: link retired',
         data = private.mail_scrub(o.data), updated_at = now()
   where o.dedupe_key = 'verification:' || new.id and o.status = 'queued';
  return null;
end
$$;
comment on function private.suppress_mail_of_used_token() is
  'Issue 49: a verification link retired or spent before its mail left is not mailed.';
revoke execute on function private.suppress_mail_of_used_token() from public, anon, authenticated;

create trigger email_verification_tokens_used after update of used_at on public.email_verification_tokens
  for each row when (old.used_at is null and new.used_at is not null)
  execute function private.suppress_mail_of_used_token();

-- An account that becomes verified has no open registration link left (and so no mail of one).
create or replace function private.retire_registration_links_of_verified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.email_verification_tokens t set used_at = now()
   where t.user_id = new.id and t.type = 'registration' and t.used_at is null;
  return null;
end
$$;
comment on function private.retire_registration_links_of_verified() is
  'Issue 49: a verified account''s open registration links are retired (their queued mails are suppressed).';
revoke execute on function private.retire_registration_links_of_verified() from public, anon, authenticated;

create trigger profiles_verified_retire_links after update of email_verification_status on public.profiles
  for each row when (new.email_verification_status = 'verified'
                     and old.email_verification_status is distinct from 'verified')
  execute function private.retire_registration_links_of_verified();
