import { createElement, type ReactNode, type SVGProps } from 'react'

/** A lucide icon's data: `__iconData` of lucide-react/icons/{name}, read at build time. */
export type IconData = {
  name: string
  node: ReadonlyArray<readonly [tag: string, attributes: Record<string, string | number>]>
}

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; color?: string; absoluteStrokeWidth?: boolean }

/**
 * The component every `import { X } from 'lucide-react'` gets in builds (scripts/vite/
 * lucide-icon-imports.ts). It draws the same SVG as lucide's own component with the work and
 * the markup a list of cards repeats hundreds of times taken out: lucide's component reads a
 * context, rebuilds its attributes and its children on every render and writes nine default
 * attributes on every icon, which made up a third of the server's time rendering /venues. Here
 * the children are built once per icon and the defaults (size, stroke, fill) come from the
 * stylesheet's `svg.lucide` rules (app/tailwind.css), which give way to a size class or a prop.
 * Like lucide's, an icon is hidden from assistive technology unless it is given a label.
 */
export function lucideIcon({ name, node }: IconData) {
  const paths = node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))
  const baseClass = `lucide lucide-${name}`
  function LucideIcon({ className, size, color, strokeWidth, absoluteStrokeWidth: _absolute, children, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={labelled(rest, children) ? undefined : true}
        width={size}
        height={size}
        stroke={color}
        strokeWidth={strokeWidth}
        {...rest}
        className={className ? `${baseClass} ${className}` : baseClass}
      >
        {paths}
        {children}
      </svg>
    )
  }
  LucideIcon.displayName = name
  return LucideIcon
}

function labelled(props: Record<string, unknown>, children: ReactNode) {
  if (children != null || props.role != null || props.title != null) return true
  for (const key in props) if (key.startsWith('aria-')) return true
  return false
}
