import { Form } from '@remix-run/react'
import { Ban } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/**
 * 'Block' with its confirmation, without JavaScript: a disclosure whose panel says what a block
 * does and holds the one form that blocks (intent=block, confirm=yes) — never a single stray click.
 */
export function BlockMember({ name }: { name: string }) {
  const { t } = useTranslation('members')
  return (
    <details className="group relative">
      <summary
        className={cn(buttonVariants({ variant: 'outline', shape: 'pill' }), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
      >
        <Ban aria-hidden className="size-4" />
        {t('actions.block')}
      </summary>
      <div className={cn(PANEL, 'absolute end-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] p-4 text-start')}>
        <p className="font-semibold text-neutral-950 dark:text-white">{t('actions.blockTitle', { name })}</p>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('actions.blockBody')}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="confirm" value="yes" />
          <button
            type="submit"
            name="intent"
            value="block"
            className={buttonVariants({ variant: 'destructive', size: 'sm', shape: 'pill' })}
          >
            {t('actions.blockConfirm')}
          </button>
        </Form>
      </div>
    </details>
  )
}
