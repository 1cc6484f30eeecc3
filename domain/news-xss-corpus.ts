/**
 * Hostile Markdown an article's body may hold (issue 28: scripts, event handlers, javascript: and
 * data: links, SVG, malformed HTML). Both renderers — the page's (server, sanitize-html) and the
 * editor's preview (browser, DOMPurify) — are tested against every entry: what comes out holds only
 * the tags, attributes and URLs of domain/news.ts.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript&#x3A;alert(1))',
  '[x](%6Aavascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](javascript:alert(1))',
  '[x](//evil.example/path)',
  '<javascript:alert(1)>',
  '[x][1]\n\n[1]: javascript:alert(1)',
  '![x](https://example.com/a.png" onerror="alert(1))',
  '[x](https://example.com "t\\" onmouseover=\\"alert(1)")',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '```\n</code></pre><script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '> <a href="javascript:alert(1)">quote</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  'https://example.com/"onmouseover="alert(1)',
];

/** Harmless Markdown that must keep its meaning (the sanitizer may not take everything away). */
export const SAFE_MARKDOWN: readonly { source: string; contains: string }[] = [
  { source: '**gras**', contains: '<strong>gras</strong>' },
  { source: '[lien](https://example.com/a)', contains: 'href="https://example.com/a"' },
  { source: '[page](/news/autre)', contains: 'href="/news/autre"' },
  { source: '![un ciel](/api/files/news-covers/a.webp)', contains: 'src="/api/files/news-covers/a.webp"' },
  { source: '## Titre', contains: '<h2>Titre</h2>' },
  { source: '- un\n- deux', contains: '<li>un</li>' },
];
