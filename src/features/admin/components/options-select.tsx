import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { cn } from '@/lib/cn'

/** Radix's value for «الكل» (an item's value cannot be empty). */
const ALL = '__all__'

/**
 * A labelled select over `options` (value → Arabic name). With `allLabel`, a first choice that
 * stands for no value ('').
 */
export function OptionsSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  allLabel,
  className,
}: {
  id: string
  label: string
  value: T | ''
  options: Record<T, string>
  onChange: (value: T | '') => void
  allLabel?: string
  className?: string
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value === '' ? ALL : value}
        onValueChange={(v) => onChange(v === ALL ? '' : (v as T))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
          {(Object.entries(options) as [T, string][]).map(([key, name]) => (
            <SelectItem key={key} value={key}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
