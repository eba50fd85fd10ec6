import { CheckCircle2, Cloud, KeyRound, LoaderCircle, Plus, Smartphone } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { toast } from '~/components/ui/use-toast'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { insideFrame, PasskeyApiError, passkeyRequest, type PasskeyList, type PasskeySummary } from './api'
import { PasskeyActions, PasskeyDetails } from './passkey-row'
import { RemovePasskeyDialog } from './remove-passkey-dialog'
import { RenamePasskeyForm } from './rename-passkey-form'

export type PasskeyManagerProps = {
  /**
   * The member's passkeys and enrollment flag from the route loader
   * (`listPasskeys(db, userId)` and `isPasskeyEnrolled(db, userId)` from ~/models/passkeys.server).
   * Without them the manager loads GET /api/passkeys itself after hydration.
   */
  initialPasskeys?: PasskeySummary[]
  initialEnrolled?: boolean
  className?: string
}

/**
 * Passkeys in /profile/settings (the route loads the 'passkeys' namespace): the enrolled flag,
 * the list, "Set up a passkey", rename and remove (confirmed in a dialog). Enrollment is
 * refused inside a frame (preview mode) and without WebAuthn, with the spec's messages.
 * @simplewebauthn/browser loads only when the member starts an enrollment.
 */
