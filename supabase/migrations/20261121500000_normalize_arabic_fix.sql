-- Arabic search normalisation, corrected. The first version's translate() target list was one
-- letter longer than its source list, so from taa marbuta on every mapping slid by one:
-- taa marbuta became yaa, alef maqsura became haa, and Arabic digits became the previous ASCII
-- digit (٩٠ -> "89"), so "90" never found "٩٠". Each pair is now written once, with its code
-- points, so the two lists cannot drift apart again.
create or replace function private.normalize_arabic(_input text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    lower(translate(
      -- tashkeel (fathatan .. sukun, superscript alef), Quranic marks and tatweel are dropped
      regexp_replace(normalize(coalesce(_input, ''), NFC),
        '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
      -- alef with hamza above/below, alef with madda, alef wasla, taa marbuta, alef maqsura,
      -- waw with hamza, yaa with hamza, then the Arabic-Indic digits 0-9
      U&'\0623\0625\0622\0671\0629\0649\0624\0626\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669',
      --  ا    ا    ا    ا    ه    ي    و    ي    0 1 2 3 4 5 6 7 8 9
      U&'\0627\0627\0627\0627\0647\064A\0648\064A0123456789'
    )),
    '\s+', ' ', 'g'))
$$;
comment on function private.normalize_arabic(text) is
  'Search normalisation: strips tashkeel and tatweel, unifies alef/hamza forms, taa marbuta -> haa, alef maqsura -> yaa, Arabic digits -> ASCII, lower-cases Latin.';
revoke execute on function private.normalize_arabic(text) from public, anon, authenticated;
grant execute on function private.normalize_arabic(text) to anon, authenticated, service_role;

-- The stored search columns were computed with the old function; recompute them (an UPDATE
-- regenerates stored generated columns). A no-op where the table is still empty.
update public.prompts set title_ar = title_ar;
