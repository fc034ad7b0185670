import { useParams } from 'react-router-dom'
import { CompanyPromptView } from '@/features/companies/components/company-prompt-view'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

/**
 * A company prompt: the companies feature shows its state and review; the variables feature fills
 * the approved text with the company's values as defaults (no per-prompt values are stored).
 */
export default function CompanyPromptRoute() {
  const { promptId = '' } = useParams()
  return (
    <CompanyPromptView
      key={promptId}
      id={promptId}
      renderFiller={({ body, companyValues, onUse, renderRun }) => (
        <PromptFiller
          body={body}
          platforms={[]}
          companyValues={companyValues}
          onUse={onUse}
          renderRun={renderRun}
        />
      )}
    />
  )
}
