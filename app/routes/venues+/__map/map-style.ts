/**
 * The venue map's offline basemap, built in code: sea (background), land and country borders
 * from /map/countries.geojson (scripts/make-map-data.ts). No glyphs, no sprites, no tiles
 * server: the map works with the Worker alone. Colours follow the site theme.
 *
 * Types only from maplibre-gl: this module stays out of the light wrapper's chunk either way.
 */
import type { ExpressionSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'

export type MapTheme = 'light' | 'dark'

/** Served from public/ (same origin: CSP connect-src 'self'). */
export const BASEMAP_URL = '/map/countries.geojson'
export const BASEMAP_SOURCE = 'countries'

/** ODbL 4.3 notice for the outlines (node_modules/world-countries/LICENSE, README). */
export const BASEMAP_ATTRIBUTION =
  '<a href="https://github.com/mledoze/countries" rel="noopener noreferrer" target="_blank">world-countries</a> ' +
  '(<a href="https://opendatacommons.org/licenses/odbl/1-0/" rel="noopener noreferrer" target="_blank">ODbL</a>), ' +
  'outlines from thematicmapping.org'

export const BASEMAP_COLORS: Record<MapTheme, { sea: string; land: string; border: string; near: string }> = {
  light: { sea: '#dce6f3', land: '#fbfaff', border: '#b9a8e8', near: '#f1f0f7' },
  dark: { sea: '#0b1120', land: '#221f35', border: '#56498a', near: '#171628' },
}

/**
 * The outlines are simplified to ~20 km: fine for a continent, wrong for a street. From zoom
 * FADE_FROM to FADE_TO land and sea blend into one quiet colour (`near`) and the borders
 * soften, so a venue by the water never seems to stand in the sea.
 */
const FADE_FROM = 6
const FADE_TO = 9

const LAYERS = {
  sea: 'background',
  land: 'land',
  border: 'borders',
} as const

const fade = (far: string, near: string) => ['interpolate', ['linear'], ['zoom'], FADE_FROM, far, FADE_TO, near] as ExpressionSpecification

function paint(theme: MapTheme) {
  const colors = BASEMAP_COLORS[theme]
  return {
    sea: fade(colors.sea, colors.near),
    land: fade(colors.land, colors.near),
    border: colors.border,
    borderOpacity: ['interpolate', ['linear'], ['zoom'], FADE_FROM, 1, FADE_TO, 0.45] as ExpressionSpecification,
  }
}

export function basemapStyle(theme: MapTheme, url = BASEMAP_URL): StyleSpecification {
  const colors = paint(theme)
  return {
    version: 8,
    name: 'Haven basemap',
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'geojson',
        data: url,
        // simplified to ~20 km: deeper tiles would add nothing but work
        maxzoom: 6,
        attribution: BASEMAP_ATTRIBUTION,
      },
    },
    layers: [
      { id: LAYERS.sea, type: 'background', paint: { 'background-color': colors.sea } },
      { id: LAYERS.land, type: 'fill', source: BASEMAP_SOURCE, paint: { 'fill-color': colors.land, 'fill-antialias': true } },
      {
        id: LAYERS.border,
        type: 'line',
        source: BASEMAP_SOURCE,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': colors.border,
          'line-opacity': colors.borderOpacity,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 6, 1.2, 12, 2],
        },
      },
    ],
  }
}

/** Recolours the offline basemap in place (no reload of the style, the points stay). */
export function applyBasemapTheme(map: MapLibreMap, theme: MapTheme) {
  if (!map.getLayer(LAYERS.land)) return
  const colors = paint(theme)
  map.setPaintProperty(LAYERS.sea, 'background-color', colors.sea)
  map.setPaintProperty(LAYERS.land, 'fill-color', colors.land)
  map.setPaintProperty(LAYERS.border, 'line-color', colors.border)
}

/** The theme the page shows now (class `dark` on <html>, set before paint by the preferences script). */
export function currentMapTheme(): MapTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}
