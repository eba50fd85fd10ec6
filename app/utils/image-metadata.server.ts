/**
 * Uploaded images: the real type from the first bytes (never the declared type or the file
 * name) and a byte-level metadata stripper, so an avatar or profile photo never publishes the
 * camera's GPS position, serial number, capture time or editing history.
 *
 * Pixels are never decoded or re-encoded (no image library in a Worker): only the container's
 * segments/chunks are walked and the metadata ones left out. Anything the walker does not
 * understand is refused, so a file is either cleanly stripped or not stored at all.
 *
 *   JPEG  drops APP1 (Exif, XMP; GPS lives there), APP13 (IPTC), COM, MPF and every other APPn;
 *         keeps APP0 'JFIF', APP2 'ICC_PROFILE' (colours) and APP14 'Adobe' (a colour-transform
 *         flag without personal data, needed to decode CMYK files); drops anything after EOI
 *         (phones append preview images there, with their own Exif).
 *   PNG   drops tEXt, iTXt, zTXt, eXIf and tIME chunks and anything after IEND.
 *   WebP  drops EXIF and XMP chunks and clears their flags in VP8X.
 *   GIF   drops comment extensions and application extensions other than the looping ones
 *         (XMP is stored in an application extension).
 */
export const IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
} as const
export type ImageKind = keyof typeof IMAGE_TYPES

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(bytes.length, start + length)))

/** The image type from its magic bytes, or null for anything else (a renamed text file...). */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif'
  return null
}

export type StrippedImage = { kind: ImageKind; bytes: Uint8Array; width: number | null; height: number | null }

class Malformed extends Error {}

/** Collects output parts and joins them once. */
class Out {
  private parts: Uint8Array[] = []
  length = 0
  push(part: Uint8Array) {
    this.parts.push(part)
    this.length += part.length
  }
  join() {
    const out = new Uint8Array(this.length)
    let offset = 0
    for (const part of this.parts) {
      out.set(part, offset)
      offset += part.length
    }
    return out
  }
}

function need(bytes: Uint8Array, end: number) {
  if (end > bytes.length) throw new Malformed('truncated')
}

// ---------------------------------------------------------------- JPEG

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function keepJpegSegment(marker: number, payload: Uint8Array) {
  if (marker === 0xe0) return ascii(payload, 0, 5) === 'JFIF\0'
  if (marker === 0xe2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0'
  if (marker === 0xee) return ascii(payload, 0, 5) === 'Adobe'
  if (marker >= 0xe0 && marker <= 0xef) return false // other APPn: Exif, XMP, IPTC, MPF, ...
  if (marker === 0xfe) return false // COM
  return true
}

function stripJpeg(bytes: Uint8Array): StrippedImage {
  const out = new Out()
  out.push(bytes.subarray(0, 2)) // SOI
  let pos = 2
  let width: number | null = null
  let height: number | null = null
  for (;;) {
    need(bytes, pos + 2)
    if (bytes[pos] !== 0xff) throw new Malformed('marker expected')
    while (bytes[pos + 1] === 0xff) pos++ // fill bytes
    need(bytes, pos + 2)
    const marker = bytes[pos + 1]
    if (marker === 0xd9) {
      out.push(bytes.subarray(pos, pos + 2)) // EOI: whatever follows is dropped
      break
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(bytes.subarray(pos, pos + 2))
      pos += 2
      continue
    }
    if (marker === 0xd8 || marker === 0x00) throw new Malformed('unexpected marker')
    need(bytes, pos + 4)
    const length = (bytes[pos + 2] << 8) | bytes[pos + 3]
    if (length < 2) throw new Malformed('bad length')
    const end = pos + 2 + length
    need(bytes, end)
    const payload = bytes.subarray(pos + 4, end)
    if (SOF_MARKERS.has(marker) && payload.length >= 5) {
      height = (payload[1] << 8) | payload[2]
      width = (payload[3] << 8) | payload[4]
    }
    if (keepJpegSegment(marker, payload)) out.push(bytes.subarray(pos, end))
    pos = end
    if (marker === 0xda) {
      // entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart
      let scan = pos
      while (scan + 1 < bytes.length) {
        if (bytes[scan] === 0xff) {
          const next = bytes[scan + 1]
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break
        }
        scan++
      }
      if (scan + 1 >= bytes.length) throw new Malformed('no end of image')
      out.push(bytes.subarray(pos, scan))
      pos = scan
    }
  }
  return { kind: 'jpeg', bytes: out.join(), width, height }
}

// ---------------------------------------------------------------- PNG

const PNG_METADATA_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME'])

function stripPng(bytes: Uint8Array): StrippedImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const out = new Out()
  out.push(bytes.subarray(0, 8))
  let pos = 8
  let width: number | null = null
  let height: number | null = null
  let sawEnd = false
  while (!sawEnd) {
    need(bytes, pos + 12)
    const length = view.getUint32(pos)
    const type = ascii(bytes, pos + 4, 4)
    if (!/^[A-Za-z]{4}$/.test(type)) throw new Malformed('bad chunk type')
    const end = pos + 12 + length
    need(bytes, end)
    if (type === 'IHDR' && length >= 8) {
      width = view.getUint32(pos + 8)
      height = view.getUint32(pos + 12)
    }
    if (!PNG_METADATA_CHUNKS.has(type)) out.push(bytes.subarray(pos, end))
    if (type === 'IEND') sawEnd = true
    pos = end
  }
  return { kind: 'png', bytes: out.join(), width, height }
}

