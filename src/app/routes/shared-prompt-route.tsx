import { useParams } from 'react-router-dom'
import { RunHereSection } from '@/features/run-prompts/components/run-here-section'
import { SharedPromptPage } from '@/features/user-prompts/components/shared-prompt-page'
import { PromptFiller } from '@/features/variables/components/prompt-filler'
import { useSession } from '@/hooks/use-session'

/**
 * /p/:slug: an own prompt shared through an unlisted link, filled with the library's variables
 * filler (fields, preview, copy, "open in"), for anyone with the link; a signed-in visitor can
 * also «تشغيل هنا» with their own key (the run is theirs, recorded as the shared prompt's title).
 */
export default function SharedPromptRoute() {
  const { slug = '' } = useParams()
  const { session } = useSession()
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <SharedPromptPage
        key={slug}
        slug={slug}
        renderBody={(prompt) => (
          <PromptFiller
            body={prompt.body}
            platforms={prompt.platforms}
            renderRun={
              session
                ? (run) => (
                    <RunHereSection
                      source={{ kind: 'own', promptId: null, slug, title: prompt.title }}
                      {...run}
                    />
                  )
                : undefined
            }
          />
        )}
      />
    </div>
  )
}
