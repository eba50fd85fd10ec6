/**
 * `npm run bench:weight [-- /path …]`: what each page costs a visitor on first load — the
 * HTML, and the JavaScript and CSS it references (modulepreload, module scripts, stylesheets),
 * raw and gzip-compressed — plus the server time of the HTML (median of 5).
 */
import { gzipSync } from 'node:zlib'
import { pagesFromArgs, withLocalServer } from './local-server'

const PORT = 8795
const DEFAULT_PAGES = ['/', '/about', '/accessibility', '/contact', '/sitemap', '/auth', '/places', '/country/de', '/venues', '/venues/1']

type Weight = { raw: number; gzip: number }
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`

async function weigh(url: string): Promise<Weight & { body: string }> {
  const body = await (await fetch(url)).text()
  return { body, raw: Buffer.byteLength(body), gzip: gzipSync(body).byteLength }
}

function referencedAssets(html: string) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [, rel, href] of html.matchAll(/<link[^>]*rel="([^"]+)"[^>]*href="([^"]+)"/g)) {
    if (rel === 'modulepreload') js.add(href)
    if (rel === 'stylesheet') css.add(href)
  }
  for (const [, src] of html.matchAll(/<script[^>]*src="([^"]+)"/g)) js.add(src)
  for (const [, src] of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(src)
  return { js: [...js], css: [...css] }
}

await withLocalServer(PORT, async (origin) => {
  console.log(`${'page'.padEnd(16)}${['html', 'js', 'css', 'total gzip', 'html ms (p50)'].map((h) => h.padStart(16)).join('')}`)
  for (const page of pagesFromArgs(DEFAULT_PAGES)) {
    const html = await weigh(origin + page)
    const { js, css } = referencedAssets(html.body)
    const sum = async (urls: string[]) => {
      const weights = await Promise.all(urls.map((u) => weigh(new URL(u, origin).href)))
      return weights.reduce((t, w) => ({ raw: t.raw + w.raw, gzip: t.gzip + w.gzip }), { raw: 0, gzip: 0 })
    }
    const [jsWeight, cssWeight] = [await sum(js), await sum(css)]
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await (await fetch(origin + page)).text()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const cells = [
      `${kb(html.gzip)}`,
      `${kb(jsWeight.gzip)} (${js.length})`,
      `${kb(cssWeight.gzip)}`,
      kb(html.gzip + jsWeight.gzip + cssWeight.gzip),
      times[2].toFixed(1),
    ]
    console.log(`${page.padEnd(16)}${cells.map((c) => c.padStart(16)).join('')}`)
  }
  console.log('\nsizes are gzip; js counts the module files the page loads before hydration')
})
