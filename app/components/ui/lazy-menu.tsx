import { Suspense, useCallback, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'

/**
 * A header menu whose code (Radix's dropdown menu and the items) is not part of the page's
 * first load. Until first used, its trigger is a plain button looking the same; the pointer or
 * focus reaching it fetches the menu, and pressing it (pointer, Enter, Space or ArrowDown, as
 * Radix opens a menu) shows the real menu open, with focus on its first item when opened from
 * the keyboard. After that the loaded menu is the trigger.
 *
 * The loaded module renders `<DropdownMenu defaultOpen>` with `<DropdownMenuTrigger
 * className={triggerClassName}>{trigger}</DropdownMenuTrigger>` and its content, whose
 * `ref` is `useFirstOpenFocus(openedWithKeyboard)` (LoadedDropdownMenu in dropdown-menu.tsx does both).
 */
export type LoadedMenuProps = { trigger: ReactNode; triggerClassName: string; openedWithKeyboard: boolean }

type LazyMenu<Props extends LoadedMenuProps> = ComponentType<Props> & { preload: () => Promise<unknown> }

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

export function LazyMenuButton<Props extends LoadedMenuProps>({
  menu: Menu,
  menuProps,
  className,
  href,
  children,
}: {
  menu: LazyMenu<Props>
  /** A page showing the same (the notification panel's /notifications): before the JavaScript runs, the trigger is a link to it. */
  href?: string
  /** What the loaded menu needs besides its trigger. */
  menuProps?: Omit<Props, keyof LoadedMenuProps>
  className: string
  children: ReactNode
}) {
  const [opened, setOpened] = useState<null | 'pointer' | 'keyboard'>(null)
  const handlers = {
    className,
    onPointerEnter: () => void Menu.preload(),
    onFocus: () => void Menu.preload(),
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return
      event.preventDefault()
      setOpened('pointer')
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPEN_KEYS.includes(event.key)) return
      event.preventDefault()
      setOpened('keyboard')
    },
  }
  const placeholder = href ? (
    <a
      href={href}
      aria-haspopup="menu"
      {...handlers}
      // the pointer opened the menu: the click that follows does not follow the link
      onClick={(event) => {
        if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) event.preventDefault()
      }}
    >
      {children}
    </a>
  ) : (
    <button type="button" aria-haspopup="menu" aria-expanded={false} {...handlers}>
      {children}
    </button>
  )
  if (!opened) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Menu {...(menuProps as Props)} trigger={children} triggerClassName={className} openedWithKeyboard={opened === 'keyboard'} />
    </Suspense>
  )
}

/**
 * The loaded menu content's ref: Radix focuses the first item only when it saw the key that
 * opened the menu, which happened before the menu existed; so the first opening focuses it here,
 * once Radix has focused the content. Later openings are Radix's own.
 */
export function useFirstOpenFocus(openedWithKeyboard: boolean) {
  const pending = useRef(openedWithKeyboard)
  return useCallback((content: HTMLElement | null) => {
    if (!content || !pending.current) return
    pending.current = false
    setTimeout(() => content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus())
  }, [])
}