// ---------------------------------------------------------------- WebP

function stripWebp(bytes: Uint8Array): StrippedImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true))
  const chunks: Uint8Array[] = []
  let pos = 12
  let width: number | null = null
  let height: number | null = null
  while (pos + 8 <= riffEnd) {
    const type = ascii(bytes, pos, 4)
    const size = view.getUint32(pos + 4, true)
    const end = pos + 8 + size + (size % 2)
    need(bytes, Math.min(end, pos + 8 + size))
    const chunk = bytes.slice(pos, Math.min(end, bytes.length))
    if (type === 'VP8X' && size >= 10) {
      chunk[8] &= ~(0x08 | 0x04) // no Exif, no XMP
      width = 1 + (chunk[12] | (chunk[13] << 8) | (chunk[14] << 16))
      height = 1 + (chunk[15] | (chunk[16] << 8) | (chunk[17] << 16))
    } else if (type === 'VP8 ' && size >= 10 && width === null) {
      width = (chunk[14] | (chunk[15] << 8)) & 0x3fff
      height = (chunk[16] | (chunk[17] << 8)) & 0x3fff
    } else if (type === 'VP8L' && size >= 5 && width === null) {
      const b = chunk.subarray(9)
      width = 1 + (b[0] | ((b[1] & 0x3f) << 8))
      height = 1 + ((b[1] >> 6) | (b[2] << 2) | ((b[3] & 0x0f) << 10))
    }
    if (type !== 'EXIF' && type !== 'XMP ') chunks.push(chunk)
    pos = end
  }
  if (chunks.length === 0) throw new Malformed('no chunks')
  const out = new Out()
  const header = new Uint8Array(12)
  header.set(bytes.subarray(0, 4))
  header.set(bytes.subarray(8, 12), 8)
  out.push(header)
  for (const chunk of chunks) out.push(chunk)
  const joined = out.join()
  new DataView(joined.buffer).setUint32(4, joined.length - 8, true)
  return { kind: 'webp', bytes: joined, width, height }
}

// ---------------------------------------------------------------- GIF

const KEPT_GIF_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0'])

function skipSubBlocks(bytes: Uint8Array, pos: number) {
  for (;;) {
    need(bytes, pos + 1)
    const size = bytes[pos]
    pos += 1 + size
    if (size === 0) return pos
  }
}

function stripGif(bytes: Uint8Array): StrippedImage {
  need(bytes, 13)
  const width = bytes[6] | (bytes[7] << 8)
  const height = bytes[8] | (bytes[9] << 8)
  const flags = bytes[10]
  let pos = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  need(bytes, pos)
  const out = new Out()
  out.push(bytes.subarray(0, pos))
  for (;;) {
    need(bytes, pos + 1)
    const block = bytes[pos]
    if (block === 0x3b) {
      out.push(bytes.subarray(pos, pos + 1))
      break
    }
    if (block === 0x21) {
      need(bytes, pos + 2)
      const label = bytes[pos + 1]
      const end = skipSubBlocks(bytes, pos + 2)
      let keep = label !== 0xfe
      if (label === 0xff) keep = bytes[pos + 2] === 11 && KEPT_GIF_APPLICATIONS.has(ascii(bytes, pos + 3, 11))
      if (keep) out.push(bytes.subarray(pos, end))
      pos = end
      continue
    }
    if (block === 0x2c) {
      need(bytes, pos + 10)
      const local = bytes[pos + 9]
      let end = pos + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0)
      end = skipSubBlocks(bytes, end + 1) // LZW minimum code size, then the data
      out.push(bytes.subarray(pos, end))
      pos = end
      continue
    }
    throw new Malformed('unknown block')
  }
  return { kind: 'gif', bytes: out.join(), width, height }
}

/**
 * The image without its metadata, or null when the bytes are not a JPEG, PNG, WebP or GIF
 * that can be walked to its end.
 */
export function stripImageMetadata(input: Uint8Array): StrippedImage | null {
  const kind = detectImageType(input)
  if (!kind) return null
  try {
    switch (kind) {
      case 'jpeg':
        return stripJpeg(input)
      case 'png':
        return stripPng(input)
      case 'webp':
        return stripWebp(input)
      case 'gif':
        return stripGif(input)
    }
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return null
    throw error
  }
}
