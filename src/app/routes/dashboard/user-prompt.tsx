import { useParams } from 'react-router-dom'
import {
  UserPromptLoader,
  UserPromptView,
} from '@/features/user-prompts/components/user-prompt-view'
import { RunHereSection } from '@/features/run-prompts/components/run-here-section'
import { PromptFiller } from '@/features/variables/components/prompt-filler'

/**
 * One own prompt with the variables feature's fields, preview, copy and "open in" (the same as a
 * library prompt's), «تشغيل هنا» (an answer can be kept as its example), and its versions.
 */
export default function UserPromptRoute() {
  const { id = '' } = useParams()
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <UserPromptLoader key={id} id={id}>
        {(prompt) => (
          <UserPromptView
            prompt={prompt}
            renderBody={(p) => (
              <PromptFiller
                userPromptId={p.id}
                body={p.body}
                platforms={p.platforms}
                renderRun={(run) => (
                  <RunHereSection
                    source={{ kind: 'own', promptId: p.id, title: p.title }}
                    userPromptId={p.id}
                    {...run}
                  />
                )}
              />
            )}
          />
        )}
      </UserPromptLoader>
    </div>
  )
}
