import type { Locale } from 'date-fns'
import { useEffect, useMemo, useState } from 'react'
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { isoDay } from './items'

/** date-fns' locale per site language, each its own small chunk (English is built in). */
const LOCALES: Record<string, () => Promise<Locale>> = {
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  pt: () => import('date-fns/locale/pt').then((m) => m.pt),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  ja: () => import('date-fns/locale/ja').then((m) => m.ja),
  ko: () => import('date-fns/locale/ko').then((m) => m.ko),
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
}

function parseDay(value: string | undefined) {
  if (!value) return undefined
  const [y, m, d] = value.split('-').map(Number)
  return y && m && d ? new Date(y, m - 1, d) : undefined
}

/**
 * The filter panel's date range (SPEC §2: a calendar showing 2 months). The range reaches the
 * filters only once both ends are picked: the first press shows its day here alone.
 */
export default function DateRange({
  from,
  to,
  onChange,
}: {
  from?: string
  to?: string
  onChange: (range: { from: string; to: string } | undefined) => void
}) {
  const { t, i18n } = useTranslation('shell')
  const language = i18n.language.split('-')[0] ?? 'en'
  const [locale, setLocale] = useState<Locale | undefined>(undefined)
  const [picked, setPicked] = useState<PickedRange | undefined>(() => (from && to ? { from: parseDay(from), to: parseDay(to) } : undefined))
  useEffect(() => {
    let live = true
    const load = LOCALES[language]
    if (load)
      void load()
        .then((loaded) => live && setLocale(loaded))
        .catch(() => undefined)
    else setLocale(undefined)
    return () => {
      live = false
    }
  }, [language])
  // the panel's 'Clear all' empties the filters: the calendar follows
  useEffect(() => {
    if (!from && !to) setPicked((current) => (current?.from && current.to ? undefined : current))
  }, [from, to])
  const today = useMemo(() => new Date(), [])
  // DayPicker's own labels are English: the site's language names the days ('today' from Intl, so no text
  // to keep) and the month buttons. A day's label holds its number as a word (axe's label-content-name-mismatch:
  // '1st' does not contain the '1' one sees); 'selected' is the cell's aria-selected.
  const labels = useMemo(() => {
    const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' })
    const todayWord = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(0, 'day')
    return {
      labelDayButton: (date: Date, modifiers: { today?: boolean }) =>
        modifiers.today ? `${fullDate.format(date)} (${todayWord})` : fullDate.format(date),
      labelPrevious: () => t('search.previousMonth'),
      labelNext: () => t('search.nextMonth'),
      labelNav: () => t('search.calendarNav'),
    }
  }, [i18n.language, t])

  return (
    <DayPicker
      mode="range"
      numberOfMonths={2}
      locale={locale}
      labels={labels}
      dir={i18n.dir(i18n.language)}
      defaultMonth={picked?.from ?? today}
      selected={picked}
      // two presses make a range (the first starts it, the second ends it, in either order); DayPicker's own rule
      // would make the first press a one-day range
      onSelect={(_range, day) => {
        if (!picked?.from || picked.to) {
          setPicked({ from: day, to: undefined })
          onChange(undefined)
          return
        }
        const [start, end] = day < picked.from ? [day, picked.from] : [picked.from, day]
        setPicked({ from: start, to: end })
        onChange({ from: isoDay(start), to: isoDay(end) })
      }}
      classNames={{
        root: 'relative text-sm',
        months: 'flex flex-wrap gap-x-6 gap-y-4',
        month: 'space-y-2',
        month_caption: 'flex h-8 items-center ps-1 font-semibold',
        nav: 'absolute end-0 top-0 z-10 flex gap-1',
        button_previous: NAV_BUTTON,
        button_next: NAV_BUTTON,
        chevron: 'size-4 fill-current rtl:-scale-x-100',
        month_grid: 'border-collapse',
        weekday: 'size-9 text-xs font-medium text-neutral-600 dark:text-neutral-300',
        day: 'p-0 text-center',
        day_button: cn(
          'size-9 rounded-full text-sm text-neutral-900 hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300',
        ),
        today: 'font-bold underline',
        outside: 'opacity-60',
        disabled: 'opacity-40',
        selected: '[&>button]:bg-brand-700 [&>button]:text-white dark:[&>button]:bg-violet-300 dark:[&>button]:text-neutral-950',
        range_middle:
          '[&>button]:rounded-none [&>button]:bg-violet-100 [&>button]:text-brand-800 dark:[&>button]:bg-violet-400/25 dark:[&>button]:text-white',
        range_start: '',
        range_end: '',
      }}
    />
  )
}

const NAV_BUTTON = cn(
  'inline-flex size-8 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
  'focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300',
)
