-- Money end to end (issue 23): VAT tax invoices issued by the database with the capture, credit
-- notes for refunds, and the refund records. docs/decisions.md "VAT, tax invoices and refunds"
-- says why prices are VAT-inclusive and what a refund does to the subscription.
--
-- * The VAT rate and the seller's legal name, VAT number and address are site_settings rows an
--   admin edits (/518 settings); every invoice copies them, so a later edit never changes an
--   issued invoice.
-- * A tax invoice is issued by a trigger on tap_payment_details in the very transaction that
--   records the capture (status becomes CAPTURED, from the webhook or a re-fetch, whichever comes
--   first): the row update is serialised by its row lock, so the second writer sees CAPTURED
--   already and issues nothing; a unique index is the last guard.
-- * Numbers come from a counter row locked FOR UPDATE (a sequence would leave gaps on rollback):
--   SND-INV-000001, SND-CN-000001, gapless and without duplicates under concurrency.
-- * Invoices and credit notes are immutable: a trigger refuses UPDATE and DELETE.
-- * private.zatca_qr is the one QR encoder (ZATCA phase 1: TLV tags 1-5, base64); the invoice
--   row stores its output. tests/unit/zatca-qr.test.ts runs it against ZATCA's worked example.

-- ---------------------------------------------------------------------------------------------
-- settings
-- ---------------------------------------------------------------------------------------------
insert into public.site_settings (setting_key, setting_value, description) values
  ('vat_rate', '0.15', 'نسبة ضريبة القيمة المضافة (0.15 = 15٪). الأسعار المعروضة شاملة الضريبة.'),
  ('seller_legal_name', 'مؤسسة سند للتقنية', 'الاسم النظامي للبائع كما في شهادة التسجيل الضريبي (يظهر في الفاتورة ورمز QR).'),
  ('seller_vat_number', '300000000000003', 'الرقم الضريبي للبائع (15 رقماً يبدأ وينتهي بالرقم 3).'),
  ('seller_address', 'الرياض، المملكة العربية السعودية', 'العنوان الوطني للبائع كما يظهر في الفاتورة.')
on conflict (setting_key) do nothing;

create or replace function private.check_billing_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rate numeric;
begin
  if new.setting_key = 'vat_rate' then
    begin
      rate := btrim(new.setting_value)::numeric;
    exception when others then
      raise exception 'نسبة الضريبة يجب أن تكون رقماً بين 0 و 1 (مثل 0.15)' using errcode = '22023';
    end;
    if rate is null or rate < 0 or rate >= 1 then
      raise exception 'نسبة الضريبة يجب أن تكون رقماً بين 0 و 1 (مثل 0.15)' using errcode = '22023';
    end if;
    new.setting_value := btrim(new.setting_value);
  elsif new.setting_key = 'seller_vat_number' then
    if coalesce(new.setting_value, '') !~ '^3[0-9]{13}3$' then
      raise exception 'الرقم الضريبي يتكون من 15 رقماً يبدأ وينتهي بالرقم 3' using errcode = '22023';
    end if;
  elsif new.setting_key = 'seller_legal_name' then
    -- The QR's TLV length is one byte: the UTF-8 name must fit in 255 bytes.
    if btrim(coalesce(new.setting_value, '')) = '' or octet_length(new.setting_value) > 200 then
      raise exception 'اسم البائع مطلوب ولا يتجاوز 200 بايت' using errcode = '22023';
    end if;
  elsif new.setting_key = 'seller_address' then
    if btrim(coalesce(new.setting_value, '')) = '' or length(new.setting_value) > 300 then
      raise exception 'عنوان البائع مطلوب ولا يتجاوز 300 حرف' using errcode = '22023';
    end if;
  end if;
  return new;
end
$$;
revoke execute on function private.check_billing_setting() from public, anon, authenticated;
create trigger site_settings_billing_check before insert or update on public.site_settings
  for each row execute function private.check_billing_setting();

