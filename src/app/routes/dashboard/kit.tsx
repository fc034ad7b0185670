import { useParams } from 'react-router-dom'
import { KitView } from '@/features/kits/components/kit-view'

export default function KitRoute() {
  const { slug = '' } = useParams()
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <KitView key={slug} slug={slug} />
    </div>
  )
}
