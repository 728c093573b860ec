import { createHash } from 'node:crypto';
import { CONSOLE_SCRIPT } from './console-script.js';
import { PAGE_STYLES } from './styles.js';
import { PAGE_TEMPLATE } from './template.js';

/** Options for {@link renderPage}. */
export interface RenderPageOptions {
  /** Page title; HTML-escaped before injection. */
  title: string;
  /** Injected as the JavaScript literal `true` or `false`. */
  allowExecute: boolean;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for both element content and quoted attribute values.
 *
 * @example
 * escapeHtml(`<a title="x">'`); // '&lt;a title=&quot;x&quot;&gt;&#39;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

interface ScriptVariant {
  script: string;
  csp: string;
}

// Two variants only (execute allowed or not), so the hashes are computed once each.
const variants = new Map<boolean, ScriptVariant>();

function scriptVariant(allowExecute: boolean): ScriptVariant {
  let variant = variants.get(allowExecute);
  if (!variant) {
    const script = CONSOLE_SCRIPT.replace('{{ALLOW_EXECUTE}}', allowExecute ? 'true' : 'false');
    // Only the page's own inline script and style may run; API calls stay on the page's origin;
    // images and audio only from the data: URLs the console builds for MCP content.
    const csp = [
      "default-src 'none'",
      `script-src ${sha256Source(script)}`,
      `style-src ${sha256Source(PAGE_STYLES)}`,
      "connect-src 'self'",
      'img-src data:',
      'media-src data:',
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; ');
    variant = { script, csp };
    variants.set(allowExecute, variant);
  }
  return variant;
}

/**
 * Renders the explorer's self-contained HTML page (inline CSS and JS, no external assets).
 *
 * `{{TITLE}}` becomes the HTML-escaped title and `{{ALLOW_EXECUTE}}` the JavaScript literal
 * `true` or `false` in `const executeEnabled = ...;`. The page fetches `tools` and
 * `tools/<name>` relative to its own URL, so serve it at `<prefix>/` under any mount prefix.
 *
 * @example
 * const html = renderPage({ title: 'My tools', allowExecute: false });
 * res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
 */
export function renderPage(options: RenderPageOptions): string {
  const { script, csp } = scriptVariant(options.allowExecute === true);
  const values: Record<string, string> = {
    TITLE: escapeHtml(String(options.title)),
    CSP: escapeHtml(csp),
    STYLES: PAGE_STYLES,
    SCRIPT: script,
  };
  // One pass: substituted text is never scanned again for placeholders.
  return PAGE_TEMPLATE.replace(/\{\{(TITLE|CSP|STYLES|SCRIPT)\}\}/g, (_match, key: string) => values[key] ?? '');
}
