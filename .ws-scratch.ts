import { startWorkerServer } from './bench/worker-server'
import { writeFileSync } from 'node:fs'
const s = await startWorkerServer({ persistTo: '/work/scale-state', port: 8799 })
writeFileSync('/tmp/ws-ready', s.origin)
await new Promise((r) => setTimeout(r, 150000))
await s.dispose()
