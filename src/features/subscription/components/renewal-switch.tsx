import { useId } from 'react'
import { Switch } from '@/components/ui/switch'

/** Automatic renewal on/off with its state in words (the person's and the company's panels). */
export function RenewalSwitch({
  checked,
  disabled,
  label,
  onCheckedChange,
}: {
  checked: boolean
  disabled: boolean
  /** The switch's accessible name. */
  label: string
  onCheckedChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm">
        {checked ? 'مفعّل' : 'متوقف'}
      </label>
      <Switch
        id={id}
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </div>
  )
}
