/**
 * 'Report' for any content (venue, review, photo, member, event, personality, resource, news, travel guide): a reason from REPORT_REASONS
 * and optional details, sent to POST /reports (app/routes/reports+/index.tsx).
 *
 * - Visitors get a link to /auth that brings them back.
 * - Without JavaScript (and before hydration) it is a link to the report page (/reports/new), whose
 *   form's action redirects back to this page with a toast.
 * - Once hydrated it is a Radix dialog posting through a fetcher: translated field errors show
 *   in the dialog, success closes it with a toast.
 *
 * The member's form and dialog (Conform, the schema, Radix) are not in the route's module: only
 * a page that shows them loads them (lazyHydrated), so a visitor's page never does.
 *
 * Texts: the core `report` namespace (every page has it). The fields are checked by the report
 * schema (app/models/reports/schema.ts) in the browser and again by POST /reports.
 */
import { Link, useLocation } from '@remix-run/react'
import { Flag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyHydrated } from '~/components/ui/lazy'
import type { ReportTargetType } from '~/db/schema/values'

const MemberReport = lazyHydrated('report', () => import('./report-form').then((module) => module.MemberReport))

type Props = {
  targetType: Extract<
    ReportTargetType,
    | 'venue'
    | 'review'
    | 'photo'
    | 'user'
    | 'event'
    | 'listing'
    | 'personality'
    | 'resource'
    | 'news'
    | 'travel'
    | 'post'
    | 'comment'
    | 'group'
  >
  targetId: string | number
  signedIn: boolean
  /** Where a plain form returns to (default: this page). */
  redirectTo?: string
  /** Smaller trigger, for reviews and photos. */
  size?: 'default' | 'sm'
  className?: string
}

export function ReportDialog({ targetType, targetId, signedIn, redirectTo, size = 'default', className }: Props) {
  const { t } = useTranslation('report')
  const location = useLocation()
  const here = redirectTo ?? `${location.pathname}${location.search}`
  const trigger = buttonVariants({ variant: 'outline', size: size === 'sm' ? 'sm' : 'default', shape: 'pill', className })

  if (!signedIn) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={trigger} title={t('signIn')}>
        <Flag aria-hidden className="size-4" />
        {t('button')}
        <span className="sr-only">({t('signIn')})</span>
      </Link>
    )
  }
  return <MemberReport targetType={targetType} targetId={targetId} here={here} trigger={trigger} />
}
