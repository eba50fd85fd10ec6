import { deflateSync } from 'node:zlib'

/** A PNG chunk: length, type, data and its CRC-32. */
function pngChunk(type: string, data: Buffer) {
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

/**
 * A real PNG of horizontal stripes, one per colour (RGB), carrying a text chunk with a "GPS"
 * note and, with `captured`, a tIME chunk: what an upload must strip before it is stored.
 */
export function stripedPngWithGpsNote(width: number, height: number, colours: [number, number, number][], captured = false) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const rows = Array.from({ length: height }, (_, y) => {
    const [r, g, b] = colours[Math.floor((y / height) * colours.length)]!
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('tEXt', Buffer.from('Comment\0GPS 52.52N 13.40E', 'latin1')),
    ...(captured ? [pngChunk('tIME', Buffer.from([7, 234, 5, 1, 12, 0, 0]))] : []),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
