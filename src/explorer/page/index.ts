import { createHash } from 'node:crypto';
import { CONSOLE_SCRIPT } from './console-script.js';
import { PAGE_STYLES } from './styles.js';
import { PAGE_TEMPLATE } from './template.js';

/** Default page title, as in `mcp-embedded-ui`. */
export const DEFAULT_TITLE = 'MCP Tool Explorer';

/** Options for {@link renderPage}. */
export interface RenderPageOptions {
  /** Page title; HTML-escaped before injection. */
  title: string;
  /** Injected as the JavaScript literal `true` or `false`. */
  allowExecute: boolean;
  /** Shown in the footer, HTML-escaped (`UIConfig.projectName`). */
  projectName?: string;
  /** The footer links the project name here, for `http:` and `https:` URLs only (`UIConfig.projectUrl`). */
  projectUrl?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * Escapes text for both element content and quoted attribute values (`'` becomes `&#x27;`, as in
 * `mcp-embedded-ui`).
 *
 * @example
 * escapeHtml(`<a title="x">'`); // '&lt;a title=&quot;x&quot;&gt;&#x27;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The one-line script that carries `executeEnabled`; both variants are admitted by the CSP. */
function flagScript(allowExecute: boolean): string {
  return `var executeEnabled = ${allowExecute ? 'true' : 'false'};`;
}

// Only the page's own inline scripts and style may run; API calls stay on the page's origin;
// images and audio only from the data: URLs the console builds for MCP content.
const CSP = [
  "default-src 'none'",
  `script-src ${sha256Source(flagScript(true))} ${sha256Source(flagScript(false))} ${sha256Source(CONSOLE_SCRIPT)}`,
  `style-src ${sha256Source(PAGE_STYLES)}`,
  "connect-src 'self'",
  'img-src data:',
  'media-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function fill(template: string, values: Record<string, string>): string {
  // One pass: substituted text is never scanned again for placeholders.
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * The explorer page with its stylesheet, script and CSP in place and three placeholders left, as
 * in `mcp-embedded-ui`: `{{TITLE}}`, `{{ALLOW_EXECUTE}}` (inside `var executeEnabled = ...;`) and
 * `{{PROJECT_LINK}}`. Fill it with {@link renderExplorerHtml}; a host that substitutes the
 * placeholders itself must HTML-escape the title and write only `true` or `false`.
 *
 * @example
 * EXPLORER_HTML_TEMPLATE.includes('var executeEnabled = {{ALLOW_EXECUTE}};'); // true
 */
export const EXPLORER_HTML_TEMPLATE: string = fill(PAGE_TEMPLATE, {
  CSP: escapeHtml(CSP),
  STYLES: PAGE_STYLES,
  SCRIPT: CONSOLE_SCRIPT,
});

/**
 * The footer's project credit: empty without a project; otherwise ` &middot; ` and the escaped
 * name, linked only when `projectUrl` is an `http:` or `https:` URL (so a `javascript:` URL never
 * becomes a link). A URL without a name is shown as its own text.
 *
 * @example
 * projectLink('my-project', 'https://example.com/p');
 * // ' &middot; <a href="https://example.com/p" target="_blank" rel="noopener noreferrer">my-project</a>'
 */
export function projectLink(projectName?: string, projectUrl?: string): string {
  const name = typeof projectName === 'string' ? projectName : '';
  const url = typeof projectUrl === 'string' ? projectUrl.trim() : '';
  if (!name && !url) return '';
  const text = escapeHtml(name || url);
  if (url && isWebUrl(url)) {
    return ` &middot; <a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${text}</a>`;
  }
  return ` &middot; ${text}`;
}

function isWebUrl(url: string): boolean {
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Renders the explorer page with `mcp-embedded-ui`'s signature: the HTML-escaped title, the
 * JavaScript literal `true` or `false` for `executeEnabled`, and the footer credit for the project
 * (see {@link projectLink}). Anything but `allowExecute === true` counts as false.
 *
 * @example
 * const html = renderExplorerHtml('My tools', true, 'my-project', 'https://example.com/p');
 * html.includes('var executeEnabled = true;'); // true
 */
export function renderExplorerHtml(
  title: string = DEFAULT_TITLE,
  allowExecute: boolean = false,
  projectName?: string,
  projectUrl?: string,
): string {
  return fill(EXPLORER_HTML_TEMPLATE, {
    TITLE: escapeHtml(String(title)),
    ALLOW_EXECUTE: allowExecute === true ? 'true' : 'false',
    PROJECT_LINK: projectLink(projectName, projectUrl),
  });
}

/**
 * Renders the explorer's self-contained HTML page (inline CSS and JS, no external assets).
 *
 * `{{TITLE}}` becomes the HTML-escaped title, `{{ALLOW_EXECUTE}}` the JavaScript literal `true` or
 * `false` in `var executeEnabled = ...;`, and `{{PROJECT_LINK}}` the footer's project credit. The
 * page fetches `tools` and `tools/<name>` relative to its own URL, so serve it at `<prefix>/`
 * under any mount prefix.
 *
 * @example
 * const html = renderPage({ title: 'My tools', allowExecute: false });
 * res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
 */
export function renderPage(options: RenderPageOptions): string {
  return renderExplorerHtml(options.title, options.allowExecute === true, options.projectName, options.projectUrl);
}
