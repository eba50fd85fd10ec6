import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Flag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { REPORTS_ACTION, ReportFields, useReportForm } from '~/components/reports/report-fields'
import { buttonVariants } from '~/components/ui/button'
import { PANEL } from '~/components/ui/surface'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { ReportPageQuerySchema } from '~/models/reports/page-query'
import { cn } from '~/utils/cn'
import { safeRedirect } from '~/utils/redirect'

/**
 * /reports/new: the report form as a page, for a member reading without JavaScript (before the
 * scripts run, 'Report' is a link here; after, it opens the dialog). It posts to /reports, which
 * leads back to `redirectTo` with a toast. It shows what is reported by its kind only ('Report
 * this post'), never the thing itself: whether it exists and may be seen is POST /reports's
 * to say, as for the dialog. Members only; a bad address is a 400 with the form's message.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  await requireUser(request, context)
  const i18n = await serverI18n(await getLanguage(request))
  const query = ReportPageQuerySchema.safeParse({
    targetType: url.searchParams.get('targetType') ?? undefined,
    targetId: url.searchParams.get('targetId') ?? undefined,
  })
  const back = safeRedirect(url.searchParams.get('redirectTo') ?? undefined, '/')
  const meta = {
    title: i18n.t('report:button'),
    description: i18n.t('report:description'),
    canonical: `${url.origin}/reports/new`,
    noindex: true,
  }
  if (!query.success) return data({ target: null, back, meta }, { status: 400, headers: PRIVATE })
  const target = query.data
  return data({ target, back, meta: { ...meta, title: i18n.t(`report:title.${target.targetType}`) } }, { headers: PRIVATE })
}

export const headers = () => PRIVATE
export const meta = pageMeta

export default function ReportPage() {
  const { target, back } = useLoaderData<typeof loader>()
  const { t } = useTranslation('report')
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        <Flag aria-hidden className="size-8 shrink-0 text-brand-700 dark:text-violet-300" />
        {target ? t(`title.${target.targetType}`) : t('button')}
      </h1>
      {target ? (
        <>
          <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('description')}</p>
          <div className={cn(PANEL, 'mt-8 p-5 sm:p-8')}>
            <ReportPageForm targetType={target.targetType} targetId={target.targetId} back={back} />
          </div>
        </>
      ) : (
        <p role="alert" className="mt-3 text-lg text-neutral-800 dark:text-neutral-200">
          {t('errors.target')}
        </p>
      )}
      <p className="mt-6">
        <Link to={back} className={buttonVariants({ variant: 'ghost' })}>
          {t('cancel')}
        </Link>
      </p>
    </div>
  )
}

function ReportPageForm({ targetType, targetId, back }: { targetType: string; targetId: string; back: string }) {
  const { t } = useTranslation('report')
  const { fields, formProps } = useReportForm('report-page')
  return (
    <Form method="post" action={REPORTS_ACTION} {...formProps} className="grid gap-4">
      <input type="hidden" name="targetType" value={targetType} />
      <input type="hidden" name="targetId" value={targetId} />
      <input type="hidden" name="redirectTo" value={back} />
      <ReportFields fields={fields} />
      <button type="submit" className={cn(buttonVariants({ variant: 'default' }), 'justify-self-start')}>
        {t('submit')}
      </button>
    </Form>
  )
}
