import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dayAndTime } from '~/models/events/format'

/**
 * The start on the viewer's own clock, when their zone differs from the event's: known only in
 * the browser, so it appears after hydration (the server renders the event's zone alone).
 */
export function YourTime({ iso, eventZone }: { iso: string; eventZone: string }) {
  const { t, i18n } = useTranslation('events')
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const start = new Date(iso)
    const mine = dayAndTime(start, zone, i18n.language)
    setText(zone && mine !== dayAndTime(start, eventZone, i18n.language) ? mine : null)
  }, [iso, eventZone, i18n.language])
  return text ? <p className="text-neutral-600 dark:text-neutral-400">{t('detail.yourTime', { time: text })}</p> : null
}
