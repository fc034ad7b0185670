-- Issue 30, account deletion (Saudi PDPL: the right to erasure). The `account-delete` edge
-- function re-authenticates the caller, then calls public.delete_account: every personal row is
-- deleted or anonymised, the payment records the law requires (Tap charges and the plan history
-- of paid changes, kept 10 years: docs/security.md "Retention") stay without the person, and the
-- auth user is deleted, all in one transaction. The same e-mail can then register again.

-- 1. Payment records outlive the account: their user link becomes null instead of cascading.
alter table public.tap_payment_details alter column user_id drop not null;
alter table public.tap_payment_details drop constraint tap_payment_details_user_id_fkey;
alter table public.tap_payment_details add constraint tap_payment_details_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null;
comment on column public.tap_payment_details.user_id is
  'The payer; null once the account was deleted (the charge is kept for its retention period, without personal data).';

alter table public.subscription_history alter column user_id drop not null;
alter table public.subscription_history drop constraint subscription_history_user_id_fkey;
alter table public.subscription_history add constraint subscription_history_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null;
comment on column public.subscription_history.user_id is
  'The subscriber; null once the account was deleted (paid changes are kept as payment records).';

-- 2. Re-authentication by e-mail code (Google accounts have no password): the nonce the auth
-- server mailed for GET /reauthenticate, checked as GoTrue does (sha224 of e-mail + code, within
-- otp_expiry = 1 hour) and spent.
create or replace function public.verify_reauthentication_nonce(p_user_id uuid, p_nonce text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  matched uuid;
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  if p_user_id is null or coalesce(btrim(p_nonce), '') !~ '^[0-9]{6}$' then
    return false;
  end if;
  update auth.users u set reauthentication_token = '', reauthentication_sent_at = null
   where u.id = p_user_id
     and u.reauthentication_token <> ''
     and u.reauthentication_token = encode(
           extensions.digest(lower(coalesce(u.email, '')) || btrim(p_nonce), 'sha224'), 'hex')
     and u.reauthentication_sent_at > now() - interval '1 hour'
  returning u.id into matched;
  return matched is not null;
end
$$;
comment on function public.verify_reauthentication_nonce(uuid, text) is
  'Service role only (account-delete): true, once, for the six-digit code the auth server mailed on reauthenticate.';
revoke execute on function public.verify_reauthentication_nonce(uuid, text) from public, anon, authenticated;
grant execute on function public.verify_reauthentication_nonce(uuid, text) to service_role;

-- 3. The deletion itself.
create or replace function public.delete_account(p_user_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  addr text;
  person text;
  pattern text;
  kept_payments integer;
  kept_history integer;
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  select lower(u.email), coalesce(p.full_name, u.raw_user_meta_data ->> 'full_name')
    into addr, person
    from auth.users u left join public.profiles p on p.id = u.id
   where u.id = p_user_id;
  if not found then
    raise exception 'الحساب غير موجود' using errcode = 'P0002';
  end if;
  -- The platform keeps at least one administrator.
  if exists (select 1 from public.user_roles r where r.user_id = p_user_id and r.role in ('admin', 'super_admin'))
     and (select count(distinct r.user_id) from public.user_roles r
           join auth.users u on u.id = r.user_id
          where r.role in ('admin', 'super_admin') and r.user_id <> p_user_id) = 0 then
    raise exception 'لا يمكن حذف حساب آخر مدير في المنصة. عيّن مديراً آخر أولاً'
      using errcode = 'P0001', hint = 'last_admin';
  end if;
  addr := coalesce(addr, '');
  pattern := '%' || replace(replace(addr, '%', '\%'), '_', '\_') || '%';

  -- Kept payment records lose every personal detail Tap echoed (customer, card, receipt).
  update public.tap_payment_details t
     set raw_charge = case when t.raw_charge is null then null
                           else t.raw_charge - 'customer' - 'card' - 'receipt' - 'metadata' - 'source' end
   where t.user_id = p_user_id;
  get diagnostics kept_payments = row_count;
  -- Plan changes that were not payments are not records the law asks for.
  delete from public.subscription_history h where h.user_id = p_user_id and h.payment_id is null;
  select count(*) into kept_history from public.subscription_history h where h.user_id = p_user_id;
  update public.discount_code_uses d set user_email = 'deleted-account', user_id = null
   where d.user_id = p_user_id or (addr <> '' and lower(d.user_email) = addr);

  -- Rows that name the person by address rather than by user id.
  if addr <> '' then
    delete from public.waiting_list w where lower(w.email) = addr;
    delete from public.newsletter_subscribers n where lower(n.email) = addr;
    delete from public.launch_invitations i where i.email = addr;
    delete from public.login_attempts a where lower(a.email) = addr;
    delete from private.reported_login_failures f where f.email = addr;
    delete from public.rate_limits r where lower(r.identifier) = addr;
  end if;
  delete from public.contact_messages c where c.user_id = p_user_id or (addr <> '' and lower(c.email) = addr);
  delete from public.rate_limits r where r.identifier = p_user_id::text;

  -- Logs keep that something happened, not who it was.
  update public.security_events e
     set metadata = jsonb_build_object('anonymised', true), ip_address = null, user_agent = null,
         user_id = null
   where e.user_id = p_user_id
      or (addr <> '' and e.metadata::text ilike pattern)
      or e.metadata::text like '%' || p_user_id::text || '%';
  update public.audit_log a
     set old_values = null, new_values = null,
         metadata = jsonb_build_object('anonymised', true), ip_address = null,
         target_id = case when a.target_id in (p_user_id::text, addr) then null else a.target_id end
   where a.user_id = p_user_id
      or a.target_id in (p_user_id::text, addr)
      or (addr <> '' and (coalesce(a.old_values::text, '') || coalesce(a.new_values::text, '')
                          || a.metadata::text) ilike pattern);

  -- Everything else holding the person cascades from auth.users (profile, subscription, roles,
  -- favorites, variables, preferences, feedback, chat, sessions, identities, MFA factors).
  delete from auth.users u where u.id = p_user_id;

  perform private.record_audit('account_deleted', null, 'account', null, null, null,
    jsonb_build_object('kept_payments', kept_payments, 'kept_plan_history', kept_history));
  return jsonb_build_object('email', addr, 'full_name', person,
    'kept_payments', kept_payments, 'kept_plan_history', kept_history);
end
$$;
comment on function public.delete_account(uuid) is
  'Service role only (account-delete): deletes or anonymises every personal row of a user, keeps payment records without personal data, deletes the auth user. Refuses the last admin.';
revoke execute on function public.delete_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_account(uuid) to service_role;
