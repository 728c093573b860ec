import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCRIPT } from './console-script.js';
import { escapeHtml, renderPage } from './index.js';
import { PAGE_STYLES } from './styles.js';

function inlineScript(html: string): string {
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inline script in the page');
  return match[1];
}

function cspOf(html: string): string {
  const match = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no CSP meta tag in the page');
  return match[1].replace(/&#39;/g, "'");
}

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('renderPage', () => {
  it('injects executeEnabled as the JavaScript literal true or false', () => {
    expect(inlineScript(renderPage({ title: 't', allowExecute: true }))).toMatch(/^const executeEnabled = true;\n/);
    expect(inlineScript(renderPage({ title: 't', allowExecute: false }))).toMatch(/^const executeEnabled = false;\n/);
    expect(renderPage({ title: 't', allowExecute: true })).not.toContain('{{');
  });

  it('treats anything but allowExecute === true as false', () => {
    const loose = { title: 't', allowExecute: 'yes' as unknown as boolean };
    expect(inlineScript(renderPage(loose))).toMatch(/^const executeEnabled = false;/);
  });

  it('HTML-escapes the title, quotes included, in <title> and the heading', () => {
    const html = renderPage({ title: `<script>alert("x")</script> & 'q'`, allowExecute: false });
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<h1 id="page-title">${escaped}</h1>`);
    expect(html).not.toContain('<script>alert');
  });

  it('does not rescan a substituted title for placeholders', () => {
    const html = renderPage({ title: '{{SCRIPT}} {{ALLOW_EXECUTE}}', allowExecute: true });
    expect(html).toContain('<title>{{SCRIPT}} {{ALLOW_EXECUTE}}</title>');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('keeps "$" sequences in the title literal', () => {
    expect(renderPage({ title: "$& $' $1", allowExecute: false })).toContain('<title>$&amp; $&#39; $1</title>');
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
      expect(csp).toContain(`script-src 'sha256-${sha(inlineScript(html))}'`);
      expect(csp).toContain(`style-src 'sha256-${sha(PAGE_STYLES)}'`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("connect-src 'self'");
    }
  });

  it('keeps the console script free of a closing script tag and template syntax', () => {
    expect(CONSOLE_SCRIPT).not.toMatch(/<\/script/i);
    expect(CONSOLE_SCRIPT).not.toContain('${');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
