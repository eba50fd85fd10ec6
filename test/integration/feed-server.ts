/**
 * A real HTTP server the integration tests' Worker fetches news feeds from (vitest globalSetup:
 * it runs in Node, beside workerd): the feed import reads real HTTP answers, good and bad. Its
 * address reaches the tests as `inject('feedServer')`.
 *
 *   /feeds/{name}.xml       a feed document the test registered (POST /feeds/{name}.xml)
 *   /status/{code}          that status, with a body
 *   /slow                   answers after 5 s (the import's time limit is shorter)
 *   /stall                  sends its headers and half a feed, then nothing for 5 s
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    feedServer: string
  }
}

let server: Server | undefined
const timers = new Set<NodeJS.Timeout>()

export async function setup(project: TestProject) {
  const documents = new Map<string, { body: string; type: string }>()
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (req.method === 'POST' && path.startsWith('/feeds/')) {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        documents.set(path, { body, type: req.headers['content-type'] ?? 'application/rss+xml' })
        res.writeHead(204).end()
      })
      return
    }
    const doc = documents.get(path)
    if (doc) return void res.writeHead(200, { 'Content-Type': doc.type }).end(doc.body)
    const status = /^\/status\/(\d{3})$/.exec(path)
    if (status) return void res.writeHead(Number(status[1]), { 'Content-Type': 'text/plain' }).end('failure')
    if (path === '/slow') {
      const timer = setTimeout(() => {
        timers.delete(timer)
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end('<rss><channel><title>late</title></channel></rss>')
      }, 5_000)
      timers.add(timer)
      return
    }
    if (path === '/stall') {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' })
      res.write('<rss><channel><title>Stalled</title><item><title>half')
      const timer = setTimeout(() => {
        timers.delete(timer)
        res.end('</title></item></channel></rss>')
      }, 5_000)
      timers.add(timer)
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('feedServer', `http://127.0.0.1:${port}`)
}

export async function teardown() {
  for (const timer of timers) clearTimeout(timer)
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
}
