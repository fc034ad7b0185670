-- Issue 20: admin settings take effect live. The chat widget and its smart suggestions follow the
-- chat_assistant and smart_suggestions flags as an admin toggles them, so feature_flags joins the
-- realtime publication (every signed-in user and anon may read the flags already).
alter publication supabase_realtime add table public.feature_flags;
