import { useParams } from 'react-router-dom'
import { SharedPromptPage } from '@/features/user-prompts/components/shared-prompt-page'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

/**
 * /p/:slug: an own prompt shared through an unlisted link, filled with the library's variables
 * filler (fields, preview, copy, "open in"), for anyone with the link.
 */
export default function SharedPromptRoute() {
  const { slug = '' } = useParams()
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <SharedPromptPage
        key={slug}
        slug={slug}
        renderBody={(prompt) => <PromptFiller body={prompt.body} platforms={prompt.platforms} />}
      />
    </div>
  )
}
