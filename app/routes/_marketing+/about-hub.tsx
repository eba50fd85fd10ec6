import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pageMeta } from '~/components/pages/meta'
import { PageCards } from '~/components/pages/page-cards'
import { PageLayout } from '~/components/pages/page-layout'
import { pageLoader } from '~/content/page-meta.server'
import { HUB_CHILDREN } from '~/content/pages'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'aboutHub')
export const meta = pageMeta

export default function AboutHubPage() {
  return (
    <PageLayout page="aboutHub" bare>
      <PageCards pages={HUB_CHILDREN.aboutHub} headingLevel={2} />
    </PageLayout>
  )
}
