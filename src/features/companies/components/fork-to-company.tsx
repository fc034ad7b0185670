import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { companyPaths } from '@/lib/company-paths'
import { toast } from '@/lib/toast'
import { forkPromptToCompany } from '../api/companies'
import { companyKeys } from '../api/keys'
import { myCompaniesQuery } from '../api/my-companies'
import { can } from '../lib/roles'

/**
 * «نسخ إلى مكتبة الشركة» on a library prompt: a draft copy in a company the user writes in,
 * remembering the library prompt so the company is told when it changes. Only where the user's
 * plan opens the prompt (the database refuses otherwise, in Arabic).
 */
export function ForkToCompany({ promptId }: { promptId: string }) {
  const companies = useQuery(myCompaniesQuery())
  const writable = (companies.data ?? []).filter((c) => can(c.role).write)
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const fork = useMutation({
    mutationFn: (companyId: string) => forkPromptToCompany(companyId, promptId),
    onSuccess: async (id, companyId) => {
      setOpen(false)
      toast.success('نُسخ الأمر إلى مكتبة الشركة مسودةً')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      void navigate(companyPaths.prompt.to(companyId, id))
    },
    onError: (error: Error) => toast.error(error.message),
  })
  if (writable.length === 0) return null
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">نسخ إلى مكتبة الشركة</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>نسخ الأمر إلى مكتبة الشركة</DialogTitle>
          <DialogDescription>
            تصبح النسخة مسودة في الشركة تُراجع قبل أن يراها الأعضاء، وننبهك إن تغيّر الأمر الأصلي.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label="الشركات">
          {writable.map((c) => (
            <li key={c.id}>
              <Button
                variant="outline"
                className="w-full justify-start"
                disabled={fork.isPending}
                onClick={() => fork.mutate(c.id)}
              >
                {c.name}
              </Button>
            </li>
          ))}
        </ul>
        {fork.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {fork.error.message}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
