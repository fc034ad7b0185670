/**
 * The pages of a company workspace (issue 43) under `paths.dashboard.company`, defined once like
 * `paths` but in a module of their own: only the company's lazy pages and the workspace switcher
 * import it, so neither the static marketing pages nor the app's entry carry them.
 */
import { paths } from './paths'

const root = paths.dashboard.company
const at = (companyId: string) => root.replace(':companyId', encodeURIComponent(companyId))

/** `route`: the path below the company, for the company's own route table. */
function page(route: string) {
  return { route, to: (companyId: string) => `${at(companyId)}/${route}` }
}

export const companyPaths = {
  library: page('library'),
  newPrompt: page('library/new'),
  prompt: {
    route: 'library/:promptId',
    to: (companyId: string, promptId: string) =>
      `${at(companyId)}/library/${encodeURIComponent(promptId)}`,
  },
  editPrompt: {
    route: 'library/:promptId/edit',
    to: (companyId: string, promptId: string) =>
      `${at(companyId)}/library/${encodeURIComponent(promptId)}/edit`,
  },
  review: page('review'),
  collections: page('collections'),
  members: page('members'),
  values: page('values'),
  usage: page('usage'),
  settings: page('settings'),
  /** The owner's billing page (issue 46): plan and seats, billing details, invoices. */
  billing: page('billing'),
  /** An invitation link; the token travels in the path, never stored in clear. */
  invite: (token: string) => paths.invite.replace(':token', encodeURIComponent(token)),
} as const