export function PasskeyManager({ initialPasskeys, initialEnrolled, className }: PasskeyManagerProps) {
  const { t, i18n } = useTranslation('passkeys')
  const headingId = useId()
  const [list, setList] = useState<PasskeyList | null>(
    initialPasskeys ? { passkeys: initialPasskeys, isEnrolled: initialEnrolled ?? initialPasskeys.length > 0 } : null,
  )
  const [loadError, setLoadError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const [removing, setRemoving] = useState<PasskeySummary | null>(null)
  const hydrated = useHydrated()
  const addButton = useRef<HTMLButtonElement>(null)
  const removed = useRef(false)

  const load = useCallback(async () => {
    setLoadError(null)
    try {
      setList(await passkeyRequest<PasskeyList>(''))
    } catch (error) {
      setLoadError(error instanceof PasskeyApiError ? error.message : t('manager.loadFailed'))
    }
  }, [t])

  useEffect(() => {
    if (!initialPasskeys) void load()
  }, [initialPasskeys, load])

  // server render and first client render in UTC; the member's own time zone once hydrated
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', ...(hydrated ? {} : { timeZone: 'UTC' }) }).format(new Date(iso))

  const failure = (title: string, error?: unknown) => {
    const description = error instanceof PasskeyApiError && error.message !== title ? error.message : undefined
    toast({ variant: 'destructive', title, description })
  }

  async function add() {
    if (adding) return
    if (insideFrame()) return failure(t('errors:passkeys.previewSetup'))
    setAdding(true)
    try {
      const { browserSupportsWebAuthn, startRegistration } = await import('./webauthn.client')
      if (!browserSupportsWebAuthn()) return failure(t('errors:passkeys.notSupported'))

      let optionsJSON
      try {
        optionsJSON = (
          await passkeyRequest<{ publicKeyCredentialCreationOptions: Parameters<typeof startRegistration>[0]['optionsJSON'] }>('', {
            body: { action: 'enroll' },
          })
        ).publicKeyCredentialCreationOptions
      } catch (error) {
        if (error instanceof PasskeyApiError && error.status === 401) return failure(t('errors:passkeys.signInRequired'))
        return failure(t('errors:passkeys.enrollInitFailed'), error)
      }

      let credentialData
      try {
        credentialData = await startRegistration({ optionsJSON })
      } catch (error) {
        return failure(t('errors:passkeys.createFailed'), error)
      }

      try {
        const { passkey } = await passkeyRequest<{ success: boolean; passkey: PasskeySummary }>('', {
          body: { action: 'verify-enrollment', credentialData },
        })
        setList((current) => ({ passkeys: [...(current?.passkeys ?? []), passkey], isEnrolled: true }))
        toast({ variant: 'success', title: t('manager.added'), description: t('manager.addedBody', { name: passkey.name }) })
      } catch (error) {
        failure(t('errors:passkeys.enrollVerifyFailed'), error)
      }
    } catch (error) {
      failure(t('errors:passkeys.enrollInitFailed'), error)
    } finally {
      setAdding(false)
    }
  }

  /**
   * Leaves the rename form and puts focus back on that passkey's Rename button. The button only
   * exists once React has committed the list without the form: flushSync commits it now, so the
   * focus never races the render (a frame callback did, when the phone or machine was busy).
   */
  function stopEditing(id: string, update?: () => void) {
    flushSync(() => {
      update?.()
      setEditing(null)
    })
    document.querySelector<HTMLElement>(`[data-rename="${CSS.escape(id)}"]`)?.focus()
  }

  async function rename(passkey: PasskeySummary, name: string) {
    try {
      const { passkey: renamed } = await passkeyRequest<{ passkey: PasskeySummary }>(`/${encodeURIComponent(passkey.id)}`, {
        method: 'PATCH',
        body: { name },
      })
      stopEditing(renamed.id, () =>
        setList((current) => current && { ...current, passkeys: current.passkeys.map((p) => (p.id === renamed.id ? renamed : p)) }),
      )
      toast({ variant: 'success', title: t('manager.renamed') })
      return null
    } catch (error) {
      return error instanceof PasskeyApiError ? error.message : t('manager.failed')
    }
  }

  async function remove(passkey: PasskeySummary) {
    try {
      const { isEnrolled } = await passkeyRequest<{ isEnrolled: boolean }>(`/${encodeURIComponent(passkey.id)}`, { method: 'DELETE' })
      // the dialog closes and the list loses the row in one commit; the dialog hands focus to the
      // add button itself (onCloseAutoFocus below), since the button that opened it is gone
      removed.current = true
      setList((current) => current && { passkeys: current.passkeys.filter((p) => p.id !== passkey.id), isEnrolled })
      setRemoving(null)
      toast({ variant: 'success', title: t('manager.removed') })
    } catch (error) {
      failure(t('manager.failed'), error)
    }
  }

  const enrolled = list?.isEnrolled ?? false
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 gap-3">
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600/10 text-brand-700 dark:bg-violet-400/15 dark:text-violet-300"
          >
            <KeyRound className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-neutral-900 dark:text-white">
              {t('manager.title')}
            </h2>
            <p className="mt-1 max-w-prose text-sm text-neutral-700 dark:text-neutral-300">{t('manager.description')}</p>
          </div>
        </div>
        {list ? (
          <p
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium',
              enrolled
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200'
                : 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
            )}
            data-testid="passkey-enrollment-status"
          >
            {enrolled ? <CheckCircle2 aria-hidden className="size-3.5" /> : null}
            {enrolled ? t('manager.enrolled') : t('manager.notEnrolled')}
          </p>
        ) : null}
      </div>

      <div className="mt-5">
        {list === null && !loadError ? (
          <p className="flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300" role="status">
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none [.reduce-motion_&]:animate-none" />
            {t('manager.loading')}
          </p>
        ) : null}
        {loadError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800 dark:text-red-300">
            <span>{loadError}</span>
            <Button size="sm" variant="outline" onClick={() => void load()}>
              {t('manager.retry')}
            </Button>
          </div>
        ) : null}
        {list && list.passkeys.length === 0 ? (
          <p className="rounded-xl border border-dashed border-neutral-300 p-4 text-sm text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
            {t('manager.empty')}
          </p>
        ) : null}
        {list && list.passkeys.length > 0 ? (
          <ul
            aria-label={t('manager.listLabel')}
            className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
          >
            {list.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center gap-3 p-4">
                <span aria-hidden className="text-neutral-600 dark:text-neutral-400">
                  {passkey.backedUp ? <Cloud className="size-5" /> : <Smartphone className="size-5" />}
                </span>
                {editing === passkey.id ? (
                  <RenamePasskeyForm passkey={passkey} onSave={(name) => rename(passkey, name)} onCancel={() => stopEditing(passkey.id)} />
                ) : (
                  <>
                    <PasskeyDetails passkey={passkey} formatDate={formatDate} />
                    <PasskeyActions passkey={passkey} onRename={() => setEditing(passkey.id)} onRemove={() => setRemoving(passkey)} />
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="mt-5">
        <Button ref={addButton} onClick={add} disabled={adding || !hydrated} aria-busy={adding || undefined}>
          {adding ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none [.reduce-motion_&]:animate-none" />
          ) : (
            <Plus aria-hidden className="size-4" />
          )}
          {adding ? t('manager.adding') : t('manager.add')}
        </Button>
      </div>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        {removing ? (
          <RemovePasskeyDialog
            passkey={removing}
            last={(list?.passkeys.length ?? 0) <= 1}
            onConfirm={() => remove(removing)}
            onCancel={() => setRemoving(null)}
            onCloseAutoFocus={(event) => {
              // after a removal the row's Remove button is gone: focus the add button instead
              if (!removed.current) return
              removed.current = false
              event.preventDefault()
              addButton.current?.focus()
            }}
          />
        ) : null}
      </Dialog>
    </section>
  )
}
