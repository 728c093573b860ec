/**
 * The explorer page's stylesheet, inlined into the page so it needs no external assets.
 *
 * Kept as a TypeScript string (not a .css file) so the bundler inlines it and nothing is read
 * from disk at run time.
 *
 * @example
 * const html = `<style>${PAGE_STYLES}</style>`;
 */
export const PAGE_STYLES = `
:root {
  --bg: #f6f7f9; --panel: #ffffff; --text: #1d2330; --muted: #5d6678; --border: #d9dde5;
  --accent: #2458d6; --accent-text: #ffffff; --code-bg: #f1f3f7; --error: #b3261e;
  --error-bg: #fdecea; --warn-bg: #fff6dc; --warn-border: #e5c46b; --focus: #2458d6;
  --badge-ro: #1f7a3d; --badge-destr: #b3261e; --badge-idem: #6a43b5; --badge-open: #9a5b00;
  color-scheme: light;
}
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  background: var(--bg); color: var(--text);
}
code, pre, textarea, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 13px; }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip-link { position: absolute; left: -9999px; top: 0; background: var(--panel); padding: 6px 10px; z-index: 10; }
.skip-link:focus { left: 8px; top: 8px; }

header.topbar {
  display: flex; align-items: center; gap: 16px; flex-wrap: wrap;
  padding: 10px 20px; background: var(--panel); border-bottom: 1px solid var(--border);
}
header.topbar h1 { font-size: 18px; margin: 0; font-weight: 600; flex: 1 1 auto; }
.auth-bar { display: flex; align-items: center; gap: 8px; }
.auth-bar label { color: var(--muted); font-size: 13px; }
.auth-bar input { width: 280px; max-width: 60vw; }

input[type="text"], input[type="password"], input[type="search"], textarea {
  border: 1px solid var(--border); border-radius: 6px; padding: 6px 8px; background: #fff; color: var(--text);
}
button {
  font: inherit; border: 1px solid var(--border); border-radius: 6px; padding: 6px 14px;
  background: var(--panel); color: var(--text); cursor: pointer;
}
button:hover:not(:disabled) { border-color: var(--accent); }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); font-weight: 600; }
button:disabled { opacity: 0.6; cursor: progress; }

body { display: flex; flex-direction: column; height: 100vh; }
header.topbar { flex: none; }
/* The list and the detail scroll independently, so a long list never pushes the console away. */
.layout { flex: 1 1 auto; min-height: 0; display: grid; grid-template-columns: minmax(240px, 320px) 1fr; }
.sidebar { border-right: 1px solid var(--border); background: var(--panel); padding: 12px; display: flex; flex-direction: column; gap: 10px; min-height: 0; overflow: hidden; }
main.detail { overflow-y: auto; }
.sidebar input[type="search"] { width: 100%; }
.tool-count { color: var(--muted); font-size: 12px; }
.list-summary { color: var(--muted); font-size: 12px; }
.list-summary:has(.tool-count:empty) { display: none; }
ul.group-tools { list-style: none; margin: 0; padding: 0 0 0 10px; display: flex; flex-direction: column; gap: 2px; border-left: 1px solid var(--border); margin-left: 6px; }
ul.tool-list button.group-toggle { flex-direction: row; align-items: center; gap: 6px; padding: 5px 8px; font-weight: 600; color: var(--text); }
ul.tool-list button.family-toggle { font-weight: 500; color: var(--muted); }
.group-caret { width: 10px; color: var(--muted); font-size: 11px; }
.group-count { margin-left: auto; font-size: 11px; font-weight: 600; color: var(--muted); background: var(--code-bg); border-radius: 999px; padding: 1px 7px; }
ul.tool-list { list-style: none; margin: 0; padding: 2px; display: flex; flex-direction: column; gap: 4px; overflow-y: auto; min-height: 0; flex: 1 1 auto; }
ul.tool-list:empty { display: none; }
.tool-count:empty { display: none; }
ul.tool-list button {
  width: 100%; text-align: left; border-color: transparent; background: transparent; padding: 8px 10px;
  display: flex; flex-direction: column; gap: 4px;
}
ul.tool-list button:hover { background: var(--code-bg); }
ul.tool-list button[aria-current="true"] { background: #e7eefc; border-color: #b8cbf5; }
.tool-name { font-weight: 600; word-break: break-all; }
.badges { display: flex; gap: 4px; flex-wrap: wrap; }
.badge { font-size: 11px; line-height: 1; padding: 3px 6px; border-radius: 999px; border: 1px solid currentColor; font-weight: 600; }
.badge-readOnly { color: var(--badge-ro); }
.badge-destructive { color: var(--badge-destr); }
.badge-idempotent { color: var(--badge-idem); }
.badge-openWorld { color: var(--badge-open); }
.list-message { color: var(--muted); padding: 8px 2px; }
.list-message.error { color: var(--error); }

main.detail { padding: 20px 28px; min-width: 0; }
.placeholder { color: var(--muted); margin-top: 40px; text-align: center; }
.detail h2 { margin: 0 0 6px; font-size: 20px; word-break: break-all; }
.detail h3 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 22px 0 8px; }
.description { white-space: pre-wrap; margin: 10px 0 0; }
pre { margin: 0; }
pre.code-block {
  background: var(--code-bg); border: 1px solid var(--border); border-radius: 6px; padding: 10px 12px;
  overflow: auto; max-height: 360px; white-space: pre-wrap; word-break: break-word;
}
.panel { background: var(--panel); border: 1px solid var(--border); border-radius: 8px; padding: 16px; margin-top: 8px; }
.console textarea { width: 100%; min-height: 140px; resize: vertical; }
.console-actions { display: flex; align-items: center; gap: 10px; margin-top: 8px; }
.form-area { margin-bottom: 12px; }
.args-form { display: grid; grid-template-columns: 1fr; gap: 10px; max-height: 560px; overflow-y: auto; padding: 2px 4px 2px 2px; }
.args-form.stale { opacity: 0.55; }
.form-field { display: flex; flex-direction: column; gap: 3px; }
.form-label { font-size: 13px; display: flex; gap: 6px; align-items: baseline; }
.form-key { font-weight: 600; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
.required-mark { color: var(--error); font-weight: 700; }
.form-type { color: var(--muted); font-size: 11px; }
.form-hint { color: var(--muted); font-size: 12px; margin: 0; white-space: pre-wrap; }
.form-check { display: flex; gap: 8px; align-items: center; }
.form-field input[type="text"], .form-field input[type="number"], .form-field select, textarea.form-lines {
  width: 100%; border: 1px solid var(--border); border-radius: 6px; padding: 5px 8px; background: #fff; color: var(--text); font: inherit;
}
textarea.form-lines { min-height: 0; resize: vertical; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
.form-field-json .form-control { background: var(--code-bg); }
.form-field-invalid .form-control { border-color: var(--error); background: var(--error-bg); }
.muted-inline { font-weight: normal; }
.console-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
.console-grid.with-preview { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
.preview-pane { border: 1px solid var(--border); border-radius: 8px; padding: 10px 12px; background: #fbfcfe; align-self: start; min-width: 0; position: sticky; top: 8px; }
.preview-pane h4 { margin: 0 0 8px; }
.preview-pane.updating #preview-body { opacity: 0.6; }
.decision { display: inline-block; font-weight: 700; font-size: 12px; padding: 3px 8px; border-radius: 999px; border: 1px solid currentColor; margin-bottom: 8px; }
.decision-allow { color: var(--badge-ro); }
.decision-needs_approval { color: var(--badge-open); }
.decision-deny, .decision-invalid { color: var(--badge-destr); }
.decision-other { color: var(--muted); }
dl.preview-facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 10px; margin: 0; }
dl.preview-facts dt { color: var(--muted); font-size: 12px; padding-top: 2px; }
dl.preview-facts dd { margin: 0; min-width: 0; word-break: break-word; }
dl.preview-facts ul { margin: 0; padding-left: 16px; }
pre.preview-command { max-height: 160px; }
.preview-message { color: var(--muted); margin: 0; }
.approval-area { margin-top: 12px; padding: 10px; border: 1px solid var(--warn-border); background: var(--warn-bg); border-radius: 6px; }
.approval-statement { margin: 0 0 8px; word-break: break-word; }
.approval-statement code { background: rgba(0,0,0,0.06); padding: 1px 4px; border-radius: 4px; }
.inline-error { color: var(--error); margin-top: 6px; font-size: 13px; }
.notice { border-radius: 6px; padding: 10px 12px; margin-top: 12px; }
.notice.unauthorized { background: var(--error-bg); color: var(--error); border: 1px solid #f0b4ae; }
.console-disabled { background: var(--warn-bg); border: 1px solid var(--warn-border); border-radius: 8px; padding: 14px 16px; margin-top: 8px; }
.console-disabled code { background: rgba(0,0,0,0.06); padding: 1px 4px; border-radius: 4px; }

.tabs { display: flex; gap: 4px; margin-top: 16px; border-bottom: 1px solid var(--border); }
.tabs [role="tab"] { border: 1px solid transparent; border-bottom: none; border-radius: 6px 6px 0 0; background: transparent; color: var(--muted); margin-bottom: -1px; }
.tabs [role="tab"].active { background: var(--panel); border-color: var(--border); color: var(--accent); font-weight: 600; border-bottom: 1px solid var(--panel); }
.tab-panel { border: 1px solid var(--border); border-top: none; border-radius: 0 0 6px 6px; padding: 10px; background: var(--panel); }
.tab-panel pre.code-block { border: none; }
.result-error { color: var(--error); background: var(--error-bg); }
.result-image { max-width: 100%; border: 1px solid var(--border); border-radius: 4px; }
.status-line { color: var(--muted); font-size: 12px; margin-bottom: 6px; }
.curl-header { display: flex; align-items: center; justify-content: space-between; margin: 16px 0 8px; }
.curl-header h3 { margin: 0; }
.field-label { display: block; color: var(--muted); font-size: 12px; margin-bottom: 6px; }
.console-disabled p { margin: 8px 0 0; }
.status-badge.tone-positive { color: var(--badge-ro); }
.status-badge.tone-caution { color: var(--badge-open); }
.status-badge.tone-negative { color: var(--badge-destr); }
.status-badge.tone-neutral { color: var(--muted); }
.sidebar select { width: 100%; padding: 5px 6px; border: 1px solid var(--border); border-radius: 6px; background: #fff; color: var(--text); font: inherit; }
.muted-note { color: var(--muted); font-size: 12px; margin: 0 0 6px; }
dl.result-facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 10px 0 0; align-items: start; }
dl.result-facts dt { color: var(--muted); font-size: 12px; padding-top: 2px; }
dl.result-facts dd { margin: 0; min-width: 0; }
footer.page-footer { flex: none; padding: 6px 20px; border-top: 1px solid var(--border); background: var(--panel); color: var(--muted); font-size: 12px; text-align: center; }
footer.page-footer a { color: var(--accent); }
[hidden] { display: none !important; }

@media (max-width: 1000px) {
  .console-grid.with-preview { grid-template-columns: minmax(0, 1fr); }
  .preview-pane { position: static; }
}
@media (max-width: 760px) {
  body { display: block; height: auto; }
  .sidebar { overflow: visible; }
  ul.tool-list { max-height: 40vh; }
  .layout { grid-template-columns: 1fr; }
  .sidebar { border-right: none; border-bottom: 1px solid var(--border); }
}
`;
