import { Link2, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { toast } from '~/components/ui/use-toast'
import { useHydrated } from '~/utils/use-hydrated'

/** Copies text with the async Clipboard API, else the old selection trick. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // permission refused or not a secure context: try the fallback
  }
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand('copy')
    area.remove()
    return ok
  } catch {
    return false
  }
}

/**
 * Share: the system share sheet (Web Share API) where the browser has one, else the link is
 * copied with a toast. Without JavaScript it is a plain link to the page's canonical address,
 * which the reader can copy or share from the browser's own menu.
 */
export function ShareButton({ url, title, text, className }: { url: string; title: string; text: string; className?: string }) {
  const { t } = useTranslation('shell')
  const hydrated = useHydrated()
  const look = buttonVariants({ variant: 'outline', size: 'default', shape: 'pill', className })

  if (!hydrated) {
    return (
      <a href={url} className={look} title={t('share.link')}>
        <Link2 aria-hidden className="size-4" />
        {t('share.button')}
      </a>
    )
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        // the reader closed the sheet: nothing to say
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyText(url)) toast({ title: t('share.copied'), description: t('share.copiedBody'), variant: 'success' })
    else toast({ title: t('share.copyFailed'), description: t('share.copyFailedBody'), variant: 'destructive' })
  }

  return (
    <Button variant="outline" shape="pill" className={className} onClick={share}>
      <Share2 aria-hidden className="size-4" />
      {t('share.button')}
    </Button>
  )
}
