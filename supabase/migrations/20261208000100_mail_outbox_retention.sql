-- Issue 49: the outbox keeps what it sent for 90 days, not forever.
--
-- Sent and suppressed rows (final, their one-time links already scrubbed) older than 90 days are
-- deleted by the worker's scheduled run (mail-outbox calls purge_mail_outbox when it is not a
-- kick for given rows), a bounded batch per run. Failed rows stay: admins see them in
-- «البريد المتعثر» and may queue them again. Queued and sending rows are never touched.
--
-- A newsletter issue's counts were read from its outbox rows; before its rows go, their counts
-- are added to private.newsletter_purged_counts and admin_newsletter_issues adds them back, so
-- an old issue still shows what it sent (its unsubscribes are counted as of the purge).

create index mail_outbox_final_idx on private.mail_outbox (updated_at)
  where status in ('sent', 'suppressed');

create table private.newsletter_purged_counts (
  issue_id uuid primary key references public.newsletter_issues (id) on delete cascade,
  sent bigint not null default 0,
  suppressed bigint not null default 0,
  unsubscribed bigint not null default 0,
  updated_at timestamptz not null default now()
);
comment on table private.newsletter_purged_counts is
  'Issue 49: the counts of a newsletter issue''s outbox rows purged after 90 days (admin_newsletter_issues adds them).';
revoke all on table private.newsletter_purged_counts from public, anon, authenticated;

-- Deletes up to p_limit sent or suppressed rows last changed more than p_keep_days ago (at least
-- 30), oldest first, and answers how many. Service role only (mail-outbox).
create or replace function public.purge_mail_outbox(p_keep_days integer default 90, p_limit integer default 5000)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  if not private.is_trusted_caller() then
    raise exception using errcode = '42501', message = 'غير مصرح';
  end if;
  with gone as (
    delete from private.mail_outbox o
     where o.id in (
       select x.id from private.mail_outbox x
        where x.status in ('sent', 'suppressed')
          and x.updated_at < now() - make_interval(days => greatest(coalesce(p_keep_days, 90), 30))
        order by x.updated_at
        limit least(greatest(coalesce(p_limit, 5000), 1), 50000))
    returning o.dedupe_key, o.status, o.to_email, o.sent_at
  ),
  issue_rows as (
    select i.id as issue_id, g.status, g.to_email, g.sent_at
      from gone g
      join public.newsletter_issues i
        on g.dedupe_key ~ '^newsletter:[0-9a-f-]{36}:'
       and i.id = split_part(g.dedupe_key, ':', 2)::uuid
  ),
  rolled as (
    insert into private.newsletter_purged_counts as c (issue_id, sent, suppressed, unsubscribed)
    select r.issue_id,
           count(*) filter (where r.status = 'sent'),
           count(*) filter (where r.status = 'suppressed'),
           count(*) filter (where r.status = 'sent' and exists (
             select 1 from private.mail_suppressions s
              where s.email = r.to_email and s.reason = 'unsubscribe' and s.list = 'newsletter'
                and s.created_at >= r.sent_at))
      from issue_rows r
     group by r.issue_id
    on conflict (issue_id) do update
      set sent = c.sent + excluded.sent, suppressed = c.suppressed + excluded.suppressed,
          unsubscribed = c.unsubscribed + excluded.unsubscribed, updated_at = now()
    returning 1
  )
  select count(*) into purged from gone;
  return purged;
end
$$;
comment on function public.purge_mail_outbox(integer, integer) is
  'Service role only (mail-outbox''s scheduled run): deletes sent and suppressed outbox rows older than 90 days (failed rows are kept for admins), keeping newsletter issues'' counts.';
revoke execute on function public.purge_mail_outbox(integer, integer) from public, anon, authenticated;
grant execute on function public.purge_mail_outbox(integer, integer) to service_role;

-- 20261205000000's function, with the purged rows' counts added.
create or replace function rpc_definer.admin_newsletter_issues()
returns table (
  id uuid,
  subject text,
  body text,
  audience text,
  audience_plans text[],
  audience_company_id uuid,
  status text,
  scheduled_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  recipients integer,
  pending bigint,
  sent bigint,
  failed bigint,
  suppressed bigint,
  unsubscribed bigint,
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select i.id, i.subject, i.body, i.audience, i.audience_plans, i.audience_company_id, i.status,
         i.scheduled_at, i.started_at, i.finished_at, i.recipients,
         coalesce(c.pending, 0),
         coalesce(c.sent, 0) + coalesce(p.sent, 0),
         coalesce(c.failed, 0),
         coalesce(c.suppressed, 0) + coalesce(p.suppressed, 0),
         coalesce(c.unsubscribed, 0) + coalesce(p.unsubscribed, 0),
         i.created_at, i.updated_at
    from public.newsletter_issues i
    left join private.newsletter_purged_counts p on p.issue_id = i.id
    left join lateral (
      select count(*) filter (where o.status in ('queued', 'sending')) as pending,
             count(*) filter (where o.status = 'sent') as sent,
             count(*) filter (where o.status = 'failed') as failed,
             count(*) filter (where o.status = 'suppressed') as suppressed,
             count(*) filter (where o.status = 'sent' and exists (
               select 1 from private.mail_suppressions s
                where s.email = o.to_email and s.reason = 'unsubscribe' and s.list = 'newsletter'
                  and s.created_at >= o.sent_at)) as unsubscribed
        from private.mail_outbox o
       where o.dedupe_key like 'newsletter:' || i.id::text || ':%'
    ) c on true
   order by i.created_at desc
   limit 200;
end
$$;
comment on function rpc_definer.admin_newsletter_issues() is
  'Issue 49: the newest 200 newsletter issues with their outbox counts (pending, sent, failed, suppressed; rows purged after 90 days included) and unsubscribes since (admins at aal2).';
revoke execute on function rpc_definer.admin_newsletter_issues() from public;
grant execute on function rpc_definer.admin_newsletter_issues() to authenticated, service_role;
