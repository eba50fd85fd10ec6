import { randomBytes } from 'node:crypto'
import { request } from 'node:http'

export type Answer = { status: number; location?: string }

/** A WebSocket upgrade of a room: 101 when it lets the socket in, else the refusal's status. */
export function knock(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        ...headers,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
      timeout: 30_000,
    })
    req.on('upgrade', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode ?? 101 })
    })
    req.on('response', (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within 30 s`)))
    req.on('error', reject)
    req.end()
  })
}
