import { useNavigate } from '@remix-run/react'
import { useCombobox } from 'downshift'
import { Search, SlidersHorizontal, X } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_ICON_BUTTON_CLASS, SEARCH_ICON_CLASS, SEARCH_INPUT_CLASS, SEARCH_FORM_CLASS, type LoadedSearchBoxProps } from './box-parts'
import { QUERY_MAX, SUGGEST_MIN_CHARS, activeFilterCount, fullSearchLabel, searchUrl } from '~/models/search/query'
import { cn } from '~/utils/cn'
import { FilterPanel } from './filter-panel'
import { EMPTY_FILTERS, apiFilters, dropdownSections, type BoxItem, type FilterState } from './items'
import { Option, POPOVER_CLASS } from './option'
import { storeRecent, storedRecent, useSuggestions } from './suggestions'

/**
 * The header box once loaded (SPEC §2 Global search box): a WAI-ARIA combobox (downshift's
 * useCombobox, decision 040) over recent searches, suggestions grouped by type and the full
 * search, and the filter panel. It opens on focus, click or typing and closes on Escape, a
 * selection or a full search; Enter on an option follows it, Enter without one runs the full
 * search with the filters (/search?q=…).
 */
export function SearchCombobox({ className, placeholder, initialQuery, focus, openFilters }: LoadedSearchBoxProps) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const id = useId()
  const panelId = `${id}-filters`
  const container = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const filterToggle = useRef<HTMLButtonElement>(null)
  const [query, setQuery] = useState(initialQuery)
  const [menuOpen, setMenuOpen] = useState(focus?.on === 'input')
  const [filtersOpen, setFiltersOpen] = useState(openFilters)
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS)
  const [recent, setRecent] = useState<string[]>(() => storedRecent())
  const { suggestions, answered } = useSuggestions(query, filters.types)
  const { items, sections } = useMemo(() => dropdownSections(query, recent, suggestions), [query, recent, suggestions])
  const filterCount = activeFilterCount(apiFilters(filters))

  // the swap from the light half keeps the focus and the caret
  useLayoutEffect(() => {
    if (!focus) return
    if (focus.on === 'filters') return filterToggle.current?.focus()
    const element = input.current
    element?.focus()
    if (element && focus.start !== null) element.setSelectionRange(focus.start, focus.end ?? focus.start)
    // once, on the swap
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // a press outside the box closes the filter panel (the menu closes on blur by itself); Escape in it, back to its toggle
  useEffect(() => {
    if (!filtersOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setFiltersOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !container.current?.contains(document.activeElement)) return
      event.stopPropagation()
      setFiltersOpen(false)
      filterToggle.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [filtersOpen])

  // the text as the box shows it: downshift tells its changes in an effect after the render, so the
  // `query` state can be a step behind a key pressed at once after the text changed
  const shownText = () => input.current?.value ?? query

  const fullSearch = (text: string) => {
    const q = text.trim()
    if (q) setRecent(storeRecent(q))
    setMenuOpen(false)
    setFiltersOpen(false)
    setQuery('')
    navigate(searchUrl({ q, ...filters }))
  }

  const choose = (item: BoxItem) => {
    if (item.kind === 'suggestion') {
      setRecent(storeRecent(item.suggestion.title))
      setMenuOpen(false)
      setQuery('')
      navigate(item.suggestion.href)
    } else fullSearch(item.query)
  }

  const { getInputProps, getItemProps, getLabelProps, getMenuProps, highlightedIndex, isOpen } = useCombobox<BoxItem>({
    items,
    inputId: `${id}-input`,
    labelId: `${id}-label`,
    menuId: `${id}-menu`,
    isOpen: menuOpen && items.length > 0,
    onIsOpenChange: ({ isOpen: open }) => {
      setMenuOpen(!!open)
      if (open) setFiltersOpen(false)
    },
    inputValue: query,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue ?? ''),
    // controlled empty: every choice is a change, even the same option twice
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem)
    },
    itemToString: (item) => (item?.kind === 'suggestion' ? item.suggestion.title : (item?.query ?? '')),
    itemToKey: (item: BoxItem | null) =>
      !item ? null : item.kind === 'suggestion' ? `s:${item.suggestion.id}` : `${item.kind}:${item.query}`,
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
          // Escape closes an open list and leaves the text; on a closed one it clears (as a native search box)
          return state.isOpen ? { ...changes, inputValue: state.inputValue } : changes
        case useCombobox.stateChangeTypes.InputBlur:
          return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem }
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // the choice navigates; the text is not replaced by the option's
          return { ...changes, inputValue: state.inputValue }
        default:
          return changes
      }
    },
  })

  const openMenu = () => {
    setRecent(storedRecent())
    setFiltersOpen(false)
    setMenuOpen(true)
  }

  const showNoSuggestions = answered && suggestions.length === 0
  const trimmed = query.trim()

  return (
    <div ref={container} className={cn(SEARCH_FORM_CLASS, className)}>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => {
          // Enter with no option highlighted (downshift handles the highlighted one)
          event.preventDefault()
          fullSearch(shownText())
        }}
      >
        <label {...getLabelProps()} className="sr-only">
          {t('search.label')}
        </label>
        <Search aria-hidden className={SEARCH_ICON_CLASS} />
        <input
          {...getInputProps({
            ref: input,
            onFocus: openMenu,
            onClick: () => {
              if (!isOpen) openMenu()
            },
            onKeyDown: (event) => {
              // downshift takes Enter whenever the list is open, highlighted option or not (and so the
              // form's submit never comes): with none highlighted, Enter is the full search
              if (event.key !== 'Enter' || event.nativeEvent.isComposing || !isOpen || highlightedIndex >= 0) return
              ;(event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true
              event.preventDefault()
              fullSearch(shownText())
            },
          })}
          type="search"
          name="q"
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={QUERY_MAX}
          className={SEARCH_INPUT_CLASS}
        />
        <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
          {query ? (
            <button
              type="button"
              aria-label={t('search.clearSearch')}
              className={SEARCH_ICON_BUTTON_CLASS}
              onClick={() => {
                setQuery('')
                input.current?.focus()
              }}
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
          <button
            ref={filterToggle}
            type="button"
            aria-label={filterCount ? t('search.filtersActive', { count: filterCount }) : t('search.filters')}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            className={SEARCH_ICON_BUTTON_CLASS}
            onClick={() => {
              setMenuOpen(false)
              setFiltersOpen((open) => !open)
            }}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {filterCount ? (
              <span
                aria-hidden
                data-testid="search-filter-badge"
                className="absolute -end-1 -top-1 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[0.65rem] font-bold leading-4 text-white dark:bg-violet-300 dark:text-neutral-950"
              >
                {filterCount}
              </span>
            ) : null}
          </button>
        </div>
      </form>

      <div className={cn(POPOVER_CLASS, 'flex-col overflow-hidden', isOpen ? 'flex' : 'hidden')}>
        <div {...getMenuProps()} className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
          {isOpen
            ? sections.map((section) => {
                const headingId = `${id}-${section.kind}-${section.kind === 'suggestions' ? section.type : ''}`
                const heading =
                  section.kind === 'recent' ? t('search.recent') : section.kind === 'suggestions' ? t(`search.types.${section.type}`) : null
                return (
                  <div
                    key={headingId}
                    role="group"
                    aria-labelledby={heading ? headingId : undefined}
                    aria-label={heading ? undefined : t('search.label')}
                    className={cn(
                      section.kind === 'full' && sections.length > 1 && 'mt-1 border-t border-neutral-200 pt-1 dark:border-neutral-700',
                    )}
                  >
                    {heading ? (
                      <div
                        role="presentation"
                        id={headingId}
                        className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-600 dark:text-neutral-300"
                      >
                        {heading}
                      </div>
                    ) : null}
                    {section.items.map(({ item, index }) => (
                      <Option key={index} item={item} highlighted={highlightedIndex === index} {...getItemProps({ item, index })} />
                    ))}
                  </div>
                )
              })
            : null}
        </div>
        {isOpen && trimmed.length >= SUGGEST_MIN_CHARS ? (
          <p role="status" className="px-4 pb-3 text-sm text-neutral-600 dark:text-neutral-300">
            {showNoSuggestions ? t('search.noSuggestions', { query: fullSearchLabel(trimmed) }) : null}
          </p>
        ) : null}
      </div>

      {filtersOpen ? (
        <FilterPanel
          id={panelId}
          className={cn(POPOVER_CLASS, 'overflow-y-auto overscroll-contain')}
          filters={filters}
          onChange={setFilters}
          onSearch={() => fullSearch(shownText())}
        />
      ) : null}
    </div>
  )
}
