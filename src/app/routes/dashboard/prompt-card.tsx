import { useParams } from 'react-router-dom'
import { PromptDetail } from '@/features/catalogue/components/prompt-detail'
import { ForkToCompany } from '@/features/companies/components/fork-to-company'
import { useActiveCompanyValues } from '@/features/companies/hooks/use-active-company-values'
import { PromptOpenedMark } from '@/features/onboarding/components/checklist-tracker'
import { useChecklistTracker } from '@/features/onboarding/hooks/use-checklist-tracker'
import { RunHereSection } from '@/features/run-prompts/components/run-here-section'
import { ForkButton } from '@/features/user-prompts/components/fork-button'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

/**
 * The prompt page: the catalogue's prompt with the variables feature's fields and preview and
 * «نسخ إلى أوامري» (and «نسخ إلى مكتبة الشركة» for a company editor) and «تشغيل هنا»; opening and using it tick the first-run checklist.
 */
export default function PromptCardRoute() {
  const { id = '' } = useParams()
  const track = useChecklistTracker()
  // In a company's workspace, the company's values fill the fields (the member may change them
  // for this use); the precedence is the filler's (docs/companies.md).
  const active = useActiveCompanyValues()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PromptDetail
        id={id}
        renderBody={({ prompt, body, onCopied }) => (
          <>
            <PromptOpenedMark />
            <div className="flex flex-wrap justify-end gap-2">
              <ForkToCompany promptId={prompt.id} />
              <ForkButton promptId={prompt.id} />
            </div>
            {active.company && Object.keys(active.values).length > 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="company-values-note">
                قيم «{active.company.name}» مُعبّأة في الحقول المطابقة، ويمكنك تغييرها لهذه المرة.
              </p>
            ) : null}
            <PromptFiller
              promptId={prompt.id}
              companyValues={active.values}
              body={body}
              platforms={prompt.platforms}
              onCopied={onCopied}
              onUsed={() => void track('prompt_used')}
              renderRun={(run) => (
                <RunHereSection
                  source={{
                    kind: 'library',
                    promptId: prompt.id,
                    slug: prompt.slug,
                    title: prompt.title_ar,
                  }}
                  {...run}
                />
              )}
            />
          </>
        )}
      />
    </div>
  )
}
