import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { atEveryMinute } from '../../scripts/lib/wrangler'

// the local Cron Trigger ('* * * * *') fires at the start of each minute of the clock, as on
// Cloudflare: the open windows that end at a whole hour are computed again at once
describe('atEveryMinute', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls at the start of each minute, not a minute after it began', () => {
    vi.setSystemTime(new Date('2026-11-27T04:59:30.500Z'))
    const at: string[] = []
    const stop = atEveryMinute(() => at.push(new Date().toISOString()))
    vi.advanceTimersByTime(29_499)
    expect(at).toEqual([])
    vi.advanceTimersByTime(1)
    expect(at).toEqual(['2026-11-27T05:00:00.000Z'])
    vi.advanceTimersByTime(120_000)
    expect(at).toEqual(['2026-11-27T05:00:00.000Z', '2026-11-27T05:01:00.000Z', '2026-11-27T05:02:00.000Z'])
    stop()
    vi.advanceTimersByTime(600_000)
    expect(at).toHaveLength(3)
  })
})
