/**
 * Builds the offline world basemap of the venue map, public/map/countries.geojson: every
 * country outline of `world-countries` (node_modules/world-countries/data/*.geo.json; ODbL,
 * outlines from thematicmapping.org), simplified for a low-detail map. Run after upgrading
 * world-countries:
 *   npx tsx scripts/make-map-data.ts
 *
 * Neighbours keep one common border after simplification. A vertex belongs to every country
 * whose outline passes within SHARED_EPSILON of it (the source draws a border with a different
 * number of vertices on each side); each ring is cut where that set of countries changes, the
 * first country of a shared piece simplifies it (Douglas–Peucker) and the others reuse exactly
 * that line. Then coordinates are rounded, small islands and lakes dropped (every country keeps
 * its largest part, so small states still show) and the features written without properties.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const SOURCE = 'node_modules/world-countries/data'
const TARGET = 'public/map/countries.geojson'
/** Douglas–Peucker tolerance in degrees (0.18° ≈ 20 km at the equator). */
const TOLERANCE = 0.18
/** Decimal places kept (0.01° ≈ 1.1 km). */
const PRECISION = 2
/** Parts (and holes) smaller than this many square degrees are dropped. */
const MIN_AREA = 0.5
/** A vertex this close (degrees) to a neighbour's outline lies on their common border. */
const SHARED_EPSILON = 0.001

type Point = [number, number]
type Ring = Point[]
type Polygon = Ring[]
type Piece = { points: Point[]; owners: string; result?: Point[] }
type RingPlan = { pieces: Piece[]; closed: boolean; owners: string; area: number }

const key = (p: Point) => `${p[0]},${p[1]}`
const snap = (value: number) => Math.round(value * 1e5) / 1e5

function readCountries() {
  const countries: Array<{ id: string; polygons: Polygon[] }> = []
  for (const file of readdirSync(SOURCE)
    .filter((name) => name.endsWith('.geo.json'))
    .sort()) {
    const collection = JSON.parse(readFileSync(join(SOURCE, file), 'utf8')) as {
      features: Array<{ geometry: { type: string; coordinates: unknown } | null }>
    }
    const polygons: Polygon[] = []
    for (const feature of collection.features) {
      const geometry = feature.geometry
      const parts =
        geometry?.type === 'Polygon'
          ? [geometry.coordinates as Polygon]
          : geometry?.type === 'MultiPolygon'
            ? (geometry.coordinates as Polygon[])
            : []
      // rings without their closing point, snapped so equal vertices of two files compare equal
      for (const part of parts) polygons.push(part.map((ring) => open(ring.map(([x, y]) => [snap(x), snap(y)] as Point))))
    }
    if (polygons.length) countries.push({ id: file.replace('.geo.json', ''), polygons })
  }
  return countries
}

function open(ring: Ring) {
  return ring.length > 1 && key(ring[0]) === key(ring[ring.length - 1]) ? ring.slice(0, -1) : ring
}

function segmentDistance(p: Point, a: Point, b: Point) {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const length = dx * dx + dy * dy
  const t = length ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length)) : 0
  return Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1])
}

/** Douglas–Peucker on an open polyline; keeps both ends. */
function douglasPeucker(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points
  const keep = new Uint8Array(points.length)
  keep[0] = keep[points.length - 1] = 1
  const stack: Array<[number, number]> = [[0, points.length - 1]]
  while (stack.length) {
    const [first, last] = stack.pop()!
    let farthest = -1
    let max = tolerance
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistance(points[i], points[first], points[last])
      if (distance > max) {
        max = distance
        farthest = i
      }
    }
    if (farthest > 0) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_, i) => keep[i])
}

function signedArea(ring: Ring) {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1])
  return sum / 2
}

// ---------------------------------------------------------------- which countries share a vertex

