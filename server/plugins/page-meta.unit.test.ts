import { describe, expect, it } from 'vitest';
import { injectPageMeta, renderPageMeta } from './page-meta';

const shell =
  '<!doctype html><html><head><title>Kinora</title></head><body><div id="root"></div></body></html>';

describe('injectPageMeta', () => {
  it('replaces the bare <title> with the tags', () => {
    expect(injectPageMeta(shell, '<title>X · Kinora</title>')).toBe(
      '<!doctype html><html><head><title>X · Kinora</title></head><body><div id="root"></div></body></html>',
    );
  });

  it("inserts $&, $' and $` literally instead of pasting parts of the page", () => {
    for (const text of ['$&', "$'", '$`', '$$', '$1']) {
      const html = injectPageMeta(shell, `<title>Prix ${text} !</title>`);
      expect(html, text).toBe(
        `<!doctype html><html><head><title>Prix ${text} !</title></head><body><div id="root"></div></body></html>`,
      );
    }
  });

  it('keeps a title and description made of those sequences intact in the rendered page', () => {
    const title = "Gagnez 100$' ou $& ou $` ici";
    const head = renderPageMeta(
      { title, description: "Vraiment $'", canonicalPath: '/watch/x', type: 'video.other' },
      'https://kinora.example',
    );
    const html = injectPageMeta(shell, head);
    expect(html).toContain("<title>Gagnez 100$' ou $&amp; ou $` ici · Kinora</title>");
    expect(html).toContain('<meta property="og:description" content="Vraiment $\'" />');
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
