import { Eye, EyeOff } from 'lucide-react'
import { forwardRef, useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { cn } from '~/utils/cn'

/**
 * A password input with a show/hide toggle. The toggle is a real button, labelled by what it
 * will do, and says whether the password is shown (aria-pressed). Without JavaScript the
 * toggle is hidden and the input stays a plain password field.
 */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function PasswordInput(
  { className, ...props },
  ref,
) {
  const { t } = useTranslation('shell')
  const [shown, setShown] = useState(false)
  return (
    <div className="relative">
      <input ref={ref} {...props} type={shown ? 'text' : 'password'} className={cn(INPUT_CLASS, 'pe-12', className)} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-controls={props.id}
        className={cn(
          'absolute inset-y-1 end-1 hidden w-10 place-items-center rounded-md text-neutral-600 hover:bg-neutral-900/5 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-white/10 dark:hover:text-white [.js_&]:grid',
          FOCUS_RING,
        )}
      >
        {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
      </button>
    </div>
  )
})
