-- A pinned result gets a single-column id beside its pair key (query, prompt_id), as
-- company_values and company_ai_keys have: the admin-reach checks address every admin table's
-- rows by one key column. The audit trigger now names a pin by this id (private.audit_admin_write
-- prefers an id column); the query stays in the audit row's new_values.
alter table public.search_pins add column id uuid not null default gen_random_uuid();
alter table public.search_pins add constraint search_pins_id_key unique (id);
