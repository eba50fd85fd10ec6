import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { PasskeySummary } from './api'

/** A passkey's row in the manager (its details and its actions). Details: its name, synced or single-device, created and last used. */
export function PasskeyDetails({ passkey, formatDate }: { passkey: PasskeySummary; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('passkeys')
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-2 font-medium break-words text-neutral-900 dark:text-white">
        {passkey.name}
        <span
          title={passkey.backedUp ? t('manager.syncedHint') : undefined}
          className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-normal text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
        >
          {passkey.backedUp ? t('manager.synced') : t('manager.singleDevice')}
        </span>
      </p>
      <p className="mt-0.5 text-xs text-neutral-600 dark:text-neutral-400">
        <time dateTime={passkey.createdAt}>{t('manager.created', { date: formatDate(passkey.createdAt) })}</time>
        {' · '}
        {passkey.lastUsedAt ? (
          <time dateTime={passkey.lastUsedAt}>{t('manager.lastUsed', { date: formatDate(passkey.lastUsedAt) })}</time>
        ) : (
          t('manager.neverUsed')
        )}
      </p>
    </div>
  )
}

/** A passkey's Rename and Remove buttons (Rename carries data-rename: focus returns to it). */
export function PasskeyActions({ passkey, onRename, onRemove }: { passkey: PasskeySummary; onRename: () => void; onRemove: () => void }) {
  const { t } = useTranslation('passkeys')
  return (
    <div className="flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        data-rename={passkey.id}
        onClick={onRename}
        aria-label={t('manager.renameNamed', { name: passkey.name })}
      >
        <Pencil aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t('manager.rename')}</span>
      </Button>
      <Button size="sm" variant="ghostDanger" onClick={onRemove} aria-label={t('manager.removeNamed', { name: passkey.name })}>
        <Trash2 aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t('manager.remove')}</span>
      </Button>
    </div>
  )
}
