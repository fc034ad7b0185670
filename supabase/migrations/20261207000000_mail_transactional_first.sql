-- Issue 49: a transactional mail is claimed before any list mail that is due.
--
-- The worker claims at most its limit per run, oldest first. A newsletter of thousands queues
-- thousands of list rows at once; a password-change notice, a receipt or a support reply queued
-- after them (and not kicked at once by its function) waited behind the whole newsletter. The
-- claim now takes every due transactional mail first, then list mail (newsletter, digest) in
-- their order; the index serves exactly that order.

drop index if exists private.mail_outbox_due_idx;
create index mail_outbox_due_idx on private.mail_outbox ((list is not null), not_before)
  where status in ('queued', 'sending');

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
     order by (o.list is not null), o.not_before
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
  'Service role only (mail-outbox): claims due mails (queued, or sending past their lease; transactional before list mail), marks suppressed ones, answers the rest with a one-click unsubscribe token for list mail.';
revoke execute on function public.claim_mail_outbox(integer, integer, uuid[]) from public, anon, authenticated;
grant execute on function public.claim_mail_outbox(integer, integer, uuid[]) to service_role;
