import { Search, SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { FIRST_PLACEHOLDER_STEP, PLACEHOLDER_PHRASES, placeholderFrame } from '~/components/search/placeholder'
import { MOBILE_BREAKPOINT_PX, QUERY_MAX } from '~/models/search/box-limits'
import { cn } from '~/utils/cn'
import {
  SEARCH_FORM_CLASS,
  SEARCH_ICON_BUTTON_CLASS,
  SEARCH_ICON_CLASS,
  SEARCH_INPUT_CLASS,
  type LoadedSearchBoxProps,
} from '~/components/search/box-parts'

/**
 * The global search box (SPEC §2 Global search box), in two halves. This light half is in every
 * page's first load: a plain GET form to /search that works without JavaScript, and the animated
 * placeholder. The combobox (downshift), suggestions, recent searches and the filter panel
 * (../search/combobox.tsx) load on the first focus, pointer or key, and take the form's place
 * with what was typed and the focus (decision 040).
 */

let loading: Promise<ComponentType<LoadedSearchBoxProps>> | null = null
const loadBox = () => (loading ??= import('~/components/search/combobox').then((module) => module.SearchCombobox))

export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('shell')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const [query, setQuery] = useState('')
  const [Loaded, setLoaded] = useState<{
    Box: ComponentType<LoadedSearchBoxProps>
    props: Omit<LoadedSearchBoxProps, 'placeholder'>
  } | null>(null)
  const placeholder = useAnimatedPlaceholder()

  // Not from the page's URL: on /search the page has its own form with the query (issue 38).
  const load = (openFilters = false) => {
    void loadBox().then((Box) => {
      setLoaded((already) => {
        if (already) return already
        const element = input.current
        const on =
          element && document.activeElement === element
            ? 'input'
            : openFilters || document.activeElement === toggle.current
              ? 'filters'
              : null
        return {
          Box,
          props: {
            initialQuery: element?.value ?? query,
            focus: on ? { on, start: element?.selectionStart ?? null, end: element?.selectionEnd ?? null } : null,
            openFilters,
          },
        }
      })
    })
  }

  if (Loaded) return <Loaded.Box className={className} placeholder={placeholder} {...Loaded.props} />
  return (
    <form action="/search" method="get" role="search" aria-label={t('search.label')} className={cn(SEARCH_FORM_CLASS, className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search aria-hidden className={SEARCH_ICON_CLASS} />
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onPointerEnter={() => void loadBox()}
        onFocus={() => load()}
        onKeyDown={() => load()}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={QUERY_MAX}
        className={SEARCH_INPUT_CLASS}
      />
      <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
        {/* the panel comes with the loaded half; a press loads it and opens the panel */}
        <button
          ref={toggle}
          type="button"
          aria-label={t('search.filters')}
          aria-expanded={false}
          className={SEARCH_ICON_BUTTON_CLASS}
          onPointerEnter={() => void loadBox()}
          onClick={() => load(true)}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
        </button>
      </div>
    </form>
  )
}

/**
 * SPEC §2: the placeholder types the seven phrases in turn; below 768 px ('compact') it is the
 * short 'Search...'; with reduced motion (the system's or the site's setting) the first phrase
 * stands still. The server and the first render show 'Search...' (no layout to know yet).
 */
function useAnimatedPlaceholder() {
  const { t } = useTranslation('shell')
  const phrases = PLACEHOLDER_PHRASES.map((key) => t(`search.phrases.${key}`))
  const [text, setText] = useState<string | null>(null)
  const key = phrases.join('\n')
  useEffect(() => {
    const list = key.split('\n')
    const compact = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      clearTimeout(timer)
      if (compact.matches) return setText(null)
      if (reduced.matches || document.documentElement.classList.contains('reduce-motion')) return setText(list[0] ?? null)
      let step = FIRST_PLACEHOLDER_STEP
      const tick = () => {
        const frame = placeholderFrame(list, step)
        setText(frame.text)
        step = frame.next
        timer = setTimeout(tick, frame.delayMs)
      }
      tick()
    }
    start()
    compact.addEventListener('change', start)
    reduced.addEventListener('change', start)
    return () => {
      clearTimeout(timer)
      compact.removeEventListener('change', start)
      reduced.removeEventListener('change', start)
    }
  }, [key])
  return text ?? t('search.placeholder')
}
