// TEMPORARY (do not commit): CPU profile of N requests to a path through the inspector
import WebSocket from 'ws'
import { writeFileSync } from 'node:fs'
const [path, n = '20', member] = process.argv.slice(2)
const list = (await (await fetch('http://127.0.0.1:9230/json')).json()) as { webSocketDebuggerUrl: string; title: string }[]
console.log(list.map((l) => l.title))
const target = list.find((l) => /haven/.test(l.title)) ?? list[0]!
const ws = new WebSocket(target.webSocketDebuggerUrl)
await new Promise((r) => ws.once('open', r))
let id = 0
const pending = new Map<number, (v: any) => void>()
ws.on('message', (m) => { const d = JSON.parse(String(m)); if (d.id && pending.has(d.id)) { pending.get(d.id)!(d.result); pending.delete(d.id) } })
const send = (method: string, params = {}) => new Promise<any>((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })) })
await send('Profiler.enable')
await send('Profiler.setSamplingInterval', { interval: 100 })
const headers: Record<string, string> = member ? { Cookie: 'haven_session=bench-scale-demo-member-session' } : {}
for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:8798${path}`, { headers })).text()
await send('Profiler.start')
for (let i = 0; i < Number(n); i++) await (await fetch(`http://127.0.0.1:8798${path}`, { headers })).text()
const { profile } = await send('Profiler.stop')
writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile))
// self time by function, and inclusive time by function
const nodes = new Map<number, any>(profile.nodes.map((nd: any) => [nd.id, nd]))
const self = new Map<number, number>()
const dt = profile.timeDeltas as number[]
profile.samples.forEach((s: number, k: number) => self.set(s, (self.get(s) ?? 0) + (dt[k] ?? 0)))
const parent = new Map<number, number>()
for (const nd of profile.nodes) for (const c of nd.children ?? []) parent.set(c, nd.id)
const byFn = new Map<string, number>(), incl = new Map<string, number>()
for (const [nid, t] of self) {
  const nd = nodes.get(nid)
  const key = (x: any) => `${x.callFrame.functionName || '(anon)'} ${x.callFrame.url.split('/').pop()}:${x.callFrame.lineNumber}`
  byFn.set(key(nd), (byFn.get(key(nd)) ?? 0) + t)
  const seen = new Set<string>()
  for (let cur: number | undefined = nid; cur != null; cur = parent.get(cur)) { const k = key(nodes.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t) } }
}
const total = [...self.values()].reduce((a, b) => a + b, 0)
console.log(`total sampled ${(total / 1000 / Number(n)).toFixed(1)} ms per request`)
const show = (m: Map<string, number>, label: string, k = 25) => { console.log(`--- ${label}`); for (const [f, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, k)) console.log(`${(t / 1000 / Number(n)).toFixed(2).padStart(7)} ms  ${f}`) }
show(byFn, 'self')
show(incl, 'inclusive', 45)
ws.close()
