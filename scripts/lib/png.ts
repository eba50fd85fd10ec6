/**
 * A minimal PNG writer (8-bit RGB, no filter), for pictures made in code: the demo's event images
 * and the tests' uploads. Node only (zlib).
 */
import { deflateSync } from 'node:zlib'

/** A PNG chunk: length, type, data and its CRC-32. */
export function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length)
  head.write(type, 4, 'ascii')
  let crc = 0xffffffff
  for (const byte of Buffer.concat([Buffer.from(type, 'ascii'), data])) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0)
  return Buffer.concat([head, data, tail])
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The IHDR chunk of an 8-bit RGB image. */
export function pngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return pngChunk('IHDR', ihdr)
}

/** A PNG whose pixels `colour(x, y)` gives (RGB, 0–255). */
export function encodePng(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3))
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3)
    for (let x = 0; x < width; x++) rows.set(colour(x, y), row + 1 + x * 3)
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
