/**
 * Turns rows into multi-row INSERT statements for the local D1 (or a .sql file for
 * `wrangler d1 execute --file`). Statements stay under D1's statement size limit (100 KB) and
 * a row count workerd's SQLite can parse.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** UTF-8 bytes (the limit is in bytes: cities' search_names are Cyrillic, CJK, Arabic…). */
const MAX_STATEMENT_BYTES = 90_000
/** workerd's SQLite runs out of memory parsing VALUES lists of thousands of short rows. */
const MAX_ROWS_PER_STATEMENT = 500

export type Row = Record<string, unknown>

export function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (value instanceof Date) return String(value.getTime())
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return `'${text.replace(/'/g, "''")}'`
}

export class SqlFile {
  private chunks: string[] = []
  private size = 0

  raw(statement: string) {
    this.push(statement.trim().replace(/;?$/, ';\n'))
  }

  /** Inserts rows whose keys are the table's column names (all rows share the first row's keys). */
  insert(table: string, rows: Row[], verb = 'INSERT') {
    if (rows.length === 0) return
    const columns = Object.keys(rows[0])
    const head = `${verb} INTO ${table} (${columns.join(', ')}) VALUES\n`
    let values: string[] = []
    const headBytes = Buffer.byteLength(head)
    let bytes = headBytes
    const flush = () => {
      if (values.length) this.push(head + values.join(',\n') + ';\n')
      values = []
      bytes = headBytes
    }
    for (const row of rows) {
      const tuple = `(${columns.map((c) => sqlValue(row[c])).join(', ')})`
      const tupleBytes = Buffer.byteLength(tuple)
      if (bytes + tupleBytes > MAX_STATEMENT_BYTES || values.length >= MAX_ROWS_PER_STATEMENT) flush()
      values.push(tuple)
      bytes += tupleBytes + 2
    }
    flush()
  }

  private push(text: string) {
    this.chunks.push(text)
    this.size += text.length
  }

  get bytes() {
    return this.size
  }

  /** The statements written so far, each ending with ';'. */
  get statements(): readonly string[] {
    return this.chunks
  }

  write(file: string) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, this.chunks.join(''))
  }
}
