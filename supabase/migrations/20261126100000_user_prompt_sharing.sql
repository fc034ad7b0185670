-- Sharing own prompts (issue 21, «مشاركة»): an own prompt is private; its owner can give it an
-- unlisted, read-only link /p/<slug> and revoke it at any time. Anyone with the link reads it
-- through get_shared_prompt (rate-limited); a signed-in user can copy it into their own prompts
-- (fork_shared_prompt, within the plan's user_prompts limit).
--
-- The slug lives on the prompt (user_prompts.share_slug): 24 url-safe characters from 18 random
-- bytes (144 bits), unique. Revoking clears it; sharing again draws a new one, so an old link
-- never comes back. Moving the prompt to «المحذوفة مؤخراً» revokes its link (a restore does not
-- bring it back).
--
-- Sharing never exposes a library prompt's paid body (docs/decisions.md, "Sharing and library
-- forks"): a fork of a library prompt can be shared only while the entitlement rule opens its
-- origin to a visitor without a plan (private.plan_opens with no limits). Today that is no
-- library prompt at all (even the trial sample is metered by the trial plan), so no fork of the
-- library can be shared. `library_fork` is sticky: it stays true when the body is edited, when
-- the origin is deleted from the library (forked_from set null) and in a duplicate, so a fork
-- remains a fork. The rule is checked by a trigger (whoever writes the slug), when sharing, and
-- again on every read.

-- ---------------------------------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------------------------------
alter table public.user_prompts
  add column share_slug text unique check (share_slug ~ '^[A-Za-z0-9_-]{24}$'),
  add column shared_at timestamptz,
  add column library_fork boolean not null default false,
  add column shared_from_slug text check (char_length(shared_from_slug) <= 64);
comment on column public.user_prompts.share_slug is
  'The unlisted share link /p/<slug> while the prompt is shared (null: private). 24 url-safe random characters; revoking clears it, sharing again draws a new one.';
comment on column public.user_prompts.shared_at is
  'When the current share link was created (null: private).';
comment on column public.user_prompts.library_fork is
  'Sticky: the prompt is (a copy of) a fork of a library prompt, even after edits or the origin''s deletion. Such a prompt is shared only while its origin is open without a plan (never, today).';
comment on column public.user_prompts.shared_from_slug is
  'The share link this prompt was copied from («نسخ إلى أوامري» on /p/<slug>), null otherwise.';

update public.user_prompts set library_fork = true where forked_from is not null;

-- ---------------------------------------------------------------------------------------------
-- The rule
-- ---------------------------------------------------------------------------------------------
-- Whether a prompt with these origin fields may be read by anyone with its link: not a library
-- fork, or a fork whose origin exists and is open to a visitor without a plan.
create or replace function private.user_prompt_shareable(_library_fork boolean, _forked_from uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not coalesce(_library_fork, false)
      or coalesce((select private.plan_opens('{}'::jsonb, null, 'prompt', p.category, p.platforms,
                                             p.trial_sample, null)
                     from public.prompts p
                    where p.id = _forked_from and p.is_published), false)
$$;
comment on function private.user_prompt_shareable(boolean, uuid) is
  'Sharing rule: an own prompt may be shared unless it is a library fork whose origin a visitor without a plan cannot open (every library prompt today).';
revoke execute on function private.user_prompt_shareable(boolean, uuid) from public, anon, authenticated;
grant execute on function private.user_prompt_shareable(boolean, uuid) to service_role;

-- Trigger: keeps library_fork sticky, revokes the link of a prompt moved to the deleted list, and
-- refuses a share link on a prompt the rule does not allow, whoever writes it.
create or replace function private.user_prompt_share_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.library_fork := coalesce(new.library_fork, false) or new.forked_from is not null
    or (tg_op = 'UPDATE' and old.library_fork);
  if tg_op = 'UPDATE' and new.deleted_at is not null and old.deleted_at is null then
    new.share_slug := null;
  end if;
  if new.share_slug is null then
    new.shared_at := null;
  elsif not private.user_prompt_shareable(new.library_fork, new.forked_from) then
    raise exception using errcode = 'P0001',
      message = 'لا يمكن مشاركة أمر منسوخ من مكتبة سند: محتوى المكتبة متاح للمشتركين فقط. اكتب أمرك الخاص لتشاركه.',
      hint = 'fork_not_shareable';
  end if;
  return new;
end
$$;
comment on function private.user_prompt_share_guard() is
  'Trigger: library_fork stays true once set; a prompt moved to the deleted list loses its share link; a library fork (origin not open without a plan) cannot get one.';
revoke execute on function private.user_prompt_share_guard() from public, anon, authenticated;

create trigger user_prompt_share_guard before insert or update on public.user_prompts
  for each row execute function private.user_prompt_share_guard();

create or replace function private.share_slug_valid(_slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(_slug ~ '^[A-Za-z0-9_-]{24}$', false)
$$;
revoke execute on function private.share_slug_valid(text) from public, anon, authenticated;

-- A duplicate of a library fork is a library fork too (the origin may be gone from the library).
create or replace function rpc_definer.duplicate_user_prompt(p_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb := private.user_prompt_writer();
  cur public.user_prompts := private.user_prompt_own(p_id);
  new_id uuid;
begin
  perform private.user_prompt_check_limit(ent);
  insert into public.user_prompts (user_id, title, description, body, category, platforms, tags,
                                   variables, forked_from, library_fork)
  values (caller, left('نسخة من ' || cur.title, 200), cur.description, cur.body, cur.category,
          cur.platforms, cur.tags, cur.variables, cur.forked_from, cur.library_fork)
  returning id into new_id;
  insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
  values (new_id, caller, 1, cur.body, left('نسخة من «' || cur.title || '»', 300));
  return new_id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- share_user_prompt: the prompt's link (an existing one, or a new slug).
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.share_user_prompt(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cur public.user_prompts;
  slug text;
begin
  perform private.user_prompt_writer();
  cur := private.user_prompt_own(p_id);
  if cur.share_slug is not null then
    return cur.share_slug;
  end if;
  if not private.user_prompt_shareable(cur.library_fork, cur.forked_from) then
    perform private.user_prompt_refuse(
      'لا يمكن مشاركة أمر منسوخ من مكتبة سند: محتوى المكتبة متاح للمشتركين فقط. اكتب أمرك الخاص لتشاركه.',
      'fork_not_shareable');
  end if;
  slug := translate(encode(extensions.gen_random_bytes(18), 'base64'), '+/', '-_');
  update public.user_prompts u set share_slug = slug, shared_at = now() where u.id = cur.id;
  return slug;
end
$$;
comment on function rpc_definer.share_user_prompt(uuid) is
  'Gives one of the caller''s own prompts an unlisted share link and returns its slug (the current one when already shared). Refused for library forks (fork_not_shareable) and without a plan.';
revoke execute on function rpc_definer.share_user_prompt(uuid) from public;
grant execute on function rpc_definer.share_user_prompt(uuid) to authenticated, service_role;

create or replace function public.share_user_prompt(p_id uuid)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.share_user_prompt(p_id);
end
$$;
comment on function public.share_user_prompt(uuid) is
  'Gives one of the caller''s own prompts an unlisted share link and returns its slug (the current one when already shared). Refused for library forks (fork_not_shareable) and without a plan.';
revoke execute on function public.share_user_prompt(uuid) from public, anon;
grant execute on function public.share_user_prompt(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- unshare_user_prompt: revokes the link (works without a plan, like delete).
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.unshare_user_prompt(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'يجب تسجيل الدخول لإدارة أوامرك',
      hint = 'sign_in_required';
  end if;
  perform private.enforce_rate_limit('user_prompt_write', 1, 120, 1);
  update public.user_prompts u set share_slug = null
   where u.id = p_id and u.user_id = caller;
  if not found then
    perform private.user_prompt_refuse('الأمر غير موجود', 'not_found');
  end if;
end
$$;
comment on function rpc_definer.unshare_user_prompt(uuid) is
  'Revokes the share link of one of the caller''s own prompts (the old link stays dead; sharing again draws a new one). Works without a plan.';
revoke execute on function rpc_definer.unshare_user_prompt(uuid) from public;
grant execute on function rpc_definer.unshare_user_prompt(uuid) to authenticated, service_role;

create or replace function public.unshare_user_prompt(p_id uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  perform rpc_definer.unshare_user_prompt(p_id);
end
$$;
comment on function public.unshare_user_prompt(uuid) is
  'Revokes the share link of one of the caller''s own prompts (the old link stays dead; sharing again draws a new one). Works without a plan.';
revoke execute on function public.unshare_user_prompt(uuid) from public, anon;
grant execute on function public.unshare_user_prompt(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- get_shared_prompt: what /p/<slug> shows, for anyone with the link. One row while the prompt is
-- shared, not deleted and allowed by the rule; no row when the link was revoked or never existed
-- (the same answer, so a revoked slug cannot be told from a guessed one). A slug of the wrong
-- shape is refused in Arabic (hint invalid_slug). No owner id, e-mail or name is returned.
-- Rate-limited: 60 a minute per address (anon), 120 a minute per user.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.get_shared_prompt(p_slug text)
returns table (
  title text, description text, body text, variables jsonb, category text, platforms text[],
  tags text[], shared_at timestamptz, updated_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_rate_limit('shared_prompt', 60, 120, 1);
  if not private.share_slug_valid(p_slug) then
    perform private.user_prompt_refuse('رابط المشاركة غير صالح. تأكد من نسخه كاملاً.', 'invalid_slug');
  end if;
  return query
    select u.title, u.description, u.body, u.variables, u.category, u.platforms, u.tags,
           u.shared_at, u.updated_at
      from public.user_prompts u
     where u.share_slug = p_slug and u.deleted_at is null
       and private.user_prompt_shareable(u.library_fork, u.forked_from);
end
$$;
comment on function rpc_definer.get_shared_prompt(text) is
  'The shared own prompt behind /p/<slug> (title, description, body, variables, category, platforms, tags, dates; never the owner). No row when revoked, deleted or unknown; invalid_slug for a malformed slug. Rate-limited: 60 a minute per address for anon, 120 per user.';
revoke execute on function rpc_definer.get_shared_prompt(text) from public;
grant execute on function rpc_definer.get_shared_prompt(text) to anon, authenticated, service_role;

create or replace function public.get_shared_prompt(p_slug text)
returns table (
  title text, description text, body text, variables jsonb, category text, platforms text[],
  tags text[], shared_at timestamptz, updated_at timestamptz)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return query select * from rpc_definer.get_shared_prompt(p_slug);
end
$$;
comment on function public.get_shared_prompt(text) is
  'The shared own prompt behind /p/<slug> (title, description, body, variables, category, platforms, tags, dates; never the owner). No row when revoked, deleted or unknown; invalid_slug for a malformed slug. Rate-limited: 60 a minute per address for anon, 120 per user.';
revoke execute on function public.get_shared_prompt(text) from public;
grant execute on function public.get_shared_prompt(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- fork_shared_prompt: «نسخ إلى أوامري» on /p/<slug>: a copy in the caller's own prompts (within
-- the plan's limit) that remembers the link it came from.
-- ---------------------------------------------------------------------------------------------
create or replace function rpc_definer.fork_shared_prompt(p_slug text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  ent jsonb := private.user_prompt_writer();
  src public.user_prompts;
  new_id uuid;
begin
  if not private.share_slug_valid(p_slug) then
    perform private.user_prompt_refuse('رابط المشاركة غير صالح. تأكد من نسخه كاملاً.', 'invalid_slug');
  end if;
  select * into src from public.user_prompts u
   where u.share_slug = p_slug and u.deleted_at is null
     and private.user_prompt_shareable(u.library_fork, u.forked_from);
  if src.id is null then
    perform private.user_prompt_refuse('هذا الرابط لم يعد متاحاً: ألغى صاحبه المشاركة أو حذف الأمر.',
                                       'share_unavailable');
  end if;
  perform private.user_prompt_check_limit(ent);
  insert into public.user_prompts (user_id, title, description, body, category, platforms, tags,
                                   variables, forked_from, library_fork, shared_from_slug)
  values (caller, src.title, src.description, src.body, src.category, src.platforms, src.tags,
          src.variables, src.forked_from, src.library_fork, p_slug)
  returning id into new_id;
  insert into public.user_prompt_versions (user_prompt_id, user_id, version, body, note)
  values (new_id, caller, 1, src.body, 'نُسخ من رابط مشاركة');
  return new_id;
end
$$;
comment on function rpc_definer.fork_shared_prompt(text) is
  'Copies the prompt shared at /p/<slug> into the caller''s own prompts (within the plan''s user_prompts limit; remembers the slug). share_unavailable when the link is revoked or unknown.';
revoke execute on function rpc_definer.fork_shared_prompt(text) from public;
grant execute on function rpc_definer.fork_shared_prompt(text) to authenticated, service_role;

create or replace function public.fork_shared_prompt(p_slug text)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  return rpc_definer.fork_shared_prompt(p_slug);
end
$$;
comment on function public.fork_shared_prompt(text) is
  'Copies the prompt shared at /p/<slug> into the caller''s own prompts (within the plan''s user_prompts limit; remembers the slug). share_unavailable when the link is revoked or unknown.';
revoke execute on function public.fork_shared_prompt(text) from public, anon;
grant execute on function public.fork_shared_prompt(text) to authenticated, service_role;
