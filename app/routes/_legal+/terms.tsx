import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pageMeta } from '~/components/pages/meta'
import { TextPage } from '~/components/pages/page-layout'
import { pageLoader } from '~/content/page-meta.server'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'terms')
export const meta = pageMeta

export default function TermsPage() {
  return <TextPage page="terms" />
}
