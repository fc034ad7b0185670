-- Issue 49: the product's e-mail change (send-verification-email → verify-email) confirms both
-- addresses. A request stores two tokens with one change_id: `email_change` (mailed to the new
-- address) and `email_change_current` (mailed to the account's address); verify-email marks the
-- one opened as confirmed and applies the new address only when its partner is confirmed too.
-- Retiring an older link sets used_at without confirmed_at, so a retired link never counts.
-- Tokens stored before this migration have no change_id and keep the one-link rule they were
-- mailed with.
alter table public.email_verification_tokens
  add column change_id uuid,
  add column confirmed_at timestamptz;

alter table public.email_verification_tokens
  drop constraint email_verification_tokens_type_check;
alter table public.email_verification_tokens
  add constraint email_verification_tokens_type_check
  check (type in ('registration', 'email_change', 'email_change_current'));
alter table public.email_verification_tokens
  add constraint email_verification_tokens_current_has_new_email
  check (type <> 'email_change_current' or (new_email is not null and change_id is not null));

create index email_verification_tokens_change_id_idx
  on public.email_verification_tokens (change_id) where change_id is not null;

comment on column public.email_verification_tokens.change_id is
  'Issue 49: the two links of one e-mail change (new address and current address) share it.';
comment on column public.email_verification_tokens.confirmed_at is
  'Issue 49: when the link was opened (used_at alone may mean a retired link).';