create or replace function private.billing_setting(_key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.setting_value from public.site_settings s where s.setting_key = _key
$$;
revoke execute on function private.billing_setting(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- the ZATCA phase-1 QR (the one encoder)
-- ---------------------------------------------------------------------------------------------
-- zatca-qr:begin
create or replace function private.zatca_tlv(_tag integer, _value text)
returns bytea
language plpgsql
immutable
set search_path = ''
as $$
declare
  v bytea := pg_catalog.convert_to(coalesce(_value, ''), 'UTF8');
begin
  if pg_catalog.octet_length(v) > 255 then
    raise exception 'ZATCA QR field % is longer than 255 bytes', _tag using errcode = '22001';
  end if;
  return pg_catalog.decode(pg_catalog.lpad(pg_catalog.to_hex(_tag), 2, '0')
    || pg_catalog.lpad(pg_catalog.to_hex(pg_catalog.octet_length(v)), 2, '0'), 'hex') || v;
end
$$;

create or replace function private.zatca_qr(_seller text, _vat_number text, _issued_at text,
  _total text, _vat text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- encode(..., 'base64') wraps lines at 76 characters; the QR payload is one line.
  select pg_catalog.translate(pg_catalog.encode(
    private.zatca_tlv(1, _seller) || private.zatca_tlv(2, _vat_number) || private.zatca_tlv(3, _issued_at)
      || private.zatca_tlv(4, _total) || private.zatca_tlv(5, _vat), 'base64'), E'\n', '')
$$;
-- zatca-qr:end
comment on function private.zatca_qr(text, text, text, text, text) is
  'ZATCA phase-1 simplified-invoice QR: TLV of seller name, VAT number, ISO time stamp, total with VAT, VAT total, base64.';
revoke execute on function private.zatca_tlv(integer, text) from public, anon, authenticated;
revoke execute on function private.zatca_qr(text, text, text, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table private.invoice_counters (
  series text primary key check (series in ('INV', 'CN')),
  last_number bigint not null default 0 check (last_number >= 0)
);
comment on table private.invoice_counters is
  'The last number issued per series; locked FOR UPDATE while issuing, so numbers have no gaps.';
insert into private.invoice_counters (series) values ('INV'), ('CN');
revoke all on table private.invoice_counters from public, anon, authenticated;

create table public.tax_invoices (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('invoice', 'credit_note')),
  series text not null check (series in ('INV', 'CN')),
  sequence_number bigint not null check (sequence_number > 0),
  invoice_number text not null unique,
  -- No foreign keys to payments, refunds or users: an issued invoice outlives a deleted account
  -- (tax records are kept), and ON DELETE SET NULL would be an update the table refuses.
  payment_id uuid not null,
  -- A credit note names the invoice it corrects.
  original_invoice_id uuid references public.tax_invoices (id) on delete restrict,
  refund_id uuid,
  user_id uuid,
  buyer_email text,
  buyer_name text,
  plan_slug text not null,
  plan_name text not null,
  period_start timestamptz,
  period_end timestamptz,
  currency text not null,
  -- What was charged, VAT included (docs/decisions.md), each line to the halala.
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  total_amount numeric(10, 2) not null check (total_amount >= 0),
  vat_rate numeric(5, 4) not null check (vat_rate >= 0 and vat_rate < 1),
  vat_amount numeric(10, 2) not null check (vat_amount >= 0),
  net_amount numeric(10, 2) not null check (net_amount >= 0),
  seller_name text not null,
  seller_vat_number text not null,
  seller_address text not null,
  reason text,
  charge_id text,
  issued_at timestamptz not null default now(),
  qr_base64 text not null,
  unique (series, sequence_number),
  check (net_amount + vat_amount = total_amount),
  check ((kind = 'invoice') = (series = 'INV')),
  check (kind = 'invoice' or original_invoice_id is not null)
);
comment on table public.tax_invoices is
  'VAT tax invoices (one per captured payment) and credit notes (one per refund). Issued by the database, immutable. Owners and admins read.';
create unique index tax_invoices_one_invoice_per_payment on public.tax_invoices (payment_id) where kind = 'invoice';
create index tax_invoices_user_issued_idx on public.tax_invoices (user_id, issued_at desc);
create index tax_invoices_issued_idx on public.tax_invoices (issued_at desc);
create index tax_invoices_payment_idx on public.tax_invoices (payment_id);
create index tax_invoices_original_invoice_idx on public.tax_invoices (original_invoice_id);
create index tax_invoices_refund_idx on public.tax_invoices (refund_id);

alter table public.tax_invoices enable row level security;
revoke all on table public.tax_invoices from anon, authenticated;
grant select on table public.tax_invoices to authenticated;
grant select, insert on table public.tax_invoices to service_role;
create policy "tax_invoices: owner or admin reads" on public.tax_invoices
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

create or replace function private.refuse_invoice_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'الفواتير الضريبية والإشعارات الدائنة لا تُعدَّل ولا تُحذف بعد إصدارها'
    using errcode = '42501';
end
$$;
revoke execute on function private.refuse_invoice_change() from public, anon, authenticated;
create trigger tax_invoices_immutable before update or delete on public.tax_invoices
  for each row execute function private.refuse_invoice_change();
create trigger tax_invoices_no_truncate before truncate on public.tax_invoices
  for each statement execute function private.refuse_invoice_change();

create table public.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.tap_payment_details (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  tap_refund_id text not null unique,
  amount numeric(10, 2) not null check (amount > 0),
  currency text not null,
  status text not null,
  reason text not null check (length(btrim(reason)) between 3 and 500),
  requested_by uuid references auth.users (id) on delete set null,
  by_admin boolean not null default false,
  full_refund boolean not null,
  raw_refund jsonb,
  created_at timestamptz not null default now()
);
comment on table public.payment_refunds is
  'Refunds made through Tap (POST /v2/refunds), each with its credit note. Owners and admins read; the refund function writes.';
create index payment_refunds_payment_idx on public.payment_refunds (payment_id);
create index payment_refunds_user_idx on public.payment_refunds (user_id);
create index payment_refunds_requested_by_idx on public.payment_refunds (requested_by);

alter table public.payment_refunds enable row level security;
revoke all on table public.payment_refunds from anon, authenticated;
grant select on table public.payment_refunds to authenticated;
grant all on table public.payment_refunds to service_role;
create policy "payment_refunds: owner or admin reads" on public.payment_refunds
  for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- issuing
-- ---------------------------------------------------------------------------------------------
create or replace function private.next_invoice_number(_series text)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  n bigint;
begin
  select c.last_number + 1 into n from private.invoice_counters c where c.series = _series for update;
  if n is null then
    raise exception 'unknown invoice series %', _series;
  end if;
  update private.invoice_counters c set last_number = n where c.series = _series;
  return n;
end
$$;
revoke execute on function private.next_invoice_number(text) from public, anon, authenticated;

create or replace function private.vat_of(_total numeric, _rate numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  -- The VAT inside a VAT-inclusive amount, rounded half up to the halala.
  select round(_total * _rate / (1 + _rate), 2)
$$;
revoke execute on function private.vat_of(numeric, numeric) from public, anon, authenticated;

create or replace function private.zatca_time(_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.to_char(_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;
revoke execute on function private.zatca_time(timestamptz) from public, anon, authenticated;

create or replace function private.issue_tax_invoice(_payment_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  t public.plans;
  s public.subscriptions;
  cur public.plans;
  state text;
  rate numeric;
  seller text;
  vat_no text;
  address text;
  vat numeric;
  n bigint;
  issued timestamptz := now();
  p_start timestamptz := now();
  p_end timestamptz;
  lines jsonb := '[]'::jsonb;
  invoice_id uuid;
  buyer_email text;
  buyer_name text;
begin
  select * into d from public.tap_payment_details x where x.id = _payment_id;
  if d.id is null or d.final_amount <= 0 then
    return null;
  end if;
  select i.id into invoice_id from public.tax_invoices i where i.payment_id = d.id and i.kind = 'invoice';
  if invoice_id is not null then
    return invoice_id;
  end if;
  rate := coalesce(private.billing_setting('vat_rate'), '0.15')::numeric;
  seller := private.billing_setting('seller_legal_name');
  vat_no := private.billing_setting('seller_vat_number');
  address := private.billing_setting('seller_address');
  if seller is null or vat_no is null or address is null then
    raise exception 'seller settings are missing (site_settings seller_*)';
  end if;

  select * into t from public.plans p where p.slug = d.plan_slug;
  select * into s from public.subscriptions x where x.user_id = d.user_id;
  select * into cur from public.plans p where p.slug = coalesce(s.plan_id, 'trial');
  state := coalesce(private.subscription_state(s), 'expired');
  -- The period the payment buys, as update_subscription_with_payment will apply it.
  if t.billing_cycle = 'lifetime' then
    p_end := null;
  elsif t.rank > cur.rank and state = 'active' and cur.billing_cycle = 'monthly' and s.expires_at is not null then
    p_end := s.expires_at;
  elsif t.slug = cur.slug and state = 'active' and s.expires_at is not null then
    p_start := s.expires_at;
    p_end := s.expires_at + make_interval(days => coalesce(t.duration_days, 30));
  else
    p_end := now() + make_interval(days => coalesce(t.duration_days, 30));
  end if;

  if d.proration_amount is not null then
    lines := lines || jsonb_build_array(jsonb_build_object('label',
      'ترقية إلى خطة ' || t.name || ' (المبلغ المتناسب مع المدة المتبقية)', 'amount', d.proration_amount));
  else
    lines := lines || jsonb_build_array(jsonb_build_object('label', 'اشتراك خطة ' || t.name, 'amount', d.original_amount));
  end if;
  if d.promotion_discount > 0 then
    lines := lines || jsonb_build_array(jsonb_build_object('label', 'خصم العرض الترويجي', 'amount', -d.promotion_discount));
  end if;
  if d.discount_amount > 0 then
    lines := lines || jsonb_build_array(jsonb_build_object('label',
      'خصم رمز الخصم ' || coalesce(d.discount_code, ''), 'amount', -d.discount_amount));
  end if;

  select u.email into buyer_email from auth.users u where u.id = d.user_id;
  select nullif(btrim(p.full_name), '') into buyer_name from public.profiles p where p.id = d.user_id;
  vat := private.vat_of(d.final_amount, rate);
  n := private.next_invoice_number('INV');
  insert into public.tax_invoices (kind, series, sequence_number, invoice_number, payment_id, user_id,
    buyer_email, buyer_name, plan_slug, plan_name, period_start, period_end, currency, lines, total_amount,
    vat_rate, vat_amount, net_amount, seller_name, seller_vat_number, seller_address, charge_id, issued_at, qr_base64)
  values ('invoice', 'INV', n, 'SND-INV-' || lpad(n::text, 6, '0'), d.id, d.user_id, buyer_email, buyer_name,
    d.plan_slug, t.name, p_start, p_end, d.currency, lines, d.final_amount, rate, vat, d.final_amount - vat,
    seller, vat_no, address, d.charge_id, issued,
    private.zatca_qr(seller, vat_no, private.zatca_time(issued), to_char(d.final_amount, 'FM999999990.00'),
      to_char(vat, 'FM999999990.00')))
  returning id into invoice_id;
  return invoice_id;
end
$$;
comment on function private.issue_tax_invoice(uuid) is
  'Issues the tax invoice of a captured payment (once; null for a payment of 0). Called by the capture trigger.';
revoke execute on function private.issue_tax_invoice(uuid) from public, anon, authenticated;

create or replace function private.invoice_on_capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only a charge Tap captured is invoiced (a 100 % discount has no charge and no money).
  if new.status = 'CAPTURED' and old.status is distinct from 'CAPTURED' and new.charge_id is not null then
    perform private.issue_tax_invoice(new.id);
  end if;
  return null;
end
$$;
revoke execute on function private.invoice_on_capture() from public, anon, authenticated;
create trigger tap_payment_details_invoice_on_capture after update of status on public.tap_payment_details
  for each row execute function private.invoice_on_capture();

-- ---------------------------------------------------------------------------------------------
-- refunds (service_role: the refund edge function)
-- ---------------------------------------------------------------------------------------------
create or replace function public.refund_eligibility(p_payment_id uuid, p_user_id uuid, p_admin boolean default false)
returns table (eligible boolean, message text, amount numeric, refunded numeric, currency text,
  charge_id text, invoice_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  inv public.tax_invoices;
  done numeric;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  select * into d from public.tap_payment_details x where x.id = p_payment_id;
  -- Someone else's payment and an unknown one answer the same.
  if d.id is null or (not p_admin and d.user_id is distinct from p_user_id) then
    return query select false, 'لم يتم العثور على الدفعة'::text, 0::numeric, 0::numeric, ''::text, null::text, null::uuid;
    return;
  end if;
  select * into inv from public.tax_invoices i where i.payment_id = d.id and i.kind = 'invoice';
  if d.status <> 'CAPTURED' or d.charge_id is null or inv.id is null then
    return query select false, 'لا يمكن استرداد دفعة لم تكتمل'::text, 0::numeric, 0::numeric, d.currency, d.charge_id, inv.id;
    return;
  end if;
  select coalesce(sum(r.amount), 0) into done from public.payment_refunds r where r.payment_id = d.id;
  if p_admin then
    if done >= d.final_amount then
      return query select false, 'تم استرداد هذه الدفعة بالكامل مسبقاً'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
      return;
    end if;
    return query select true, ''::text, d.final_amount - done, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  if done > 0 then
    return query select false, 'تم استرداد هذه الدفعة مسبقاً'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  if inv.issued_at < now() - interval '7 days' then
    return query select false, 'انتهت مهلة الاسترداد (7 أيام من تاريخ الدفع)'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  if exists (select 1 from public.tax_invoices i
              where i.user_id = d.user_id and i.plan_slug = d.plan_slug and i.kind = 'invoice'
                and i.sequence_number < inv.sequence_number) then
    return query select false, 'الاسترداد متاح لأول دفعة لهذه الخطة فقط'::text, 0::numeric, done, d.currency, d.charge_id, inv.id;
    return;
  end if;
  return query select true, ''::text, d.final_amount, done, d.currency, d.charge_id, inv.id;
end
$$;
comment on function public.refund_eligibility(uuid, uuid, boolean) is
  'Whether a payment may be refunded (service_role only): the owner within 7 days of capture, first payment of that plan, never refunded; an admin any captured payment up to what is left.';
revoke execute on function public.refund_eligibility(uuid, uuid, boolean) from public, anon, authenticated;
grant execute on function public.refund_eligibility(uuid, uuid, boolean) to service_role;

create or replace function public.record_payment_refund(p_payment_id uuid, p_tap_refund jsonb, p_amount numeric,
  p_reason text, p_requested_by uuid, p_by_admin boolean)
returns table (refund_id uuid, credit_note_id uuid, credit_note_number text, created boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.tap_payment_details;
  inv public.tax_invoices;
  existing public.payment_refunds;
  done numeric;
  is_full boolean;
  new_refund uuid;
  note uuid;
  note_number text;
  vat numeric;
  n bigint;
  issued timestamptz := now();
  before_values jsonb;
  restore_plan text;
  restore_expiry timestamptz;
begin
  if not private.is_trusted_caller() then
    raise exception 'Access denied' using errcode = '42501';
  end if;
  if coalesce(p_tap_refund ->> 'id', '') = '' then
    raise exception 'a Tap refund id is required' using errcode = '22023';
  end if;
  select * into d from public.tap_payment_details x where x.id = p_payment_id for update;
  if d.id is null then
    raise exception 'payment not found' using errcode = 'P0002';
  end if;
  -- Idempotent on Tap's refund id: a retried call answers the refund already recorded.
  select * into existing from public.payment_refunds r where r.tap_refund_id = p_tap_refund ->> 'id';
  if existing.id is not null then
    return query select existing.id, i.id, i.invoice_number, false
      from public.tax_invoices i where i.refund_id = existing.id;
    return;
  end if;
  select * into inv from public.tax_invoices i where i.payment_id = d.id and i.kind = 'invoice';
  select coalesce(sum(r.amount), 0) into done from public.payment_refunds r where r.payment_id = d.id;
  if inv.id is null or p_amount is null or p_amount <= 0 or done + p_amount > d.final_amount then
    raise exception 'refund amount out of range' using errcode = '22023';
  end if;
  is_full := done + p_amount = d.final_amount;
  insert into public.payment_refunds (payment_id, user_id, tap_refund_id, amount, currency, status, reason,
    requested_by, by_admin, full_refund, raw_refund)
  values (d.id, d.user_id, p_tap_refund ->> 'id', p_amount, d.currency, coalesce(p_tap_refund ->> 'status', 'PENDING'),
    btrim(p_reason), p_requested_by, coalesce(p_by_admin, false), is_full, p_tap_refund)
  returning id into new_refund;

  vat := private.vat_of(p_amount, inv.vat_rate);
  n := private.next_invoice_number('CN');
  note_number := 'SND-CN-' || lpad(n::text, 6, '0');
  insert into public.tax_invoices (kind, series, sequence_number, invoice_number, payment_id, original_invoice_id,
    refund_id, user_id, buyer_email, buyer_name, plan_slug, plan_name, period_start, period_end, currency, lines,
    total_amount, vat_rate, vat_amount, net_amount, seller_name, seller_vat_number, seller_address, reason,
    charge_id, issued_at, qr_base64)
  values ('credit_note', 'CN', n, note_number, d.id, inv.id, new_refund, inv.user_id, inv.buyer_email, inv.buyer_name,
    inv.plan_slug, inv.plan_name, inv.period_start, inv.period_end, inv.currency,
    jsonb_build_array(jsonb_build_object('label', 'استرداد من الفاتورة ' || inv.invoice_number, 'amount', p_amount)),
    p_amount, inv.vat_rate, vat, p_amount - vat, inv.seller_name, inv.seller_vat_number, inv.seller_address,
    btrim(p_reason), inv.charge_id, issued,
    private.zatca_qr(inv.seller_name, inv.seller_vat_number, private.zatca_time(issued),
      to_char(p_amount, 'FM999999990.00'), to_char(vat, 'FM999999990.00')))
  returning id into note;

  if is_full then
    -- docs/decisions.md: a full refund takes back what the payment bought: the subscription
    -- returns to the plan and end date it had before this payment (from the audit of the change).
    perform pg_advisory_xact_lock(hashtextextended('subscription:' || d.user_id::text, 0));
    select a.old_values into before_values from public.audit_log a
     where a.action = 'subscription_updated' and a.target_id = d.user_id::text
       and a.metadata ->> 'payment_id' = d.charge_id
     order by a.created_at desc limit 1;
    restore_plan := coalesce(before_values ->> 'plan', 'trial');
    restore_expiry := nullif(before_values ->> 'expires_at', '')::timestamptz;
    if restore_plan = d.plan_slug then
      -- A renewal of the same plan: the refunded period is taken off again.
      restore_expiry := coalesce(restore_expiry, now());
    end if;
    if restore_plan = 'lifetime' then
      restore_expiry := null;
    end if;
    if exists (select 1 from public.subscriptions s where s.user_id = d.user_id and s.last_payment_id = d.charge_id) then
      update public.subscriptions s set
        plan_id = restore_plan,
        expires_at = coalesce(restore_expiry, case when restore_plan = 'lifetime' then null else now() end),
        status = case when restore_plan = 'lifetime' or restore_expiry > now() then 'active' else 'expired' end,
        grace_period_until = null
       where s.user_id = d.user_id;
      update public.scheduled_plan_changes c set status = 'cancelled'
       where c.user_id = d.user_id and c.status = 'pending';
      insert into public.subscription_history (user_id, from_plan, to_plan, change_type, reason, amount, currency)
      values (d.user_id, d.plan_slug, restore_plan, 'change', 'استرداد ' || note_number, -p_amount, d.currency);
    end if;
  end if;
  perform private.record_audit(case when p_by_admin then 'admin_refund' else 'refund' end, p_requested_by,
    'payment', d.id::text, null,
    jsonb_build_object('refund_id', new_refund, 'amount', p_amount, 'credit_note', note_number, 'full', is_full),
    jsonb_build_object('reason', btrim(p_reason), 'tap_refund_id', p_tap_refund ->> 'id', 'charge_id', d.charge_id));
  return query select new_refund, note, note_number, true;
end
$$;
comment on function public.record_payment_refund(uuid, jsonb, numeric, text, uuid, boolean) is
  'Records a refund Tap accepted (service_role only; idempotent on the Tap refund id): the refund, its credit note, and on a full refund the subscription as before the payment; audited.';
revoke execute on function public.record_payment_refund(uuid, jsonb, numeric, text, uuid, boolean) from public, anon, authenticated;
grant execute on function public.record_payment_refund(uuid, jsonb, numeric, text, uuid, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------
-- reconciliation on hosted Supabase: pg_cron calls the reconcile-payments function through pg_net
-- every 10 minutes, with the project URL and service_role key kept in Vault (secrets
-- `project_url` and `service_role_key`, created once per project: docs/architecture.md). Skipped
-- where the extensions or the secrets are missing (the local stack's scheduler calls it instead).
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('reconcile-payments', '*/10 * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/reconcile-payments',
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
          'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000)
    $job$);
  end if;
end
$$;