/** Segments of every outline in a 0.1° grid, to find the countries whose outline passes a vertex. */
function ownersOf(countries: ReturnType<typeof readCountries>) {
  const CELL = 0.1
  const grid = new Map<string, Array<[string, Point, Point]>>()
  const cell = (x: number, y: number) => `${Math.floor(x / CELL)}:${Math.floor(y / CELL)}`
  for (const { id, polygons } of countries)
    for (const ring of polygons.flat())
      ring.forEach((a, i) => {
        const b = ring[(i + 1) % ring.length]
        const [x0, x1] = [Math.min(a[0], b[0]) - SHARED_EPSILON, Math.max(a[0], b[0]) + SHARED_EPSILON].map((v) => Math.floor(v / CELL))
        const [y0, y1] = [Math.min(a[1], b[1]) - SHARED_EPSILON, Math.max(a[1], b[1]) + SHARED_EPSILON].map((v) => Math.floor(v / CELL))
        if ((x1 - x0 + 1) * (y1 - y0 + 1) > 400) return // a long straight edge (a parallel or a meridian): its ends suffice
        for (let x = x0; x <= x1; x++)
          for (let y = y0; y <= y1; y++) {
            const list = grid.get(`${x}:${y}`) ?? []
            list.push([id, a, b])
            grid.set(`${x}:${y}`, list)
          }
      })
  return (id: string, p: Point) => {
    const owners = new Set([id])
    for (const [other, a, b] of grid.get(cell(p[0], p[1])) ?? [])
      if (!owners.has(other) && segmentDistance(p, a, b) <= SHARED_EPSILON) owners.add(other)
    return [...owners].sort().join('|')
  }
}

// ---------------------------------------------------------------- cutting rings into pieces

function plan(id: string, ring: Ring, owners: (id: string, p: Point) => string): RingPlan {
  const n = ring.length
  const sig = ring.map((p) => owners(id, p))
  const cuts: number[] = []
  for (let i = 0; i < n; i++) if (sig[i] !== sig[(i - 1 + n) % n] || sig[i] !== sig[(i + 1) % n]) cuts.push(i)
  if (!cuts.length) return { pieces: [{ points: ring, owners: sig[0] }], closed: true, owners: sig[0], area: signedArea(ring) }
  const pieces: Piece[] = []
  cuts.forEach((from, c) => {
    const to = cuts[(c + 1) % cuts.length]
    const points: Point[] = [ring[from]]
    for (let i = (from + 1) % n; ; i = (i + 1) % n) {
      points.push(ring[i])
      if (i === to) break
    }
    pieces.push({ points, owners: points.length > 2 ? sig[(from + 1) % n] : id })
  })
  return { pieces, closed: false, owners: id, area: signedArea(ring) }
}

/** A closed ring simplified from two anchors: its smallest point and the one farthest from it. */
function simplifyClosed(ring: Ring, tolerance: number): Ring {
  let start = 0
  for (let i = 1; i < ring.length; i++) if (key(ring[i]) < key(ring[start])) start = i
  let far = start
  ring.forEach((p, i) => {
    if (Math.hypot(p[0] - ring[start][0], p[1] - ring[start][1]) > Math.hypot(ring[far][0] - ring[start][0], ring[far][1] - ring[start][1]))
      far = i
  })
  const rotated = [...ring.slice(start), ...ring.slice(0, start)]
  const split = (far - start + ring.length) % ring.length
  const first = douglasPeucker(rotated.slice(0, split + 1), tolerance)
  const second = douglasPeucker([...rotated.slice(split), rotated[0]], tolerance)
  return [...first.slice(0, -1), ...second.slice(0, -1)]
}

const factor = 10 ** PRECISION
const round = (value: number) => Math.round(value * factor) / factor

/** Rounds, removes repeated points and closes the ring; [] when nothing of it is left. */
function finish(ring: Ring): Ring {
  const out: Ring = []
  for (const [x, y] of ring) {
    const p: Point = [round(x), round(y)]
    const last = out[out.length - 1]
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
  }
  while (out.length > 1 && key(out[0]) === key(out[out.length - 1])) out.pop()
  if (out.length < 3 || Math.abs(signedArea(out)) === 0) return []
  out.push(out[0])
  return out
}

// ---------------------------------------------------------------- build

