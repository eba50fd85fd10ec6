import { describe, expect, it } from 'vitest'
import { classifyUserAgent, type UserAgentInfo } from '~/utils/user-agent'

/** Real User-Agent strings, as browsers send them, with what analytics should record. */
const CASES: [label: string, ua: string, expected: UserAgentInfo][] = [
  // desktops
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Windows', device: 'desktop' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    { browser: 'Edge', os: 'Windows', device: 'desktop' },
  ],
  [
    'legacy Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
    { browser: 'Edge', os: 'Windows', device: 'desktop' },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
    { browser: 'Firefox', os: 'Windows', device: 'desktop' },
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    { browser: 'Opera', os: 'Windows', device: 'desktop' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS', device: 'desktop' },
  ],
  [
    'Chrome on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'macOS', device: 'desktop' },
  ],
  [
    'Firefox on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
    { browser: 'Firefox', os: 'macOS', device: 'desktop' },
  ],
  [
    'Firefox on Ubuntu',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
    { browser: 'Firefox', os: 'Linux', device: 'desktop' },
  ],
  [
    'Chromium on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Linux', device: 'desktop' },
  ],
  [
    'headless Chromium (automated tests)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Linux', device: 'desktop' },
  ],
  [
    'Chrome on a Chromebook',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'ChromeOS', device: 'desktop' },
  ],
  [
    'iPadOS Safari asking for the desktop site (says Macintosh)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS', device: 'desktop' },
  ],
  // phones
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', device: 'mobile' },
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', os: 'iOS', device: 'mobile' },
  ],
  [
    'Firefox on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/126.0 Mobile/15E148 Safari/605.1.15',
    { browser: 'Firefox', os: 'iOS', device: 'mobile' },
  ],
  [
    'Edge on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.71 Mobile/15E148 Safari/605.1.15',
    { browser: 'Edge', os: 'iOS', device: 'mobile' },
  ],
  [
    'an in-app web view on iPhone (Instagram)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.31.94',
    { browser: 'Safari', os: 'iOS', device: 'mobile' },
  ],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', os: 'Android', device: 'mobile' },
  ],
  [
    'Samsung Internet on a Galaxy phone',
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', os: 'Android', device: 'mobile' },
  ],
  [
    'Firefox on an Android phone',
    'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
    { browser: 'Firefox', os: 'Android', device: 'mobile' },
  ],
  [
    'Opera on an Android phone',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.4227.78958',
    { browser: 'Opera', os: 'Android', device: 'mobile' },
  ],
  [
    'Edge on an Android phone',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
    { browser: 'Edge', os: 'Android', device: 'mobile' },
  ],
  [
    'Opera Mini',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
    { browser: 'Opera', os: 'other', device: 'mobile' },
  ],
  [
    'Windows Phone',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    { browser: 'Edge', os: 'Windows', device: 'mobile' },
  ],
  // tablets
  [
    'Safari on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', device: 'tablet' },
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', os: 'iOS', device: 'tablet' },
  ],
  [
    'Chrome on an Android tablet (no "Mobile")',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Android', device: 'tablet' },
  ],
  [
    'Samsung Internet on a Galaxy Tab',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
    { browser: 'Samsung Internet', os: 'Android', device: 'tablet' },
  ],
  [
    'Firefox on an Android tablet',
    'Mozilla/5.0 (Android 14; Tablet; rv:126.0) Gecko/126.0 Firefox/126.0',
    { browser: 'Firefox', os: 'Android', device: 'tablet' },
  ],
  [
    'Silk on a Kindle Fire',
    'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/124.2.1 like Chrome/124.0.6367.113 Safari/537.36',
    { browser: 'Chrome', os: 'Android', device: 'tablet' },
  ],
  // others
  ['curl', 'curl/8.5.0', { browser: 'other', os: 'other', device: 'desktop' }],
  [
    'Googlebot',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { browser: 'other', os: 'other', device: 'desktop' },
  ],
]

describe('User-Agent classifier', () => {
  it.each(CASES)('%s', (_label, ua, expected) => {
    expect(classifyUserAgent(ua)).toEqual(expected)
  })

  it('treats a missing or empty User-Agent as other on a desktop', () => {
    expect(classifyUserAgent(undefined)).toEqual({ browser: 'other', os: 'other', device: 'desktop' })
    expect(classifyUserAgent('')).toEqual({ browser: 'other', os: 'other', device: 'desktop' })
  })

  it('uses client hints when the reduced User-Agent is vague', () => {
    expect(classifyUserAgent('Mozilla/5.0', { mobile: '?1', platform: '"Android"' })).toEqual({
      browser: 'other',
      os: 'Android',
      device: 'mobile',
    })
    expect(classifyUserAgent('Mozilla/5.0', { mobile: '?0', platform: '"Chrome OS"' }).os).toBe('ChromeOS')
    // the User-Agent wins over a hint
    expect(classifyUserAgent(CASES[0][1], { platform: '"macOS"' }).os).toBe('Windows')
  })

  it('ignores absurdly long input beyond 1 kB', () => {
    expect(classifyUserAgent(`${'x'.repeat(5000)} iPhone`).device).toBe('desktop')
  })
})
