/**
 * `npm run bench:dev-proxy [-- --no-build]`: the `wrangler dev` race of decision 012. Its proxy
 * keeps pooled connections to our Worker that both ends close after 5 s idle; a request written
 * at that moment is lost. Six concurrent GETs of an asset, then a pause swept across 4.90–5.08 s,
 * 24 rounds: prints how many requests did not answer within 3 s (0 with the patch; wrangler
 * 4.86 unpatched lost about one in twelve). The pause sweep is what finds the few-millisecond
 * window where both timers fire.
 */
import { withLocalServer } from './local-server'

const PORT = 8797
const ROUNDS = 24
const CONCURRENT = 6
const ANSWER_WITHIN_MS = 3_000

async function getAnswered(url: string) {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), ANSWER_WITHIN_MS)
  try {
    await (await fetch(url, { signal: abort.signal })).arrayBuffer()
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

await withLocalServer(PORT, async (origin) => {
  let lost = 0
  for (let round = 0; round < ROUNDS; round++) {
    // distinct URLs so nothing in between could answer from a cache
    const answered = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => getAnswered(`${origin}/favicon.svg?round=${round}&i=${i}`)),
    )
    const missing = answered.filter((ok) => !ok).length
    lost += missing
    const pauseMs = 4_900 + (round % 8) * 25
    console.log(`round ${String(round + 1).padStart(2)}: pause ${pauseMs} ms, ${missing} of ${CONCURRENT} without answer`)
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
  console.log(`requests without an answer within ${ANSWER_WITHIN_MS} ms: ${lost} of ${ROUNDS * CONCURRENT}`)
})
