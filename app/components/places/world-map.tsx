import { cn } from '~/utils/cn'
import { WORLD_HEIGHT, WORLD_LAND_PATH, WORLD_TOP_LAT } from './world-map-data'

/**
 * A small static map: the world in dots with the place marked. Pure SVG rendered on the server:
 * no JavaScript, no tiles, no network. Equirectangular, so the marker is simply (lng, lat).
 */
export function WorldMap({
  latitude,
  longitude,
  label,
  className,
}: {
  latitude: number | null
  longitude: number | null
  label: string
  className?: string
}) {
  const hasPoint = latitude != null && longitude != null
  const x = hasPoint ? longitude + 180 : 0
  const y = hasPoint ? Math.min(WORLD_HEIGHT, Math.max(0, WORLD_TOP_LAT - latitude)) : 0
  return (
    <figure className={cn('overflow-hidden rounded-xl bg-sky-50 ring-1 ring-sky-100 dark:bg-slate-900 dark:ring-slate-800', className)}>
      {/* SVG coordinates are never mirrored in RTL: the Americas stay on the left */}
      <svg viewBox={`0 -2 360 ${WORLD_HEIGHT + 4}`} role="img" aria-label={label} className="block h-auto w-full">
        <path
          d={WORLD_LAND_PATH}
          fill="none"
          strokeLinecap="round"
          strokeWidth={1.4}
          strokeDasharray="0 2"
          className="stroke-slate-400 dark:stroke-slate-500"
        />
        {hasPoint && (
          <g transform={`translate(${x} ${y})`}>
            <circle r={16} className="fill-brand-600/15 dark:fill-violet-300/20" />
            <circle r={9} className="fill-brand-600/25 motion-safe:animate-pulse dark:fill-violet-300/30" />
            <circle r={4.5} className="fill-brand-700 stroke-white dark:fill-violet-300 dark:stroke-slate-900" strokeWidth={1.5} />
          </g>
        )}
      </svg>
    </figure>
  )
}
