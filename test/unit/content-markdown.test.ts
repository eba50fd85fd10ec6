import { describe, expect, it } from 'vitest'
import { headingSlug, renderMarkdown } from '~/models/wiki/markdown.server'

describe('renderMarkdown', () => {
  it('drops scripts, event handlers, styles, iframes and javascript: URLs', () => {
    const source = [
      '# Hello',
      '',
      '<script>alert(1)</script>',
      '',
      '<img src="/media/x.png" onerror="alert(2)" alt="x">',
      '',
      '[click](javascript:alert(3)) and [also](JaVaScRiPt:alert(4)) and <a href="javascript:alert(5)">raw</a>',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '<style>body{display:none}</style>',
      '',
      '<p style="color:red" onclick="alert(6)">styled</p>',
      '',
      '<svg onload="alert(7)"></svg>',
      '',
      '![pic](javascript:alert(8)) ![http](http://example.com/a.png) ![data](data:image/png;base64,AAAA)',
    ].join('\n')
    const { html } = renderMarkdown(source)
    expect(html).not.toMatch(/<script|onerror|onclick|onload|<iframe|<style|style=|<svg|data:|http:\/\/example/i)
    // markdown-it leaves a javascript: link as plain text; sanitize-html drops the raw one's href
    expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*javascript:/i)
    expect(html).toContain('<a>raw</a>')
    expect(html).toContain('<img src="/media/x.png" alt="x" loading="lazy" />')
    expect(html).toContain('styled')
  })

  it('keeps the allowed elements and marks external links', () => {
    const source = [
      '## Links',
      '',
      '[ours](/venues/1) [theirs](https://example.org) [mail](mailto:a@b.c)',
      '',
      '> quoted *em* **strong** `code`',
      '',
      '| a | b |',
      '|---|:-:|',
      '| 1 | 2 |',
      '',
      '```js',
      'let x = 1',
      '```',
      '',
      '![remote](https://example.org/p.jpg)',
    ].join('\n')
    const { html } = renderMarkdown(source)
    expect(html).toContain('<a href="/venues/1">ours</a>')
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">theirs</a>')
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>')
    expect(html).toMatch(/<blockquote>\s*<p>quoted <em>em<\/em> <strong>strong<\/strong> <code>code<\/code><\/p>/)
    expect(html).toContain('<table>')
    expect(html).toContain('<td>2</td>')
    expect(html).toContain('<code class="language-js">')
    expect(html).toContain('<img src="https://example.org/p.jpg" alt="remote" loading="lazy" />')
  })

  it('gives h2 and h3 stable, unique ids and builds the table of contents', () => {
    const source = '# Title\n\n## Getting started!\n\ntext\n\n### Café & more\n\n## Getting started!\n\n# Big\n\n## 日本語\n\n#### deep'
    const first = renderMarkdown(source, { title: 'Title' })
    expect(first).toEqual(renderMarkdown(source, { title: 'Title' }))
    expect(first.toc).toEqual([
      { id: 'getting-started', text: 'Getting started!', level: 2 },
      { id: 'café-more', text: 'Café & more', level: 3 },
      { id: 'getting-started-2', text: 'Getting started!', level: 2 },
      { id: 'big', text: 'Big', level: 2 },
      { id: '日本語', text: '日本語', level: 2 },
    ])
    expect(first.html).not.toContain('<h1')
    expect(first.html).not.toContain('>Title<')
    expect(first.html).toContain('<h2 id="getting-started">Getting started!</h2>')
    expect(first.html).toContain('<h2 id="big">Big</h2>')
    expect(first.html).toContain('<h4>deep</h4>')
  })

  it('keeps no id written by hand', () => {
    const { html, toc } = renderMarkdown('<h2 id="main-content">Sneaky</h2>\n\n<div id="x">y</div>')
    expect(html).not.toContain('id=')
    expect(toc).toEqual([])
  })

  it('never gives a heading an id the page around it uses', () => {
    const { toc } = renderMarkdown('## Main\n\n## Content toc')
    expect(toc.map((entry) => entry.id)).toEqual(['main-2', 'content-toc-2'])
  })

  it('makes anchors from any script', () => {
    expect(headingSlug('  Hello, World  ')).toBe('hello-world')
    expect(headingSlug('Привет мир')).toBe('привет-мир')
    expect(headingSlug('!!!')).toBe('')
  })
})
