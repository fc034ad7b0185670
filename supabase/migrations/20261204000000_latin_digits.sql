-- Issue 50: one digit system in the interface. Every message the database hands the app is written
-- with Latin digits («8 أحرف»، «20,000 حرف»), like the spec's messages and the app's formatters
-- (docs/decisions.md «Digits»). Data stays as it was typed: prompt bodies, titles and notes are the
-- users' and the catalogue's own text.

-- The one translation, for messages built elsewhere.
create or replace function private.latin_digits(_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(_text, '٠١٢٣٤٥٦٧٨٩٬٫٪', '0123456789,.%')
$$;
revoke execute on function private.latin_digits(text) from public, anon, authenticated;

-- Kept under its name for its callers (limits in messages, «استعادة الإصدار N»): a count as shown.
create or replace function private.arabic_digits(_n bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select _n::text
$$;
revoke execute on function private.arabic_digits(bigint) from public, anon, authenticated;

-- The refusals of own prompts, companies and the import file carry their message through here.
create or replace function private.user_prompt_refuse(_message text, _hint text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = private.latin_digits(_message), hint = _hint;
end
$$;
revoke execute on function private.user_prompt_refuse(text, text) from public, anon, authenticated;

create or replace function private.company_refuse(_message text, _hint text, _code text default 'P0001')
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = _code, message = private.latin_digits(_message), hint = _hint;
end
$$;
revoke execute on function private.company_refuse(text, text, text) from public, anon, authenticated;

create or replace function private.import_refuse_file(_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = private.latin_digits(_message), hint = 'invalid_file';
end
$$;
revoke execute on function private.import_refuse_file(text) from public, anon, authenticated;

-- The two messages raised directly, as in 20261125233000_collections.sql and
-- 20261130200000_prompt_runs.sql with Latin digits.
create or replace function private.collections_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim jsonb;
  used integer;
begin
  new.name := btrim(regexp_replace(coalesce(new.name, ''), '\s+', ' ', 'g'));
  if new.name = '' then
    raise exception using errcode = 'P0001', message = 'اكتب اسماً للمجموعة',
      hint = 'collection_name_required';
  end if;
  if char_length(new.name) > 60 then
    raise exception using errcode = 'P0001', message = 'اسم المجموعة طويل: 60 حرفاً على الأكثر',
      hint = 'collection_name_too_long';
  end if;
  if exists (select 1 from public.collections c
              where c.user_id = new.user_id and c.name = new.name and c.id <> new.id) then
    raise exception using errcode = 'P0001', message = 'لديك مجموعة بهذا الاسم. اختر اسماً آخر',
      hint = 'collection_name_taken';
  end if;
  if tg_op = 'INSERT' and not new.is_default and not private.is_trusted_caller() then
    -- One writer per user at a time, so two tabs cannot both take the last place.
    perform pg_advisory_xact_lock(hashtextextended('collections:' || new.user_id::text, 0));
    lim := private.entitlements(new.user_id) -> 'limits' -> 'collections';
    if lim is null or jsonb_typeof(lim) <> 'number' then
      raise exception using errcode = 'P0001',
        message = 'إنشاء المجموعات متاح مع اشتراك فعّال. فعِّل اشتراكك لإنشاء مجموعة جديدة',
        hint = 'collections_limit';
    end if;
    select count(*) into used from public.collections c
     where c.user_id = new.user_id and not c.is_default;
    if (lim)::integer >= 0 and used >= (lim)::integer then
      raise exception using errcode = 'P0001',
        message = format('وصلت إلى الحد الأقصى لعدد المجموعات في باقتك (%s). رقِّ باقتك لإنشاء المزيد',
          ((lim)::integer)::text),
        hint = 'collections_limit';
    end if;
  end if;
  return new;
end
$$;

create or replace function private.prompt_runs_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.search_doc := setweight(private.search_tsv(left(new.title, 300)), 'A')
                    || setweight(private.search_tsv(left(coalesce(
                         (select string_agg(v.value, ' ') from jsonb_each_text(new.variables) v), ''), 5000)), 'C')
                    || setweight(private.search_tsv(left(new.answer, 20000)), 'D');
  if tg_op = 'INSERT' then
    perform private.enforce_rate_limit('prompt_run_write', 1, 600, 60);
    if not private.is_trusted_caller() then
      perform pg_advisory_xact_lock(hashtext('prompt_runs:' || new.user_id::text));
      if (select count(*) from public.prompt_runs r where r.user_id = new.user_id) >= 5000 then
        raise exception using errcode = 'P0001',
          message = 'سجل التشغيل ممتلئ (5,000 تشغيل). احذف تشغيلات قديمة لتحفظ الجديدة.',
          hint = 'history_full';
      end if;
    end if;
  else
    perform private.enforce_rate_limit('prompt_run_write', 1, 600, 60);
  end if;
  return new;
end
$$;

revoke execute on function private.collections_guard() from public, anon, authenticated;
revoke execute on function private.prompt_runs_guard() from public, anon, authenticated;
