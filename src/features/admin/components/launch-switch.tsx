import { Switch } from '@/components/ui/switch'
import { LAUNCH_KEY, useSaveSetting, type SiteSetting } from '../api/settings'
import { ConfirmDialog } from './confirm-dialog'

/** IS_LAUNCHED: every visitor's launch gate follows this row live (realtime). */
export function LaunchSwitch({ settings }: { settings: SiteSetting[] }) {
  const save = useSaveSetting()
  const row = settings.find((s) => s.setting_key === LAUNCH_KEY)
  // Spec 4: a missing setting counts as launched.
  const launched = row ? row.setting_value === 'true' : true
  const next = !launched
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex flex-col gap-1">
        <span id="launch-label" className="font-medium">
          المنصة مفتوحة للجميع (IS_LAUNCHED)
        </span>
        <span className="text-sm text-muted-foreground">
          {launched
            ? 'المنصة مفتوحة: يصل الزوار إلى كل الصفحات.'
            : 'المنصة مغلقة: يُحوَّل الزوار إلى قائمة الانتظار، ما عدا المشرفين.'}
        </span>
      </div>
      <ConfirmDialog
        trigger={
          <Switch
            aria-labelledby="launch-label"
            checked={launched}
            disabled={save.isPending}
            // The dialog opens on click; the value changes only after confirming.
            onCheckedChange={() => undefined}
          />
        }
        title={next ? 'فتح المنصة للجميع' : 'إغلاق المنصة'}
        description={
          next
            ? 'سيُحرَّر جميع الزوار من صفحة قائمة الانتظار فوراً دون إعادة تحميل.'
            : 'سيُحوَّل جميع الزوار غير المشرفين إلى صفحة قائمة الانتظار فوراً.'
        }
        confirmLabel={next ? 'فتح المنصة' : 'إغلاق المنصة'}
        destructive={!next}
        onConfirm={() => save.mutateAsync({ key: LAUNCH_KEY, value: String(next) })}
      />
    </div>
  )
}
