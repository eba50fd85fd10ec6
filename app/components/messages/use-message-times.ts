import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** The messages' times and day dividers ('Today', 'Yesterday', a date) in the reader's language. */
export function useMessageTimes(hydrated: boolean) {
  const { t, i18n } = useTranslation('messages')
  // times: UTC in the server's render (its zone is not the reader's), the reader's once hydrated
  const timeZone = hydrated ? undefined : 'UTC'
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone }),
    [i18n.language, timeZone],
  )
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }), [i18n.language, timeZone])
  const dayKey = useMemo(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }), [timeZone])
  const dayLabel = (ms: number) => {
    const key = dayKey.format(ms)
    if (key === dayKey.format(Date.now())) return t('conversation.today')
    if (key === dayKey.format(Date.now() - 86_400_000)) return t('conversation.yesterday')
    return dayFormat.format(ms)
  }
  return { timeFormat, dayKey, dayLabel }
}
