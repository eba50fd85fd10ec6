import { startDevServer, stopProcessGroup, waitForHttp } from '../../../scripts/lib/wrangler'

/**
 * A `wrangler dev` of its own on a copy of the seeded e2e state (the leak crawl's, the
 * hardening checks'), so what these suites add or change is nothing the other suites count.
 */
export async function serveState(options: { port: number; persistTo: string; label: string }) {
  const server = startDevServer({ port: options.port, persistTo: options.persistTo })
  const baseUrl = `http://127.0.0.1:${options.port}`
  try {
    await waitForHttp(`${baseUrl}/api/health`, 90_000)
  } catch (error) {
    stopProcessGroup(server)
    throw new Error(`wrangler dev for ${options.label} did not start:\n${server.output()}`, { cause: error })
  }
  return { baseUrl, stop: () => stopProcessGroup(server) }
}
