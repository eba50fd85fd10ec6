import { describe, expect, it } from 'vitest'
import { SqlFile, sqlValue } from '../../scripts/seed/sql-writer'
import { Random } from '../../scripts/seed/random'

describe('seed SQL writer', () => {
  it('quotes values safely', () => {
    expect(sqlValue("O'Hara")).toBe("'O''Hara'")
    expect(sqlValue(null)).toBe('NULL')
    expect(sqlValue(true)).toBe('1')
    expect(sqlValue({ a: "it's" })).toBe(`'{"a":"it''s"}'`)
    expect(sqlValue(new Date(5))).toBe('5')
    expect(sqlValue(Number.NaN)).toBe('NULL')
  })

  it('splits inserts under the D1 statement size limit', () => {
    const file = new SqlFile()
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: 'x'.repeat(100) }))
    file.insert('t', rows)
    expect(file.bytes).toBeGreaterThan(500_000)
    const statements = (file as unknown as { chunks: string[] }).chunks
    expect(statements.length).toBeGreaterThan(5)
    for (const statement of statements) expect(statement.length).toBeLessThan(100_000)
  })
})

describe('seeded random', () => {
  it('is deterministic and in range', () => {
    const a = new Random(42)
    const b = new Random(42)
    const xs = Array.from({ length: 100 }, () => a.int(1, 6))
    expect(xs).toEqual(Array.from({ length: 100 }, () => b.int(1, 6)))
    expect(Math.min(...xs)).toBe(1)
    expect(Math.max(...xs)).toBe(6)
    expect(new Random(1).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
