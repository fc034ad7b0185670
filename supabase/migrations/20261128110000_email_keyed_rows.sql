-- Issue 41: rows keyed by an e-mail address, the audit trail on deletion, the owner bootstrap.
--
-- Sign-up returns a session at once ([auth.email] enable_confirmations = false), so GoTrue marks
-- every address confirmed: registering an address proves nothing about its mailbox. Whether the
-- person owns it is the product's own question (send-verification-email / verify-email, the
-- profile's email_verification_status, 20261121400000). Until now:
--   * account-export listed, and delete_account erased, every row keyed by the account's address
--     (waiting list with name, IP and user agent; newsletter; pre-launch invitation; contact
--     messages; login attempts; discount uses), so whoever registered someone's address got them;
--   * delete_account anonymised audit_log / security_events rows whose text merely contained the
--     address or the user id (`ilike '%addr%'`): o.person@… blanked the admins' entries about
--     ceo.person@…;
--   * bootstrap_owner_admin promoted whoever first registered the owner address;
--   * a registration link stayed good after the account moved to another address through the
--     auth API (PUT /user applies a new address at once), so opening it "verified" an address
--     the link was never sent to.
-- Now an address is linked to an account only once the product verified it
-- (private.product_verified_email), and the audit trail is anonymised by id.

-- ---------------------------------------------------------------------------------------------
-- 1. The one answer to "does this account own its address?"
-- ---------------------------------------------------------------------------------------------
create or replace function private.product_verified_email(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  -- The profile says 'verified' only after verify-email (or a Google sign-up: Google verified
  -- the address); any later change of the auth address puts it back to 'pending'
  -- (profiles_keep_verification), and the profile mirrors the auth address it was verified for.
  select lower(u.email)
    from auth.users u
    join public.profiles p on p.id = u.id
   where u.id = p_user_id
     and coalesce(u.email, '') <> ''
     and p.email_verification_status = 'verified'
     and lower(coalesce(p.email, '')) = lower(u.email)
$$;
comment on function private.product_verified_email(uuid) is
  'The account''s address (lower-case) when the product verified it (verify-email, or Google), else null. Rows keyed by an address are linked to an account only through this.';
revoke execute on function private.product_verified_email(uuid) from public, anon, authenticated;

-- A registration link proves the address it was mailed to: once the account's address changes,
-- the unused ones are retired (an e-mail change link names its own new address and stays good).
create or replace function private.retire_registration_links()
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
revoke execute on function private.retire_registration_links() from public, anon, authenticated;

create trigger on_auth_user_email_changed_retire_links
  after update of email on auth.users
  for each row when (lower(coalesce(old.email, '')) is distinct from lower(coalesce(new.email, '')))
  execute function private.retire_registration_links();

-- ---------------------------------------------------------------------------------------------
-- 2. What the export lists by address: nothing until the address is verified.
-- ---------------------------------------------------------------------------------------------
create or replace function public.account_email_rows(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  addr text;
  verified text;
  status text;
  linked jsonb := '{}'::jsonb;
begin
  if not private.is_trusted_caller() then
    raise exception 'غير مصرح' using errcode = '42501';
  end if;
  select lower(coalesce(u.email, '')), p.email_verification_status
    into addr, status
    from auth.users u left join public.profiles p on p.id = u.id
   where u.id = p_user_id;
  if not found then
    raise exception 'الحساب غير موجود' using errcode = 'P0001', hint = 'not_found';
  end if;
  verified := private.product_verified_email(p_user_id);
  if verified is not null then
    -- Rows another account holds (its user_id) stay that account's, whatever address they name.
    linked := jsonb_build_object(
      'waiting_list', (select coalesce(jsonb_agg(to_jsonb(w) order by w.created_at), '[]')
                         from public.waiting_list w where w.email = verified),
      'newsletter_subscribers', (select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), '[]')
                                   from public.newsletter_subscribers n where n.email = verified),
      -- The invitation is the admins' record: its address and date, not their note or their id.
      'launch_invitations', (select coalesce(jsonb_agg(jsonb_build_object('email', i.email,
                                                'created_at', i.created_at)), '[]')
                               from public.launch_invitations i where i.email = verified),
      'contact_messages', (select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at), '[]')
                             from public.contact_messages c
                            where c.user_id is null and lower(c.email) = verified),
      'login_attempts', (select coalesce(jsonb_agg(to_jsonb(a) order by a.created_at), '[]')
                           from public.login_attempts a
                          where a.user_id is null and lower(a.email) = verified),
      'discount_code_uses', (select coalesce(jsonb_agg(to_jsonb(d) order by d.used_at), '[]')
                               from public.discount_code_uses d
                              where d.user_id is null and lower(d.user_email) = verified));
  end if;
  return jsonb_build_object(
    'email', addr,
    'status', status,
    'verified', verified is not null,
    'tables', jsonb_build_array('waiting_list', 'newsletter_subscribers', 'launch_invitations',
                                'contact_messages', 'login_attempts', 'discount_code_uses'),
    'rows', linked);
