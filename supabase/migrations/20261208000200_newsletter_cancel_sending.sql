-- Issue 49: cancelling a newsletter issue that is already being sent stops it.
--
-- Until now cancel worked only before the sending started (scheduled → draft); an issue being
-- expanded kept expanding and its queued mails kept going out. Now cancelling an issue in
-- `sending` makes it `cancelled` (final: part of its audience may have it already, so it is not a
-- draft to send again): newsletter_send_batch only expands `scheduled` and `sending` issues, so
-- the expansion stops, and its mails still queued become `suppressed` ('suppressed: cancelled')
-- in the same transaction. Mails a worker has already claimed (`sending`) still go out. The
-- cancel waits for a batch expanding the issue at that moment (the batch holds the issue's row),
-- so the batch's rows are stopped too. A scheduled issue still goes back to draft.

alter table public.newsletter_issues drop constraint newsletter_issues_status_check;
alter table public.newsletter_issues add constraint newsletter_issues_status_check
  check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'));

create or replace function rpc_definer.admin_cancel_newsletter_issue(p_id uuid)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.newsletter_issues;
  was text;
  stopped integer := 0;
begin
  perform private.require_admin();
  select i.status into was from public.newsletter_issues i where i.id = p_id for update;
  if was = 'scheduled' then
    update public.newsletter_issues i
       set status = 'draft', scheduled_at = null
     where i.id = p_id
    returning i.* into saved;
  elsif was = 'sending' then
    update public.newsletter_issues i
       set status = 'cancelled', finished_at = now()
     where i.id = p_id
    returning i.* into saved;
    update private.mail_outbox o
       set status = 'suppressed', last_error = 'suppressed: cancelled',
           data = private.mail_scrub(o.data), updated_at = now()
     where o.dedupe_key like 'newsletter:' || p_id::text || ':%' and o.status = 'queued';
    get diagnostics stopped = row_count;
  end if;
  if saved.id is null then
    raise exception 'لا يمكن إلغاء هذه النشرة: أُرسلت بالكامل أو ليست مجدولة' using errcode = 'P0001', hint = 'not_scheduled';
  end if;
  perform private.record_audit('newsletter_cancel', (select auth.uid()), 'newsletter_issues', p_id::text,
    null, jsonb_build_object('status', was), jsonb_build_object('status', saved.status, 'stopped', stopped));
  return saved;
end
$$;
comment on function rpc_definer.admin_cancel_newsletter_issue(uuid) is
  'Issue 49: cancels a newsletter issue: a scheduled one becomes a draft again; one being sent is cancelled (its expansion stops and its queued mails are suppressed). Admins at aal2, audited.';
revoke execute on function rpc_definer.admin_cancel_newsletter_issue(uuid) from public;
grant execute on function rpc_definer.admin_cancel_newsletter_issue(uuid) to authenticated, service_role;

comment on function public.admin_cancel_newsletter_issue(uuid) is
  'Issue 49: cancels a newsletter issue (scheduled: back to draft; being sent: stopped, its queued mails suppressed); admins at aal2, audited.';
