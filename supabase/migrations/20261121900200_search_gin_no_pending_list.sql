-- Search indexes without a pending list (issue 12).
--
-- GIN indexes default to fastupdate: new entries go to an unsorted pending list that every
-- search scans in full until a vacuum merges it. After a bulk load of the catalogue (30,000
-- prompts) the full-text index held 4,964 pending entries (256 pages), and search_prompts cost
-- about twice the CPU until autovacuum came by. The catalogue is written rarely (admins) and
-- searched constantly, so its GIN indexes insert directly; what is pending now is merged.
alter index public.prompts_search_tsv_idx set (fastupdate = off);
alter index public.prompts_search_key_trgm_idx set (fastupdate = off);
alter index public.prompts_search_text_trgm_idx set (fastupdate = off);
alter index private.search_words_key_trgm_idx set (fastupdate = off);

select pg_catalog.gin_clean_pending_list(i::regclass)
  from unnest(array[
    'public.prompts_search_tsv_idx',
    'public.prompts_search_key_trgm_idx',
    'public.prompts_search_text_trgm_idx',
    'private.search_words_key_trgm_idx'
  ]) i;
