/**
 * The explorer page's HTML skeleton.
 *
 * Placeholders, all substituted in one pass (so a substituted value is never rescanned for further
 * placeholders). Filled once at load time ({@link EXPLORER_HTML_TEMPLATE}):
 * - `{{CSP}}` — the Content-Security-Policy that admits exactly the inline scripts and style;
 * - `{{STYLES}}` and `{{SCRIPT}}` — the inline stylesheet and console script.
 * Filled per page by `renderExplorerHtml` (the three placeholders of `mcp-embedded-ui`'s template):
 * - `{{TITLE}}` — the HTML-escaped page title;
 * - `{{ALLOW_EXECUTE}}` — the JavaScript literal `true` or `false`, in its own one-line script
 *   `var executeEnabled = ...;` (both variants are admitted by hash, so the CSP never changes);
 * - `{{PROJECT_LINK}}` — the footer's project credit (` &middot; name`, a link for http(s) URLs).
 *
 * The markup holds no server data: everything the server returns is inserted by the script through
 * `textContent` and DOM properties, never through HTML strings.
 *
 * @example
 * PAGE_TEMPLATE.includes('{{TITLE}}'); // true
 */
export const PAGE_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="{{CSP}}">
<meta name="referrer" content="no-referrer">
<title>{{TITLE}}</title>
<style>{{STYLES}}</style>
</head>
<body>
<a class="skip-link" href="#detail">Skip to tool details</a>
<header class="topbar">
  <h1 id="page-title">{{TITLE}}</h1>
  <form id="auth-form" class="auth-bar" role="group" aria-labelledby="auth-label" autocomplete="off">
    <label id="auth-label" for="auth-token">Authorization</label>
    <input id="auth-token" type="password" autocomplete="off" spellcheck="false" placeholder="Bearer token (optional)" aria-describedby="auth-help">
    <span id="auth-help" class="visually-hidden">Sent as a Bearer Authorization header with every request. Kept only in this field, never stored.</span>
  </form>
</header>
<div class="layout">
  <nav class="sidebar" aria-label="Tools">
    <label class="visually-hidden" for="tool-filter">Filter tools</label>
    <input id="tool-filter" type="search" placeholder="Filter tools" autocomplete="off" spellcheck="false">
    <label class="visually-hidden" for="status-filter">Filter by status</label>
    <select id="status-filter" hidden><option value="">Any status</option></select>
    <div class="list-summary" aria-live="polite"><span id="tool-count" class="tool-count"></span><span id="group-count" class="group-summary"></span></div>
    <ul id="tool-list" class="tool-list"></ul>
    <div id="list-message" class="list-message" role="status">Loading tools...</div>
  </nav>
  <main id="detail" class="detail" tabindex="-1">
    <p id="detail-placeholder" class="placeholder">Select a tool to see its description, input schema and try-it console.</p>
    <p id="detail-error" class="list-message error" role="alert" hidden></p>
    <section id="tool-detail" aria-labelledby="detail-name" hidden>
      <h2 id="detail-name"></h2>
      <div id="detail-badges" class="badges"></div>
      <p id="detail-description" class="description"></p>
      <h3>Input schema</h3>
      <pre id="detail-schema" class="code-block"></pre>
      <h3 id="console-heading">Try it</h3>
      <div id="console-area">
        <div id="console" class="panel console">
          <div class="console-grid">
          <div class="console-inputs">
          <div id="form-area" class="form-area">
            <div class="field-label">Form <span class="muted-inline">· * required · Ctrl+Enter to execute</span></div>
            <div id="args-form" class="args-form"></div>
            <p id="form-note" class="muted-note" hidden></p>
            <datalist id="roots-list"></datalist>
          </div>
          <label for="args-input" class="field-label">Arguments (JSON object) <span id="args-help">· Ctrl+Enter to execute</span></label>
          <textarea id="args-input" spellcheck="false" autocomplete="off" aria-describedby="args-help args-error"></textarea>
          <div id="args-error" class="inline-error" role="alert" hidden></div>
          </div>
          <aside id="preview-pane" class="preview-pane" aria-labelledby="preview-heading" hidden>
            <h4 id="preview-heading" class="field-label">Preview · what a call with these arguments would do; nothing runs</h4>
            <div id="preview-body" aria-live="polite"></div>
            <div id="approval-area" class="approval-area" hidden>
              <p id="approval-statement" class="approval-statement"></p>
              <button id="approve-btn" type="button" class="primary approve-btn" aria-describedby="approval-statement">Approve and run once</button>
            </div>
          </aside>
          </div>
          <div class="console-actions">
            <button id="execute-btn" type="button" class="primary">Execute</button>
          </div>
          <div id="auth-message" class="notice unauthorized" role="alert" hidden></div>
          <div id="result-area" hidden>
            <div class="tabs" role="tablist" aria-label="Response view">
              <button id="tab-result" type="button" role="tab" class="tab active" aria-selected="true" aria-controls="panel-result">Result</button>
              <button id="tab-raw" type="button" role="tab" class="tab" aria-selected="false" aria-controls="panel-raw" tabindex="-1">Raw MCP</button>
            </div>
            <div id="panel-result" class="tab-panel" role="tabpanel" aria-labelledby="tab-result" tabindex="0">
              <div id="result-status" class="status-line"></div>
              <div id="result-output"></div>
            </div>
            <div id="panel-raw" class="tab-panel" role="tabpanel" aria-labelledby="tab-raw" tabindex="0" hidden>
              <pre id="raw-output" class="code-block"></pre>
            </div>
          </div>
          <div id="curl-area" hidden>
            <div class="curl-header">
              <h3 id="curl-heading">cURL</h3>
              <button id="copy-btn" type="button" aria-describedby="curl-heading">Copy</button>
            </div>
            <pre id="curl-command" class="code-block" tabindex="0"></pre>
            <div id="copy-error" class="inline-error" role="alert" hidden></div>
          </div>
        </div>
      </div>
    </section>
  </main>
</div>
<footer class="page-footer">Tool explorer served by svc{{PROJECT_LINK}}</footer>
<script>var executeEnabled = {{ALLOW_EXECUTE}};</script>
<script>{{SCRIPT}}</script>
</body>
</html>
`;
