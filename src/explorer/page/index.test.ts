import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCRIPT } from './console-script.js';
import { EXPLORER_HTML_TEMPLATE, escapeHtml, projectLink, renderExplorerHtml, renderPage } from './index.js';
import { PAGE_STYLES } from './styles.js';

function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error('no inline script in the page');
  return scripts;
}

function cspOf(html: string): string {
  const match = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no CSP meta tag in the page');
  return match[1].replace(/&#x27;/g, "'");
}

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('renderPage', () => {
  it('injects executeEnabled as the JavaScript literal true or false', () => {
    expect(inlineScripts(renderPage({ title: 't', allowExecute: true }))[0]).toBe('var executeEnabled = true;');
    expect(inlineScripts(renderPage({ title: 't', allowExecute: false }))[0]).toBe('var executeEnabled = false;');
    expect(renderPage({ title: 't', allowExecute: true })).not.toContain('{{');
  });

  it('treats anything but allowExecute === true as false', () => {
    const loose = { title: 't', allowExecute: 'yes' as unknown as boolean };
    expect(inlineScripts(renderPage(loose))[0]).toBe('var executeEnabled = false;');
  });

  it('HTML-escapes the title, quotes included, in <title> and the heading', () => {
    const html = renderPage({ title: `<script>alert("x")</script> & 'q'`, allowExecute: false });
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;q&#x27;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<h1 id="page-title">${escaped}</h1>`);
    expect(html).not.toContain('<script>alert');
  });

  it('does not rescan a substituted title for placeholders', () => {
    const html = renderPage({ title: '{{SCRIPT}} {{ALLOW_EXECUTE}}', allowExecute: true });
    expect(html).toContain('<title>{{SCRIPT}} {{ALLOW_EXECUTE}}</title>');
    expect(html.match(/<script>/g)).toHaveLength(2);
  });

  it('keeps "$" sequences in the title literal', () => {
    expect(renderPage({ title: "$& $' $1", allowExecute: false })).toContain('<title>$&amp; $&#x27; $1</title>');
  });

  it('is self-contained: no external script, style, image or font references', () => {
    const html = renderPage({ title: 't', allowExecute: true });
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/https?:\/\//i);
    expect(PAGE_STYLES).not.toMatch(/@import|url\(/i);
  });

  it('admits exactly its own inline script and style through the CSP hashes', () => {
    for (const allowExecute of [true, false]) {
      const html = renderPage({ title: 't', allowExecute });
      const csp = cspOf(html);
      for (const script of inlineScripts(html)) expect(csp).toContain(`'sha256-${sha(script)}'`);
      expect(csp.split('; ').find((d) => d.startsWith('script-src'))!.split(' ')).toHaveLength(4);
      expect(csp).toContain(`style-src 'sha256-${sha(PAGE_STYLES)}'`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("connect-src 'self'");
    }
  });

  it('keeps the console script free of a closing script tag and template syntax', () => {
    expect(CONSOLE_SCRIPT).not.toMatch(/<\/script/i);
    expect(CONSOLE_SCRIPT).not.toContain('${');
    // The template is filled in a second pass: script and styles must hold no placeholder syntax.
    expect(CONSOLE_SCRIPT).not.toContain('{{');
    expect(PAGE_STYLES).not.toContain('{{');
  });

  it('shows no project credit by default, and the escaped name (linked for http and https only) when set', () => {
    expect(renderPage({ title: 't', allowExecute: false })).toContain('<footer class="page-footer">Tool explorer served by svc</footer>');
    expect(renderPage({ title: 't', allowExecute: false })).not.toContain('&middot;');
    const named = renderPage({ title: 't', allowExecute: false, projectName: `<b>"x"</b> & 'y'` });
    expect(named).toContain(`served by svc &middot; &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; &#x27;y&#x27;</footer>`);
    const linked = renderPage({ title: 't', allowExecute: false, projectName: 'p', projectUrl: 'https://example.com/a?b=1&c="2"' });
    expect(linked).toContain('&middot; <a href="https://example.com/a?b=1&amp;c=&quot;2&quot;" target="_blank" rel="noopener noreferrer">p</a></footer>');
  });
});

describe('projectLink', () => {
  it('links only http: and https: URLs', () => {
    expect(projectLink(undefined, undefined)).toBe('');
    expect(projectLink('', '')).toBe('');
    expect(projectLink('p', 'http://x.test/')).toBe(' &middot; <a href="http://x.test/" target="_blank" rel="noopener noreferrer">p</a>');
    expect(projectLink('p', 'javascript:alert(1)')).toBe(' &middot; p');
    expect(projectLink('p', 'data:text/html,<b>')).toBe(' &middot; p');
    expect(projectLink('p', 'not a url')).toBe(' &middot; p');
    expect(projectLink(undefined, 'javascript:alert(1)')).toBe(' &middot; javascript:alert(1)');
    expect(projectLink(undefined, 'https://x.test/')).toBe(' &middot; <a href="https://x.test/" target="_blank" rel="noopener noreferrer">https://x.test/</a>');
  });
});

describe('EXPLORER_HTML_TEMPLATE and renderExplorerHtml', () => {
  it('leaves exactly the three placeholders of mcp-embedded-ui and fills them like renderPage', () => {
    expect([...EXPLORER_HTML_TEMPLATE.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((m) => m[1]).sort()).toEqual(['ALLOW_EXECUTE', 'PROJECT_LINK', 'TITLE', 'TITLE']);
    expect(EXPLORER_HTML_TEMPLATE).toContain('var executeEnabled = {{ALLOW_EXECUTE}};');
    expect(renderExplorerHtml()).toBe(renderPage({ title: 'MCP Tool Explorer', allowExecute: false }));
    expect(renderExplorerHtml('T', true, 'n', 'https://x.test/')).toBe(
      renderPage({ title: 'T', allowExecute: true, projectName: 'n', projectUrl: 'https://x.test/' }),
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;&lt;/a&gt;',
    );
  });
});
