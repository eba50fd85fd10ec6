import { ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'

/** Smooth scroll to the top, instant when the system or the site setting asks for reduced motion. */
export function ScrollToTop() {
  const { t } = useTranslation('shell')
  return (
    <button
      type="button"
      onClick={() => {
        const reduce =
          document.documentElement.classList.contains('reduce-motion') || window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
      className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}
    >
      <ArrowUp aria-hidden className="size-4" />
      {t('footer.scrollTop')}
    </button>
  )
}
