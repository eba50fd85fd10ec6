import { KeyRound, LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonSize, type ButtonVariant } from '~/components/ui/button'
import { toast } from '~/components/ui/use-toast'
import { cn } from '~/utils/cn'
import { insideFrame, PasskeyApiError, passkeyRequest, safeLocalPath } from './api'

export type PasskeySignInButtonProps = {
  /** Local path to open once signed in (a full page load, so the new session cookie is used). Default '/'. */
  redirectTo?: string
  /** Shows the short "no biometrics needed" line under the button. Default true. */
  showHint?: boolean
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/**
 * "Sign in with a passkey" for /auth (the route loads the 'passkeys' namespace). Discoverable
 * credentials: no email needed first. Refused inside a frame (preview mode) and where the browser
 * lacks WebAuthn, with the spec's messages as toasts. @simplewebauthn/browser loads on click.
 */
export function PasskeySignInButton({
  redirectTo = '/',
  showHint = true,
  variant = 'outline',
  size = 'lg',
  className,
}: PasskeySignInButtonProps) {
  const { t } = useTranslation('passkeys')
  const [busy, setBusy] = useState(false)
  const hintId = useId()

  const failure = (title: string, error?: unknown) => {
    const description = error instanceof PasskeyApiError && error.message !== title ? error.message : undefined
    toast({ variant: 'destructive', title, description })
  }

  async function signIn() {
    if (busy) return
    if (insideFrame()) return failure(t('errors:passkeys.previewSignIn'))
    setBusy(true)
    let leaving = false
    try {
      const { browserSupportsWebAuthn, startAuthentication } = await import('./webauthn.client')
      if (!browserSupportsWebAuthn()) return failure(t('errors:passkeys.notSupported'))

      let optionsJSON
      try {
        optionsJSON = (
          await passkeyRequest<{ publicKeyCredentialRequestOptions: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>('', {
            body: { action: 'authenticate' },
          })
        ).publicKeyCredentialRequestOptions
      } catch (error) {
        return failure(t('errors:passkeys.authInitFailed'), error)
      }

      try {
        const credentialData = await startAuthentication({ optionsJSON })
        await passkeyRequest<{ success: boolean }>('', { body: { action: 'verify-authentication', credentialData } })
      } catch (error) {
        return failure(t('errors:passkeys.authFailed'), error)
      }
      leaving = true
      window.location.assign(safeLocalPath(redirectTo))
    } catch (error) {
      // the chunk with @simplewebauthn/browser could not load (offline)
      failure(t('errors:passkeys.authInitFailed'), error)
    } finally {
      if (!leaving) setBusy(false)
    }
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <Button
        variant={variant}
        size={size}
        onClick={signIn}
        aria-busy={busy || undefined}
        disabled={busy}
        aria-describedby={showHint ? hintId : undefined}
        className="w-full"
      >
        {busy ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none [.reduce-motion_&]:animate-none" />
        ) : (
          <KeyRound aria-hidden className="size-4" />
        )}
        {busy ? t('signIn.working') : t('signIn.button')}
      </Button>
      {showHint ? (
        <p id={hintId} className="text-center text-xs text-neutral-600 dark:text-neutral-400">
          {t('signIn.hint')}
        </p>
      ) : null}
    </div>
  )
}
