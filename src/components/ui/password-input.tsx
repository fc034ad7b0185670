import { useState, type ComponentProps } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { useStaticRender } from '@/hooks/use-static-render'
import { cn } from '@/lib/cn'
import { Input } from './input'

/**
 * A password input with a show/hide toggle; the toggle is a real button with a spoken state. On a
 * static page (issue 51) both icons are in the markup and src/islands/password-toggle.ts runs it.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  const isStatic = useStaticRender() !== null
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        dir="ltr"
        className={cn('pl-11 text-left', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور'}
        aria-pressed={visible}
        data-island={isStatic ? 'password-toggle' : undefined}
        className="absolute inset-y-0 left-0 flex w-11 items-center justify-center rounded-l-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isStatic ? (
          <>
            <EyeOff aria-hidden="true" className="hidden size-4" data-icon="shown" />
            <Eye aria-hidden="true" className="size-4" data-icon="hidden" />
          </>
        ) : visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