const countries = readCountries()
const owners = ownersOf(countries)
const plans = countries.map(({ id, polygons }) => ({
  id,
  polygons: polygons.map((polygon) => polygon.map((ring) => plan(id, ring, owners))),
}))

// the first country of a shared piece simplifies it; the others find it by its ends
const near = (a: Point, b: Point) => Math.abs(a[0] - b[0]) <= 10 * SHARED_EPSILON && Math.abs(a[1] - b[1]) <= 10 * SHARED_EPSILON
const shared = new Map<string, Piece[]>()
for (const { id, polygons } of plans)
  for (const ring of polygons.flat()) {
    for (const piece of ring.pieces) {
      if (ring.closed) piece.result = simplifyClosed(piece.points, TOLERANCE)
      else piece.result = douglasPeucker(piece.points, TOLERANCE)
      if (piece.owners.includes('|') && piece.owners.startsWith(id)) shared.set(piece.owners, [...(shared.get(piece.owners) ?? []), piece])
    }
  }
let reused = 0
for (const { id, polygons } of plans)
  for (const ring of polygons.flat())
    for (const piece of ring.pieces) {
      if (!piece.owners.includes('|') || piece.owners.startsWith(id)) continue
      const first = piece.points[0]
      const last = piece.points[piece.points.length - 1]
      for (const other of shared.get(piece.owners) ?? []) {
        const [a, b] = [other.points[0], other.points[other.points.length - 1]]
        if (ring.closed) {
          // a ring two countries share whole (an enclave): take it, in this ring's direction
          const line = other.result!
          piece.result = Math.sign(signedArea(line)) === Math.sign(ring.area) ? line : [...line].reverse()
        } else if (near(first, a) && near(last, b)) piece.result = other.result
        else if (near(first, b) && near(last, a)) piece.result = [...other.result!].reverse()
        else continue
        reused++
        break
      }
    }

const features: unknown[] = []
let before = 0
let after = 0
for (const { polygons } of plans) {
  const rings = polygons.map((polygon) =>
    polygon.map((ring) => (ring.closed ? ring.pieces[0].result! : ring.pieces.flatMap((piece) => piece.result!.slice(0, -1)))),
  )
  const areas = polygons.map((polygon) => Math.abs(polygon[0].area))
  const largest = areas.indexOf(Math.max(...areas))
  const kept: Polygon[] = []
  polygons.forEach((polygon, index) => {
    before += polygon.reduce((sum, ring) => sum + ring.pieces.reduce((s, piece) => s + piece.points.length - 1, 0), 0)
    if (index !== largest && areas[index] < MIN_AREA) return
    let shell = finish(rings[index][0])
    // a small state's only part keeps its shape from the unsimplified outline
    if (index === largest && shell.length < 5) shell = finish(polygon[0].pieces.flatMap((piece) => piece.points.slice(0, -1)))
    if (shell.length < 4) return
    const holes = rings[index]
      .slice(1)
      .filter((_, h) => Math.abs(polygon[h + 1].area) >= MIN_AREA)
      .map(finish)
      .filter((hole) => hole.length >= 4)
    kept.push([shell, ...holes])
    after += kept[kept.length - 1].reduce((sum, ring) => sum + ring.length - 1, 0)
  })
  if (!kept.length) continue
  features.push({
    type: 'Feature',
    properties: {},
    geometry: kept.length === 1 ? { type: 'Polygon', coordinates: kept[0] } : { type: 'MultiPolygon', coordinates: kept },
  })
}

const collection = {
  type: 'FeatureCollection',
  // ODbL 4.2/4.3: the notice travels with the derived data
  attribution:
    'Contains information from world-countries (https://github.com/mledoze/countries), made available under the ODbL (https://opendatacommons.org/licenses/odbl/1-0/); outlines from thematicmapping.org. Simplified by scripts/make-map-data.ts.',
  features,
}
mkdirSync(dirname(TARGET), { recursive: true })
writeFileSync(TARGET, JSON.stringify(collection) + '\n')
console.log(
  `${TARGET}: ${features.length} countries, ${before} → ${after} points (${reused} shared borders reused), ${(statSync(TARGET).size / 1024).toFixed(1)} kB`,
)
