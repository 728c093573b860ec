/** Options for {@link renderPage}. */
export interface RenderPageOptions {
  /** Page title; HTML-escaped before injection. */
  title: string;
  /** Injected as the JavaScript literal `true` or `false`. */
  allowExecute: boolean;
}

/**
 * Renders the explorer's HTML page with `{{TITLE}}` and `{{ALLOW_EXECUTE}}` substituted.
 * Placeholder until the try-it console lands; the signature is the contract.
 */
export function renderPage(options: RenderPageOptions): string {
  const title = options.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><script>const executeEnabled = ${options.allowExecute ? 'true' : 'false'};</script></body></html>`;
}
