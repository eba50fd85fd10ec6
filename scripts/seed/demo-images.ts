/**
 * The demo's event images: soft gradients made in code (no file to ship, nothing downloaded),
 * stored in the local R2 by the seed under the keys the demo events name.
 */
import { encodePng } from '../lib/png'

type Rgb = [number, number, number]
const PALETTES: Rgb[][] = [
  [
    [228, 3, 3],
    [255, 140, 0],
    [255, 237, 0],
    [0, 128, 38],
    [36, 64, 142],
    [115, 41, 130],
  ],
  [
    [91, 206, 250],
    [245, 169, 184],
    [255, 255, 255],
    [245, 169, 184],
    [91, 206, 250],
  ],
  [
    [214, 41, 0],
    [255, 155, 86],
    [255, 255, 255],
    [212, 97, 166],
    [165, 0, 98],
  ],
  [
    [38, 206, 170],
    [152, 232, 193],
    [255, 255, 255],
    [123, 173, 226],
    [80, 73, 204],
  ],
]

export const DEMO_EVENT_IMAGES = PALETTES.map((_, k) => ({
  key: `events/0000000${k}-de70-4e00-8000-000000000000.png`,
  url: `/media/events/0000000${k}-de70-4e00-8000-000000000000.png`,
}))

/** The demo's profile photos: square pictures made the same way, shared by the members who show photos. */
export const DEMO_PROFILE_PHOTOS = PALETTES.map((_, k) => ({
  key: `photos/0000000${k}-de70-4e00-8000-0000000000ff.png`,
  url: `/media/photos/0000000${k}-de70-4e00-8000-0000000000ff.png`,
}))

const WIDTH = 960
const HEIGHT = 412

/** The k-th demo image: its palette's colours as diagonal bands, softened by a wave. */
export function demoEventImage(k: number, width = WIDTH, height = HEIGHT): Buffer {
  const palette = PALETTES[k % PALETTES.length]!
  return encodePng(width, height, (x, y) => {
    const wave = Math.sin((x / width) * Math.PI * 2.2 + k) * 0.08
    const t = Math.min(0.9999, Math.max(0, (x / width) * 0.65 + (y / height) * 0.35 + wave)) * (palette.length - 1)
    const i = Math.floor(t)
    const f = t - i
    const [a, b] = [palette[i]!, palette[Math.min(i + 1, palette.length - 1)]!]
    // a light veil keeps the colours calm behind a page
    return [0, 1, 2].map((c) => Math.round((a[c]! * (1 - f) + b[c]! * f) * 0.8 + 255 * 0.2)) as Rgb
  })
}
