import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { companyPaths } from '@/lib/company-paths'
import { toast } from '@/lib/toast'
import { ownPromptsQuery, submitUserPromptToCompany } from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { selectClass } from '@/components/ui/input'

/** «إرسال من أوامري»: a copy of one of my own prompts goes into the company, straight to review. */
export function SubmitOwnPrompt() {
  const company = useCompany()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState('')
  const selectId = useId()
  const own = useQuery({ ...ownPromptsQuery(), enabled: open })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const submit = useMutation({
    mutationFn: () => submitUserPromptToCompany(chosen, company.id),
    onSuccess: async (id) => {
      setOpen(false)
      toast.success('أُرسل الأمر إلى مراجعة الشركة')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      void navigate(companyPaths.prompt.to(company.id, id))
    },
    onError: (error: Error) => toast.error(error.message),
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">إرسال من أوامري</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>إرسال أمر من أوامري إلى الشركة</DialogTitle>
          <DialogDescription>
            تُرسل نسخة من الأمر إلى مراجعة الشركة؛ يبقى أمرك الأصلي كما هو.
          </DialogDescription>
        </DialogHeader>
        {own.isPending ? (
          <Skeleton className="h-11" />
        ) : own.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {own.error.message}
          </p>
        ) : own.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">ليس لديك أوامر خاصة بعد.</p>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              الأمر
            </label>
            <select
              id={selectId}
              className={selectClass}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">اختر أمراً</option>
              {own.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
        )}
        {submit.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {submit.error.message}
          </p>
        ) : null}
        <DialogFooter>
          <Button disabled={chosen === '' || submit.isPending} onClick={() => submit.mutate()}>
            {submit.isPending ? 'جارٍ الإرسال...' : 'إرسال للمراجعة'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
