import { useParams } from 'react-router-dom'
import { PromptDetail } from '@/features/catalogue/components/prompt-detail'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

/** The prompt page: the catalogue's prompt with the variables feature's fields and preview. */
export default function PromptCardRoute() {
  const { id = '' } = useParams()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PromptDetail
        id={id}
        renderBody={({ prompt, body, onCopied }) => (
          <PromptFiller
            promptId={prompt.id}
            body={body}
            platforms={prompt.platforms}
            onCopied={onCopied}
          />
        )}
      />
    </div>
  )
}
