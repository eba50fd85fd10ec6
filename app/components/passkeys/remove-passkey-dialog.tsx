import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import type { PasskeySummary } from './api'

/** The manager's confirmation before removing a passkey (it warns when it is the last one). */
export function RemovePasskeyDialog({
  passkey,
  last,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  passkey: PasskeySummary
  last: boolean
  onConfirm: () => Promise<void>
  onCancel: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const { t } = useTranslation('passkeys')
  const [busy, setBusy] = useState(false)
  return (
    <DialogContent closeLabel={t('manager.close')} onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{t('manager.removeTitle')}</DialogTitle>
        <DialogDescription>
          {t('manager.removeBody', { name: passkey.name })}
          {last ? ` ${t('manager.removeLast')}` : null}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('manager.cancel')}
        </Button>
        <Button
          variant="destructive"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true)
            await onConfirm()
            setBusy(false)
          }}
        >
          {busy ? t('manager.removing') : t('manager.removeConfirm')}
        </Button>
      </DialogFooter>
    </DialogContent>
  )
}
