import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { createCodeHighlighter, githubPairTheme } from './highlighter.ts';
import { tokenStylesheet } from './token-classes.ts';

const SAMPLES: [string, string][] = [
  [
    'javascript',
    'import x from "y";\n// comment\nconst f = async (a, b = 2) => `t ${a}`;\nclass A extends B { #p = /re+/g; }',
  ],
  ['python', 'def f(x: int) -> str:\n    """Doc."""\n    return f"{x!r}"  # note\n@decorator\nclass C: pass'],
  ['yaml', 'key: value\nlist:\n  - a # c\n  - "b"\nanchor: &a 1\nref: *a'],
  ['bash', 'for f in *.md; do\n  echo "$f" | grep -q x && rm -rf "${f%.md}"\ndone'],
  ['json', '{"a": [1, true, null], "b": {"c": "d"}}'],
  ['java', '@Override\npublic static <T> List<T> of(T... xs) { return new ArrayList<>(); }'],
  ['http', 'GET /rest/api/3/issue/KEY-1 HTTP/1.1\nAuthorization: Bearer x\n\n{"fields": {}}'],
  ['powershell', 'Get-ChildItem -Path $env:HOME | ForEach-Object { $_.Name } # list'],
];

/** What each token class of the stylesheet sets (`.shiki` itself under `''`: spans without a class). */
async function classStyles(): Promise<Map<string, string>> {
  const css = tokenStylesheet(await githubPairTheme());
  const rules = [...css.matchAll(/^\.shiki(?: \.(\w+))?\{([^}]*)\}$/gm)];
  return new Map(rules.map(([, name, body]) => [name ?? '', body!.replace(/;--shiki-\w+-bg:#\w+/g, '')]));
}

/** Ours as `style` attributes, as Shiki writes them: each class replaced by what it sets. */
function withStyles(html: string, styles: Map<string, string>): string {
  return html.replace(/<span(?: class="([^"]*)")?>/g, (tag, names: string | undefined) => {
    if (tag === '<span>' && names === undefined) return `<span style="${styles.get('')!}">`;
    const classes = (names ?? '').split(' ');
    const colour = classes.find((name) => name.startsWith('c')) ?? '';
    const font = classes.filter((name) => name.startsWith('f')).map((name) => styles.get(name)!);
    return `<span style="${[styles.get(colour)!, ...font].join(';')}">`;
  });
}

/** Each character with the colours it is shown in, in both themes. */
function colouredText(html: string): string[] {
  const out: string[] = [];
  const decode = (text: string) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const match of html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>/g)) {
    const light = /--shiki-light:(#[0-9a-f]+)/i.exec(match[1]!)?.[1]?.toLowerCase();
    const dark = /--shiki-dark:(#[0-9a-f]+)/i.exec(match[1]!)?.[1]?.toLowerCase();
    const font = match[1]!.replace(/--shiki-(light|dark):#[0-9a-f]+;?/gi, '').replace(/^;/, '');
    for (const char of decode(match[2]!))
      if (char.trim() !== '') out.push(`${char} ${light} ${dark} ${font}`);
  }
  return out;
}

describe('createCodeHighlighter', () => {
  it("colours every character exactly as Shiki's own dual-theme output does", async () => {
    const ours = await createCodeHighlighter({ languages: SAMPLES.map(([lang]) => lang) });
    const styles = await classStyles();
    const shiki = await createHighlighter({
      themes: ['github-light', 'github-dark'],
      langs: SAMPLES.map(([lang]) => lang),
    });
    for (const [lang, code] of SAMPLES) {
      const reference = shiki.codeToHtml(code, {
        lang,
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: false,
        // As ours: no per-line time limit, which a busy machine would hit.
        tokenizeTimeLimit: 0,
        colorReplacements: {
          'github-light': { '#e36209': '#bc4c00' },
          'github-dark': { '#6a737d': '#959da5' },
        },
      });
      expect(colouredText(withStyles(ours.highlight(code, lang), styles)), lang).toEqual(
        colouredText(reference),
      );
    }
  });

  it('resolves aliases case-insensitively and loads more grammars on request', async () => {
    const highlighter = await createCodeHighlighter({ languages: ['js'] });
    // c6: #d73a49 in light (code-tokens.css), keywords.
    expect(highlighter.highlight('let a', 'JS')).toContain('<span class="c6">let</span>');
    expect(highlighter.highlight('fn main() {}', 'rs')).not.toContain('class="c6"');
    await highlighter.prepare(['rs', 'nosuchlang']);
    expect(highlighter.highlight('fn main() {}', 'rs')).toContain('<span class="c6">fn</span>');
  });

  it('leaves very long code unhighlighted', async () => {
    const highlighter = await createCodeHighlighter({ languages: ['js'], maxHighlightLength: 10 });
    expect(highlighter.highlight('const a = 1;', 'js')).not.toContain('<span class="c');
  });

  it('serves repeated blocks from its cache', async () => {
    const highlighter = await createCodeHighlighter({ languages: ['js'], cacheSize: 1 });
    const first = highlighter.highlight('let a', 'js');
    expect(highlighter.highlight('let a', 'javascript')).toBe(first);
  });

  it('meets WCAG AA contrast for every token colour on its theme background', async () => {
    const highlighter = await createCodeHighlighter({ languages: SAMPLES.map(([lang]) => lang) });
    const styles = await classStyles();
    const html = withStyles(
      SAMPLES.map(([lang, code]) => highlighter.highlight(code, lang)).join(''),
      styles,
    );
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const [, light, dark] of html.matchAll(
      /--shiki-light:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})/g,
    )) {
      expect(contrast(light!, '#ffffff'), light).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark!, '#24292e'), dark).toBeGreaterThanOrEqual(4.5);
    }
  });
});
