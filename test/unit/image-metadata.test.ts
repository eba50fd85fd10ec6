import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { detectImageType, stripImageMetadata } from '~/utils/image-metadata.server'
import { concat, enc, has, segment } from '../image-fixtures'

/** Byte-level metadata stripping of uploaded images (app/utils/image-metadata.server.ts). */

// ---------------------------------------------------------------- JPEG
/** Exif with a GPS IFD: what a phone writes, including the coordinates' tag. */
const EXIF = segment(0xe1, concat(enc('Exif\0\0'), enc('MM\0*\0\0\0\x08'), enc('GPSLatitude 52.5200 N GPSLongitude 13.4050 E')))
const XMP = segment(0xe1, enc('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>CreateDate</x:xmpmeta>'))
const IPTC = segment(0xed, enc('Photoshop 3.0\x008BIM city=Berlin'))
const COMMENT = segment(0xfe, enc('taken at home'))
const JFIF = segment(0xe0, concat(enc('JFIF\0'), [1, 1, 0, 0, 1, 0, 1, 0, 0]))
const ICC = segment(0xe2, concat(enc('ICC_PROFILE\0'), [1, 1], enc('colour profile')))
const DQT = segment(0xdb, new Uint8Array(65))
const SOF0 = segment(0xc0, [8, 0, 3, 0, 4, 1, 1, 0x11, 0]) // 4 wide, 3 high
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0])
// entropy-coded data with a stuffed 0xFF00 and a restart marker, which are not segment starts
const SCAN = Uint8Array.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56])
const EOI = [0xff, 0xd9]
const TRAILER = concat(enc('MPF second image'), [0xff, 0xd8, 0xff, 0xe1], enc('Exif trailing'))

function jpeg(...middle: Uint8Array[]) {
  return concat([0xff, 0xd8], ...middle, DQT, SOF0, SOS, SCAN, EOI)
}

describe('detectImageType', () => {
  it('knows the four allowed types by their first bytes', () => {
    expect(detectImageType(jpeg())).toBe('jpeg')
    expect(detectImageType(png([]))).toBe('png')
    expect(detectImageType(webp([]))).toBe('webp')
    expect(detectImageType(concat(enc('GIF89a'), new Uint8Array(10)))).toBe('gif')
  })
  it('refuses text, SVG and a text file named .png', () => {
    expect(detectImageType(enc('hello, I am a text file'))).toBeNull()
    expect(detectImageType(enc('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageType(new Uint8Array())).toBeNull()
  })
})

describe('JPEG', () => {
  it('drops Exif (with GPS), XMP, IPTC, comments and trailing data; keeps JFIF, ICC and the image', () => {
    const input = concat(jpeg(JFIF, EXIF, ICC, XMP, IPTC, COMMENT), TRAILER)
    const result = stripImageMetadata(input)!
    expect(result.kind).toBe('jpeg')
    for (const text of ['Exif', 'GPS', 'xmpmeta', 'Photoshop', 'taken at home', 'MPF']) expect(has(result.bytes, text)).toBe(false)
    expect(has(result.bytes, 'JFIF')).toBe(true)
    expect(has(result.bytes, 'ICC_PROFILE')).toBe(true)
    expect(result.bytes).toEqual(concat([0xff, 0xd8], JFIF, ICC, DQT, SOF0, SOS, SCAN, EOI))
    expect([result.width, result.height]).toEqual([4, 3])
  })
  it('leaves a clean file unchanged', () => {
    const clean = jpeg(JFIF)
    expect(stripImageMetadata(clean)!.bytes).toEqual(clean)
  })
  it('refuses a truncated file', () => {
    const input = jpeg(JFIF, EXIF)
    expect(stripImageMetadata(input.subarray(0, 30))).toBeNull()
    expect(stripImageMetadata(input.subarray(0, input.length - 2))).toBeNull()
  })
})

// ---------------------------------------------------------------- PNG
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function chunk(type: string, data: Uint8Array) {
  const head = new Uint8Array(8)
  new DataView(head.buffer).setUint32(0, data.length)
  head.set(enc(type), 4)
  let crc = 0xffffffff
  for (const b of concat(enc(type), data)) crc = crcTable[(crc ^ b) & 0xff] ^ (crc >>> 8)
  const tail = new Uint8Array(4)
  new DataView(tail.buffer).setUint32(0, (crc ^ 0xffffffff) >>> 0)
  return concat(head, data, tail)
}
function png(extra: Uint8Array[], after: Uint8Array[] = []) {
  const ihdr = new Uint8Array(13)
  new DataView(ihdr.buffer).setUint32(0, 2)
  new DataView(ihdr.buffer).setUint32(4, 1)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const idat = deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255]))
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', idat),
    ...after,
    chunk('IEND', new Uint8Array()),
  )
}

