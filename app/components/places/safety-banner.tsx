import { ExternalLink, Info, ShieldAlert, ShieldCheck, TriangleAlert, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SafetyInfo, SafetyLevel } from '~/models/places/country-safety.server'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'

const TONE: Record<SafetyLevel, { box: string; icon: LucideIcon; iconClass: string }> = {
  danger: {
    box: 'border-red-300 bg-red-50/95 dark:border-red-500/50 dark:bg-red-950/80',
    icon: ShieldAlert,
    iconClass: 'text-red-700 dark:text-red-300',
  },
  caution: {
    box: 'border-amber-300 bg-amber-50/95 dark:border-amber-500/40 dark:bg-amber-950/70',
    icon: TriangleAlert,
    iconClass: 'text-amber-700 dark:text-amber-300',
  },
  protected: {
    box: 'border-emerald-300 bg-emerald-50/95 dark:border-emerald-500/40 dark:bg-emerald-950/70',
    icon: ShieldCheck,
    iconClass: 'text-emerald-700 dark:text-emerald-300',
  },
}

type Status = 'good' | 'mid' | 'bad' | 'unknown'
const DOT: Record<Status, string> = {
  good: 'bg-emerald-600 dark:bg-emerald-400',
  mid: 'bg-amber-500 dark:bg-amber-300',
  bad: 'bg-red-600 dark:bg-red-400',
  unknown: 'bg-neutral-400 dark:bg-neutral-500',
}

/**
 * The country safety banner (issue 5): the legal situation of LGBTQ+ people, dated and sourced,
 * labelled informational and not legal advice. Colour is never the only signal: every status is
 * spelt out. Needs the 'places' i18n namespace on the route (`handle = { i18n: ['places'] }`).
 * Source texts (penalty, notes) are English only and marked lang="en".
 */
export function SafetyBanner({
  safety,
  countryName,
  className,
  compact = false,
}: {
  safety: SafetyInfo | null
  countryName: string
  className?: string
  /** Summary, source and disclaimer only (for event or travel cards). */
  compact?: boolean
}) {
  const { t, i18n } = useTranslation('places')
  const f = usePlaceFormat()
  const headingId = useId()
  const english = i18n.language !== 'en' ? { lang: 'en' } : {}

  if (!safety) {
    return (
      <section
        aria-labelledby={headingId}
        className={cn('rounded-2xl border border-neutral-200 bg-white/90 p-5 dark:border-neutral-800 dark:bg-neutral-900/85', className)}
      >
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
          <Info aria-hidden className="size-5 text-neutral-500" />
          {t('safety.heading', { country: countryName })}
        </h2>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('safety.noData')}</p>
      </section>
    )
  }

  const tone = TONE[safety.level]
  const Icon = tone.icon
  const rows: { key: string; label: string; value: string; status: Status; detail?: string | null }[] = [
    {
      key: 'relations',
      label: t('safety.relations.label'),
      value: t(`safety.relations.${safety.sameSexRelations}`),
      status: safety.sameSexRelations === 'legal' ? 'good' : safety.sameSexRelations === 'criminalised' ? 'bad' : 'unknown',
      detail: safety.penalty,
    },
    {
      key: 'marriage',
      label: t('safety.marriage.label'),
      value: safety.marriage ? t(`safety.marriage.${safety.marriage}`) : t('safety.unknown'),
      status:
        safety.marriage === 'marriage'
          ? 'good'
          : safety.marriage === 'partnership'
            ? 'mid'
            : safety.marriage === 'none'
              ? 'bad'
              : 'unknown',
    },
    {
      key: 'discrimination',
      label: t('safety.discrimination.label'),
      value: safety.discriminationProtection ? t(`safety.discrimination.${safety.discriminationProtection}`) : t('safety.unknown'),
      status:
        safety.discriminationProtection === 'full'
          ? 'good'
          : safety.discriminationProtection === 'partial'
            ? 'mid'
            : safety.discriminationProtection === 'none'
              ? 'bad'
              : 'unknown',
    },
    {
      key: 'gender',
      label: t('safety.gender.label'),
      value: safety.genderRecognition ? t(`safety.gender.${safety.genderRecognition}`) : t('safety.unknown'),
      status:
        safety.genderRecognition === 'self_id'
          ? 'good'
          : safety.genderRecognition === 'medical'
            ? 'mid'
            : safety.genderRecognition === 'none'
              ? 'bad'
              : 'unknown',
    },
  ]

  return (
    <section
      aria-labelledby={headingId}
      data-safety-level={safety.level}
      className={cn('rounded-2xl border p-5 shadow-sm sm:p-6', tone.box, className)}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden className={cn('mt-0.5 size-6 shrink-0', tone.iconClass)} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-neutral-950 dark:text-white">
            {t('safety.heading', { country: countryName })}
          </h2>
          <p className="mt-1 font-medium text-neutral-800 dark:text-neutral-100">{t(`safety.summary.${safety.level}`)}</p>
        </div>
      </div>

      {!compact && (
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.key} className="rounded-xl bg-white/80 p-3 ring-1 ring-black/5 dark:bg-neutral-950/50 dark:ring-white/10">
              <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{row.label}</dt>
              <dd className="mt-1 flex items-center gap-2 font-semibold text-neutral-900 dark:text-neutral-50">
                <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', DOT[row.status])} />
                {row.value}
              </dd>
              {row.detail && (
                <dd className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                  {t('safety.penalty')}: <span {...english}>{row.detail}</span>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}

      {!compact && safety.notes && (
        <p className="mt-4 text-sm text-neutral-800 dark:text-neutral-200">
          <span className="font-semibold">{t('safety.notes')}:</span> <span {...english}>{safety.notes}</span>
        </p>
      )}

      <div className="mt-4 flex flex-col gap-1 border-t border-black/10 pt-3 text-sm text-neutral-700 sm:flex-row sm:flex-wrap sm:gap-x-4 dark:border-white/10 dark:text-neutral-300">
        {safety.sourceName && (
          <span>
            {safety.sourceUrl ? (
              <a
                href={safety.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn('inline-flex items-center gap-1 rounded-sm font-medium underline underline-offset-2', FOCUS)}
              >
                {t('safety.source', { source: safety.sourceName })}
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            ) : (
              t('safety.source', { source: safety.sourceName })
            )}
          </span>
        )}
        {safety.asOf && (
          <span>
            <time dateTime={safety.asOf}>{t('safety.asOf', { date: f.day(safety.asOf) })}</time>
          </span>
        )}
      </div>
      <p className="mt-2 flex items-start gap-1.5 text-xs text-neutral-700 dark:text-neutral-300">
        <Info aria-hidden className="mt-px size-3.5 shrink-0" />
        {t('safety.disclaimer')}
      </p>
    </section>
  )
}
