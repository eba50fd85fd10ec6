// TEMPORARY: applies new migrations to a scale folder and renames its marker as prepareScaleDir would name it
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import { migrateLocal } from './lib/wrangler'
const dir = process.argv[2]!, scale = process.argv[3]!
migrateLocal({ persistTo: dir })
const migrations = readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()
const seedCode = readdirSync('scripts/seed').sort().map((f) => readFileSync(path.join('scripts/seed', f), 'utf8'))
const schema = createHash('sha256').update([...migrations, ...seedCode].join('\n')).digest('hex').slice(0, 12)
const old = readdirSync(dir).find((f) => f.startsWith('seeded-at-scale-'))!
renameSync(path.join(dir, old), path.join(dir, `seeded-at-scale-${scale}-with-${migrations.length}-migrations-${schema}`))
console.log(readdirSync(dir))