end
$$;
comment on function public.account_email_rows(uuid) is
  'Service role only (account-export): the rows keyed by the account''s address and held by no account, listed only once the product verified the address (verified false and no rows otherwise).';
revoke execute on function public.account_email_rows(uuid) from public, anon, authenticated;
grant execute on function public.account_email_rows(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 3. The deletion: rows keyed by the address only once verified; the audit trail by id only.
-- ---------------------------------------------------------------------------------------------
create or replace function public.delete_account(p_user_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  addr text;
  verified text;
  person text;
  kept_payments integer;
  kept_history integer;
  removed jsonb := '{}'::jsonb;
  anonymised jsonb := '{}'::jsonb;
  n integer;
  -- ids of the deleted lead rows, to anonymise the audit entries about them (by id)
  lead_rows text[] := '{}'::text[];
  ids text[];
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
  verified := private.product_verified_email(p_user_id);

  -- Kept payment records lose every personal detail Tap echoed (customer, card, receipt).
  update public.tap_payment_details t
     set raw_charge = case when t.raw_charge is null then null
                           else t.raw_charge - 'customer' - 'card' - 'receipt' - 'metadata' - 'source' end
   where t.user_id = p_user_id;
  get diagnostics kept_payments = row_count;
  -- Tax invoices and credit notes are kept as issued (amounts, numbers, seller, QR) but lose the
  -- buyer: a simplified tax invoice needs no buyer, and the law keeps the record, not the person.
  update public.tax_invoices i set buyer_email = null, buyer_name = null, user_id = null
   where i.user_id = p_user_id;
  update public.payment_refunds r
     set raw_refund = case when r.raw_refund is null then null else r.raw_refund - 'customer' - 'metadata' end,
         user_id = null
   where r.user_id = p_user_id;
  -- Plan changes that were not payments are not records the law asks for.
  delete from public.subscription_history h where h.user_id = p_user_id and h.payment_id is null;
  select count(*) into kept_history from public.subscription_history h where h.user_id = p_user_id;
  -- A use stays counted against its code without the person. Each row gets its own marker: the
  -- one-use-per-address index (code, lower(user_email)) would refuse a second deleted account.
  update public.discount_code_uses d set user_email = 'deleted-account-' || d.id::text, user_id = null
   where d.user_id = p_user_id;
  if verified is not null then
    update public.discount_code_uses d set user_email = 'deleted-account-' || d.id::text
     where d.user_id is null and lower(d.user_email) = verified;
    get diagnostics n = row_count;
    anonymised := anonymised || jsonb_build_object('discount_code_uses', n);
  end if;

  -- The account's own rows by id.
  with gone as (delete from public.contact_messages c where c.user_id = p_user_id returning c.id)
  select coalesce(array_agg('contact_messages:' || gone.id::text), '{}') into ids from gone;
  lead_rows := lead_rows || ids;
  delete from public.rate_limits r where r.identifier = p_user_id::text;

  -- Rows that name an address rather than an account: the address's owner's, so only once the
  -- product verified that this account is that owner (a sign-up alone proves nothing).
  if verified is not null then
    with gone as (delete from public.waiting_list w where w.email = verified returning w.id)
    select coalesce(array_agg('waiting_list:' || gone.id::text), '{}') into ids from gone;
    removed := removed || jsonb_build_object('waiting_list', cardinality(ids));
    lead_rows := lead_rows || ids;
    with gone as (delete from public.newsletter_subscribers s where s.email = verified returning s.id)
    select coalesce(array_agg('newsletter_subscribers:' || gone.id::text), '{}') into ids from gone;
    removed := removed || jsonb_build_object('newsletter_subscribers', cardinality(ids));
    lead_rows := lead_rows || ids;
    delete from public.launch_invitations i where i.email = verified;
    get diagnostics n = row_count;
    removed := removed || jsonb_build_object('launch_invitations', n);
    with gone as (delete from public.contact_messages c
                   where c.user_id is null and lower(c.email) = verified returning c.id)
    select coalesce(array_agg('contact_messages:' || gone.id::text), '{}') into ids from gone;
    removed := removed || jsonb_build_object('contact_messages', cardinality(ids));
    lead_rows := lead_rows || ids;
    delete from public.login_attempts a where a.user_id is null and lower(a.email) = verified;
    get diagnostics n = row_count;
    removed := removed || jsonb_build_object('login_attempts', n);
    delete from private.reported_login_failures f where f.email = verified;
    delete from public.rate_limits r where lower(r.identifier) = verified;
  end if;

  -- Logs keep that something happened, not who it was: the rows that reference the account by
  -- id (its user, the account as the audit target, its own rows above as targets). Never by
  -- text: an address or id inside another row's text is that row's business.
  update public.security_events e
     set metadata = jsonb_build_object('anonymised', true), ip_address = null, user_agent = null,
         user_id = null
   where e.user_id = p_user_id;
  update public.audit_log a
     set old_values = null, new_values = null,
         metadata = jsonb_build_object('anonymised', true), ip_address = null,
         target_id = case when a.target_id = p_user_id::text then null else a.target_id end
   where a.user_id = p_user_id
      or a.target_id = p_user_id::text
      or (a.target_type || ':' || a.target_id) = any (lead_rows);
  if verified is not null then
    -- The verified address is this account's identifier: a sign-in failure logged under it
    -- (no account on the row) and the admins' entries whose target is that address.
    update public.security_events e
       set metadata = jsonb_build_object('anonymised', true), ip_address = null, user_agent = null
     where e.user_id is null
       and lower(btrim(coalesce(e.metadata ->> 'email', e.metadata ->> 'identifier', ''))) = verified;
    get diagnostics n = row_count;
    anonymised := anonymised || jsonb_build_object('security_events', n);
    update public.audit_log a
       set old_values = null, new_values = null,
           metadata = jsonb_build_object('anonymised', true), ip_address = null, target_id = null
     where a.target_type = 'email' and a.target_id = verified;
    get diagnostics n = row_count;
    anonymised := anonymised || jsonb_build_object('audit_log', n);
  end if;

  -- Everything else holding the person cascades from auth.users (profile, subscription, roles,
  -- favorites, variables, preferences, feedback, chat, sessions, identities, MFA factors).
  delete from auth.users u where u.id = p_user_id;

  perform private.record_audit('account_deleted', null, 'account', null, null, null,
    jsonb_build_object('kept_payments', kept_payments, 'kept_plan_history', kept_history,
      'email_verified', verified is not null));
  return jsonb_build_object('email', addr, 'full_name', person,
    'kept_payments', kept_payments, 'kept_plan_history', kept_history,
    'email_linked', jsonb_build_object(
      'verified', verified is not null,
      'removed', (select coalesce(jsonb_object_agg(k, v), '{}') from jsonb_each(removed) as e(k, v)
                   where v <> '0'::jsonb),
      'anonymised', (select coalesce(jsonb_object_agg(k, v), '{}') from jsonb_each(anonymised) as e(k, v)
                      where v <> '0'::jsonb)));
end
$$;
comment on function public.delete_account(uuid) is
  'Service role only (account-delete): deletes or anonymises every personal row of a user (rows keyed by its address only once the product verified it; log rows only by id), keeps payment records without personal data, deletes the auth user. Refuses the last admin.';
revoke execute on function public.delete_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_account(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 4. The owner bootstrap needs the owner's address verified by the product.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.bootstrap_owner_admin()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_email text;
  owner_id uuid;
begin
  -- One bootstrap at a time, so two page loads cannot race past the "no admin yet" check.
  perform pg_advisory_xact_lock(hashtextextended('bootstrap_owner_admin', 0));
  if exists (select 1 from public.user_roles r where r.role in ('admin', 'super_admin')) then
    return jsonb_build_object('success', false, 'error', 'An admin already exists');
  end if;
  select s.value into owner_email from private.settings s where s.key = 'owner_email';
  select u.id into owner_id from auth.users u where lower(u.email) = lower(owner_email);
  if owner_id is null then
    return jsonb_build_object('success', false, 'error', 'User not found');
  end if;
  -- Registering the address proves nothing (sign-up confirms every address): the owner first
  -- opens the product's verification link, mailed to that address.
  if private.product_verified_email(owner_id) is distinct from lower(owner_email) then
    return jsonb_build_object('success', false, 'error', 'Owner e-mail not verified');
  end if;
  insert into public.user_roles (user_id, role) values (owner_id, 'admin'), (owner_id, 'super_admin')
  on conflict (user_id, role) do nothing;
  perform private.record_audit('bootstrap_owner_admin', (select auth.uid()), 'user', owner_id::text, null,
    jsonb_build_object('roles', jsonb_build_array('admin', 'super_admin')), '{}'::jsonb);
  return jsonb_build_object('success', true, 'message', 'Owner promoted to admin', 'user_id', owner_id);
end
$$;
comment on function rpc_definer.bootstrap_owner_admin() is
  'Promotes the owner e-mail from private.settings to admin, only while no admin exists and once the product verified that address.';
comment on function public.bootstrap_owner_admin() is
  'Promotes the owner e-mail from private.settings to admin, only while no admin exists and once the product verified that address.';
