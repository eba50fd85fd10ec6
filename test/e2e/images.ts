import { deflateSync } from 'node:zlib'
import { PNG_SIGNATURE, pngChunk, pngHeader } from '../../scripts/lib/png'

/**
 * A real PNG of horizontal stripes, one per colour (RGB), carrying a text chunk with a "GPS"
 * note and, with `captured`, a tIME chunk: what an upload must strip before it is stored.
 */
export function stripedPngWithGpsNote(width: number, height: number, colours: [number, number, number][], captured = false) {
  const rows = Array.from({ length: height }, (_, y) => {
    const [r, g, b] = colours[Math.floor((y / height) * colours.length)]!
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  })
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('tEXt', Buffer.from('Comment\0GPS 52.52N 13.40E', 'latin1')),
    ...(captured ? [pngChunk('tIME', Buffer.from([7, 234, 5, 1, 12, 0, 0]))] : []),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
