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

/** The market's demo photos (listing_photos, scripts/seed/demo.ts): square, at the item page's size. */
export const DEMO_MARKET_PHOTO_SIZE = 640

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

/**
 * The feed's showcase posts (scripts/seed/demo.ts): fixed ids, so their photos' R2 keys
 * (posts/{postId}/{photoId}.png, made in code like the event images) are known to the seed that
 * stores them. Every photo has its alt text, as the post form requires.
 */
export const DEMO_POST_PHOTO_SIZE = { width: 640, height: 400 }
type DemoPost = {
  id: string
  author: 'member' | 'friendA' | 'friendB'
  hoursAgo: number
  visibility: 'public' | 'members' | 'friends' | 'group'
  content: string
  contentWarning?: string
  comment?: string
  photos: { id: string; key: string; alt: string; palette: number }[]
}
const postId = (n: number) => `0000feed-0000-4000-8000-00000000000${n}`
const photo = (post: number, n: number, alt: string, palette: number) => {
  const id = `0000feed-0000-4000-8000-0000000001${post}${n}`
  return { id, key: `posts/${postId(post)}/${id}.png`, alt, palette }
}
export const DEMO_POSTS: DemoPost[] = [
  {
    id: postId(1),
    author: 'friendA',
    hoursAgo: 1,
    visibility: 'public',
    content:
      'Our float is ready for Saturday! Come and march with us, everyone is welcome. @Jordan Rivera you promised to bring the glitter.',
    comment: 'Wouldn’t miss it. Glitter is packed!',
    photos: [
      photo(1, 1, 'A parade float covered in rainbow streamers, seen from the side', 0),
      photo(1, 2, 'Close-up of hand-painted banners in the colours of the trans flag', 1),
    ],
  },
  {
    id: postId(2),
    author: 'friendB',
    hoursAgo: 2,
    visibility: 'friends',
    content:
      'Something happened on the tram home last night: two guys shouted slurs at us and followed us off. We are fine, friends came to pick us up. Please look out for each other this weekend.',
    contentWarning: 'Harassment, homophobic slurs',
    comment: 'So sorry this happened. Message me if you want company on the way home.',
    photos: [photo(2, 1, 'A quiet tram stop at night under orange street lights', 2)],
  },
  {
    id: postId(3),
    author: 'member',
    hoursAgo: 3,
    visibility: 'members',
    content:
      'Told my parents last weekend. Dad needs time, Mum hugged me for a very long time. Thank you all for the advice in the support group, it helped more than I can say.',
    contentWarning: 'Coming out, family conflict',
    comment: 'Proud of you. One step at a time.',
    photos: [],
  },
  {
    id: postId(4),
    author: 'friendA',
    hoursAgo: 5,
    visibility: 'group',
    content: 'Crew only: the board-game night moves to the café on the corner next week, same time. Bring snacks!',
    photos: [photo(4, 1, 'A table with board games, dice and cups of tea', 3)],
  },
]
export const DEMO_HIDDEN_POST_ID = postId(5)

/** A showcase photo: the k-th palette in soft bands, at the feed's size. */
export function demoPostImage(palette: number): Buffer {
  const colours = PALETTES[palette % PALETTES.length]!
  const { width, height } = DEMO_POST_PHOTO_SIZE
  return encodePng(width, height, (x, y) => {
    const t = Math.min(0.9999, Math.max(0, (y / height) * 0.7 + (x / width) * 0.3)) * (colours.length - 1)
    const i = Math.floor(t)
    const f = t - i
    const [a, b] = [colours[i]!, colours[Math.min(i + 1, colours.length - 1)]!]
    return [0, 1, 2].map((c) => Math.round((a[c]! * (1 - f) + b[c]! * f) * 0.85 + 255 * 0.15)) as Rgb
  })
}