describe('PNG', () => {
  it('drops tEXt, iTXt, zTXt, eXIf and tIME; keeps the image chunks', () => {
    const meta = [
      chunk('tEXt', enc('Author\0Someone')),
      chunk('iTXt', enc('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
      chunk('zTXt', concat(enc('Comment\0\0'), deflateSync(Buffer.from('secret')))),
      chunk('eXIf', enc('MM\0*GPSLatitude')),
      chunk('tIME', Uint8Array.from([7, 233, 1, 1, 0, 0, 0])),
    ]
    const result = stripImageMetadata(concat(png(meta), enc('trailing')))!
    expect(result.kind).toBe('png')
    expect(result.bytes).toEqual(png([]))
    for (const text of ['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME', 'GPS', 'trailing']) expect(has(result.bytes, text)).toBe(false)
    expect([result.width, result.height]).toEqual([2, 1])
  })
  it('refuses a PNG cut short', () => {
    const full = png([])
    expect(stripImageMetadata(full.subarray(0, full.length - 6))).toBeNull()
  })
})

// ---------------------------------------------------------------- WebP
function riffChunk(type: string, data: Uint8Array) {
  const head = new Uint8Array(8)
  head.set(enc(type))
  new DataView(head.buffer).setUint32(4, data.length, true)
  return concat(head, data, data.length % 2 ? [0] : [])
}
function webp(chunks: Uint8Array[]) {
  const body = concat(enc('WEBP'), ...chunks)
  const head = new Uint8Array(8)
  head.set(enc('RIFF'))
  new DataView(head.buffer).setUint32(4, body.length, true)
  return concat(head, body)
}
const vp8x = (flags: number) => riffChunk('VP8X', Uint8Array.from([flags, 0, 0, 0, 9, 0, 0, 4, 0, 0])) // 10 x 5

describe('WebP', () => {
  it('drops EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const image = riffChunk('VP8L', Uint8Array.from([0x2f, 1, 2, 3, 4, 5]))
    const input = webp([vp8x(0x08 | 0x04 | 0x10), image, riffChunk('EXIF', enc('MM\0*GPS')), riffChunk('XMP ', enc('<x:xmpmeta/>'))])
    const result = stripImageMetadata(input)!
    expect(result.kind).toBe('webp')
    expect(result.bytes).toEqual(webp([vp8x(0x10), image]))
    expect(has(result.bytes, 'GPS')).toBe(false)
    expect(has(result.bytes, 'xmpmeta')).toBe(false)
    expect([result.width, result.height]).toEqual([10, 5])
  })
})

// ---------------------------------------------------------------- GIF
describe('GIF', () => {
  it('drops comments and XMP application data; keeps the looping extension and the frames', () => {
    const header = concat(enc('GIF89a'), [1, 0, 1, 0, 0x80, 0, 0], [0, 0, 0, 255, 255, 255])
    const loop = concat([0x21, 0xff, 11], enc('NETSCAPE2.0'), [3, 1, 0, 0, 0])
    const xmp = concat([0x21, 0xff, 11], enc('XMP DataXMP'), [5], enc('<x:x>'), [0])
    const comment = concat([0x21, 0xfe, 6], enc('secret'), [0])
    const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
    const result = stripImageMetadata(concat(header, loop, xmp, comment, frame, [0x3b]))!
    expect(result.bytes).toEqual(concat(header, loop, frame, [0x3b]))
    expect([result.width, result.height]).toEqual([1, 1])
  })
})
