import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { pageMeta } from '~/components/pages/meta'
import { TextPage, Txt } from '~/components/pages/page-layout'
import { usePageText } from '~/components/pages/use-page-text'
import { loadPageMeta } from '~/content/page-meta.server'
import { getDb } from '~/db/client'
import { getHomeStats } from '~/models/site/stats.server'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ meta }, stats] = await Promise.all([loadPageMeta(request, 'press'), getHomeStats(getDb(context.cloudflare.env.DB))])
  return { meta, cities: stats.cities, countries: stats.countries }
}
export const meta = pageMeta

const FACTS = ['name', 'what', 'coverage', 'languages', 'price', 'web'] as const

function Facts() {
  const { cities, countries } = useLoaderData<typeof loader>()
  const { language } = usePageText()
  const number = new Intl.NumberFormat(language)
  const values = { cities: number.format(cities), countries: number.format(countries) }
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-4 rounded-xl border border-neutral-200 p-5 sm:grid-cols-[10rem_minmax(0,1fr)] dark:border-neutral-800">
      {FACTS.map((key) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-neutral-900 dark:text-white">
            <Txt k={`press.facts.${key}`} />
          </dt>
          <dd className="-mt-3 sm:mt-0">
            <Txt k={`press.facts.${key}Value`} values={values} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

export default function PressPage() {
  return <TextPage page="press" extra={{ facts: <Facts /> }} />
}
