/** The venue map's classes: focus ring, point and cluster markers, dark controls, the popup. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'
export const POINT_BUTTON = `group grid size-6 cursor-pointer place-items-center rounded-full data-[highlighted=true]:z-10 ${FOCUS_RING}`
export const POINT_DOT =
  'block size-3.5 rounded-full border-2 border-white bg-brand-600 shadow-md shadow-black/30 transition-[scale,background-color] duration-150 group-hover:scale-125 group-focus-visible:scale-125 group-data-[highlighted=true]:scale-[1.6] group-data-[highlighted=true]:border-brand-800 group-data-[highlighted=true]:bg-amber-400 dark:border-neutral-950 dark:bg-violet-400 dark:group-data-[highlighted=true]:border-white dark:group-data-[highlighted=true]:bg-amber-300'
// the marker element itself must not scale: `scale` would multiply MapLibre's translate too
export const CLUSTER_BUTTON = `group grid cursor-pointer place-items-center rounded-full data-[highlighted=true]:z-10 ${FOCUS_RING}`
export const CLUSTER_DISC =
  'grid size-full place-items-center rounded-full border-2 border-white bg-brand-600 text-xs font-semibold text-white shadow-md shadow-black/30 transition-[scale,box-shadow] duration-150 group-hover:scale-110 group-data-[highlighted=true]:ring-4 group-data-[highlighted=true]:ring-amber-400 dark:border-neutral-950 dark:bg-violet-700 dark:group-data-[highlighted=true]:ring-amber-300'
// MapLibre's own CSS loads after Tailwind's and ties on specificity: these overrides are important
export const CONTROLS_DARK =
  'dark:[&_.maplibregl-ctrl-group]:bg-neutral-800! dark:[&_.maplibregl-ctrl-group_button+button]:border-neutral-700! dark:[&_.maplibregl-ctrl-icon]:invert dark:[&_.maplibregl-ctrl-attrib]:bg-neutral-900/85! dark:[&_.maplibregl-ctrl-attrib]:text-neutral-200! dark:[&_.maplibregl-ctrl-attrib_a]:text-neutral-100! dark:[&_.maplibregl-ctrl-attrib-button]:invert'
export const POPUP =
  'venue-map-popup [&_.maplibregl-popup-content]:rounded-xl! [&_.maplibregl-popup-content]:px-4! [&_.maplibregl-popup-content]:py-3! [&_.maplibregl-popup-content]:pe-9! [&_.maplibregl-popup-content]:shadow-lg! [&_.maplibregl-popup-close-button]:size-8 [&_.maplibregl-popup-close-button]:rounded-se-xl [&_.maplibregl-popup-close-button]:text-lg [&_.maplibregl-popup-close-button]:text-neutral-700 dark:[&_.maplibregl-popup-content]:bg-neutral-900! dark:[&_.maplibregl-popup-content]:text-neutral-100 dark:[&_.maplibregl-popup-content]:ring-1 dark:[&_.maplibregl-popup-content]:ring-neutral-700 dark:[&_.maplibregl-popup-tip]:hidden dark:[&_.maplibregl-popup-close-button]:text-neutral-200'
