import { startWorkerServer } from '../bench/worker-server'
const s = await startWorkerServer({ persistTo: process.argv[2]!, port: Number(process.argv[3] ?? 8797) })
console.log('READY', s.origin)
process.on('SIGTERM', async () => { await s.dispose(); process.exit(0) })
setInterval(() => {}, 1 << 30)
