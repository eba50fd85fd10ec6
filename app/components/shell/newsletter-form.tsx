import { LoaderCircle, Send } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/use-toast'
import { cn } from '~/utils/cn'
import { translateMessage } from '~/utils/messages'

// the schema (and zod) load with the first subscription, not with every page
const loadSchema = () => import('~/models/newsletter/schema').then((module) => module.NewsletterSchema)

type ApiError = { error?: string; fields?: Record<string, string[] | undefined> }

/**
 * Newsletter subscription (double opt-in by email), in the footer of every page. With JavaScript
 * the address is checked by the API's own schema here first (loaded on the first submit, so the
 * footer costs no form library), then posted as JSON to /api/newsletter, whose answer shows
 * here (translated by the API: the request carries the language cookie); without, the browser
 * posts the form itself.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation('shell')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const emailId = `${id}-email`
  const errorId = `${id}-error`

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    setError(null)
    setDone(false)
    try {
      // the schema first (in the browser); then the API, which checks the same schema again
      const checked = (await loadSchema()).safeParse(Object.fromEntries(new FormData(form)))
      if (!checked.success) {
        setError(translateMessage(t as never, checked.error.flatten().fieldErrors.email?.[0] ?? 'errors:invalidEmail'))
        input.current?.focus()
        return
      }
      const address = checked.data.email
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: address, locale: i18n.language }),
      })
      if (response.ok) {
        form.reset()
        setDone(true)
        toast({ title: t('newsletter.success'), description: t('newsletter.successBody'), variant: 'success' })
        return
      }
      const body = (await response.json().catch(() => ({}))) as ApiError
      setError(body.fields?.email?.[0] ?? body.error ?? t('newsletter.failed'))
    } catch {
      setError(t('newsletter.failed'))
    } finally {
      setBusy(false)
    }
  }

  const statusId = `${id}-status`
  return (
    <form method="post" action="/api/newsletter" noValidate onSubmit={subscribe} aria-labelledby={`${id}-title`} className="max-w-md">
      <h2 id={`${id}-title`} className="text-base font-semibold text-neutral-900 dark:text-white">
        {t('newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('newsletter.body')}</p>
      <input type="hidden" name="locale" value={i18n.language} />
      <label htmlFor={emailId} className="mt-4 block text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t('newsletter.emailLabel')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : done ? statusId : undefined}
          onInput={() => error && setError(null)}
          className={cn(
            'h-10 min-w-0 flex-1 rounded-lg border bg-white/90 px-3 text-sm text-neutral-900 placeholder:text-neutral-500 dark:bg-neutral-900/90 dark:text-neutral-100 dark:placeholder:text-neutral-400',
            'focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:focus:outline-violet-300',
            error ? 'border-red-600 dark:border-red-400' : 'border-neutral-300 dark:border-neutral-700',
          )}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Send aria-hidden className="size-4 rtl:-scale-x-100" />}
          {busy ? t('newsletter.sending') : t('newsletter.submit')}
        </Button>
      </div>
      <p id={errorId} role="alert" className={cn('mt-2 text-sm font-medium text-red-700 dark:text-red-300', !error && 'sr-only')}>
        {error ?? ''}
      </p>
      {/* the toast announces success; this line keeps it visible afterwards */}
      {done ? (
        <p id={statusId} className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('newsletter.success')}
        </p>
      ) : null}
    </form>
  )
}
