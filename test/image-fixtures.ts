/**
 * Byte-level image fixtures shared by the unit and integration tests of uploads: JPEG segments
 * built by hand, and a JPEG carrying an Exif GPS position as a phone writes it.
 */
export const enc = (text: string) => new TextEncoder().encode(text)

export function concat(...parts: (Uint8Array | number[])[]) {
  const arrays = parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p)))
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0))
  let offset = 0
  for (const a of arrays) {
    out.set(a, offset)
    offset += a.length
  }
  return out
}

/** A JPEG marker segment: 0xFF, the marker, a two-byte length, the payload. */
export const segment = (marker: number, payload: Uint8Array | number[]) => {
  const body = payload instanceof Uint8Array ? payload : Uint8Array.from(payload)
  const length = body.length + 2
  return concat([0xff, marker, length >> 8, length & 0xff], body)
}

/** Whether the bytes contain the (ASCII) text. */
export const has = (bytes: Uint8Array, text: string) => new TextDecoder('latin1').decode(bytes).includes(text)

/** A JPEG as a phone writes it: JFIF, then Exif with the GPS position, then the image. */
export const JPEG_WITH_GPS = concat(
  [0xff, 0xd8],
  segment(0xe0, concat(enc('JFIF\0'), [1, 1, 0, 0, 1, 0, 1, 0, 0])),
  segment(0xe1, concat(enc('Exif\0\0MM\0*'), enc('GPSLatitude 52.52 N GPSLongitude 13.40 E'))),
  segment(0xdb, new Uint8Array(65)),
  segment(0xc0, Uint8Array.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
  segment(0xda, Uint8Array.from([1, 1, 0, 0, 0x3f, 0])),
  [0x12, 0x34, 0xff, 0xd9],
)
