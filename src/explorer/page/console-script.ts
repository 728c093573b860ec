/**
 * The explorer page's inline script: tool list, filter, detail panel and try-it console.
 *
 * Plain browser JavaScript kept as a string so the bundler inlines it and nothing is read at run
 * time. It reads the global `executeEnabled` (`true` or `false`), which the page sets in a one-line
 * script of its own just before this one. Rules it keeps:
 * - every URL is resolved against the page's own URL (treated as a directory), so the explorer
 *   works under any mount prefix;
 * - server data reaches the page only through `textContent` and DOM properties, never as HTML;
 * - the token lives only in the auth-bar input; nothing is written to any storage or cookie.
 *
 * Written with `String.raw` so regular-expression backslashes reach the browser unchanged; the
 * script must therefore contain no backtick and no dollar-brace sequence.
 *
 * @example
 * CONSOLE_SCRIPT.includes('executeEnabled'); // true
 */
export const CONSOLE_SCRIPT = String.raw`(function () {
  'use strict';

  var COPY_REVERT_MS = 1500;
  var state = {
    tools: [],
    statuses: {},
    collapsed: {},
    listFailed: false,
    current: null,
    selectedName: null,
    selectSeq: 0,
    execSeq: 0,
    inFlight: false,
    consoleDisabled: false,
    curlCommand: '',
    formFields: [],
    lastArgs: null,
    roots: [],
    previewSupported: null,
    previewTimer: null,
    previewSeq: 0,
    approval: null,
    copyTimer: null
  };

  function byId(id) { return document.getElementById(id); }

  function make(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  // The page is served at "<prefix>/" (or "<prefix>"): resolve API paths against it as a directory.
  function pageBase() {
    var url = new URL(window.location.href);
    url.search = '';
    url.hash = '';
    if (url.pathname.charAt(url.pathname.length - 1) !== '/') url.pathname += '/';
    return url;
  }
  var BASE = pageBase();
  function endpoint(path) { return new URL(path, BASE).href; }
  function toolPath(name) { return 'tools/' + encodeURIComponent(name); }

  function authorizationValue() {
    var raw = byId('auth-token').value.trim();
    if (!raw) return null;
    return /^Bearer\s/i.test(raw) ? raw : 'Bearer ' + raw;
  }

  function baseHeaders() {
    var headers = { Accept: 'application/json' };
    var auth = authorizationValue();
    if (auth) headers.Authorization = auth;
    return headers;
  }

  async function readBody(res) {
    var text = await res.text();
    try { return { isJson: true, value: JSON.parse(text), text: text }; }
    catch (e) { return { isJson: false, value: null, text: text }; }
  }

  function httpProblem(res, body) {
    var detail = body && body.isJson && body.value && typeof body.value.error === 'string' ? body.value.error : '';
    if (res.status === 401) {
      return 'Unauthorized (HTTP 401): enter a Bearer token in the auth bar above, then press Enter.';
    }
    return 'HTTP ' + res.status + (detail ? ': ' + detail : '');
  }

  // Re-indents valid JSON text with a 2-space indent without parsing values, so number literals
  // (big integers included) and key order stay exactly as the server sent them.
  function reindentJson(text) {
    var out = '';
    var depth = 0;
    var inString = false;
    var escaped = false;
    function newline() { out += '\n' + '  '.repeat(depth); }
    for (var i = 0; i < text.length; i++) {
      var ch = text.charAt(i);
      if (inString) {
        out += ch;
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') continue;
      if (ch === '"') { inString = true; out += ch; continue; }
      if (ch === '{' || ch === '[') {
        var j = i + 1;
        while (j < text.length && /\s/.test(text.charAt(j))) j++;
        var close = ch === '{' ? '}' : ']';
        if (text.charAt(j) === close) { out += ch + close; i = j; continue; }
        depth++;
        out += ch;
        newline();
        continue;
      }
      if (ch === '}' || ch === ']') { depth--; newline(); out += ch; continue; }
      if (ch === ',') { out += ','; newline(); continue; }
      if (ch === ':') { out += ': '; continue; }
      out += ch;
    }
    return out;
  }

  function prettyIfJson(text) {
    try { JSON.parse(text); } catch (e) { return { pretty: false, text: text }; }
    return { pretty: true, text: reindentJson(text) };
  }

  // ---- badges -------------------------------------------------------------------------------
  var BADGES = [
    ['readOnlyHint', 'readOnly', 'Does not modify its environment'],
    ['destructiveHint', 'destructive', 'May perform destructive updates'],
    ['idempotentHint', 'idempotent', 'Repeated calls with the same arguments have no additional effect'],
    ['openWorldHint', 'openWorld', 'Interacts with external entities']
  ];

  function renderBadges(container, annotations) {
    clear(container);
    if (!annotations || typeof annotations !== 'object') return;
    BADGES.forEach(function (badge) {
      if (annotations[badge[0]] === true) {
        var node = make('span', 'badge badge-' + badge[1], badge[1]);
        node.title = badge[2];
        container.appendChild(node);
      }
    });
  }

  // Optional status badges (GET tool-status, served when the host configured UIConfig.toolStatus).
  var TONES = ['positive', 'caution', 'negative', 'neutral'];

  function statusOf(name) {
    return Object.prototype.hasOwnProperty.call(state.statuses, name) ? state.statuses[name] : null;
  }

  function statusBadge(status) {
    var tone = TONES.indexOf(status.tone) !== -1 ? status.tone : 'neutral';
    var node = make('span', 'badge status-badge tone-' + tone, status.label);
    node.dataset.status = status.label;
    if (status.detail) node.title = status.detail;
    return node;
  }

  async function loadStatuses() {
    var map = {};
    try {
      var res = await fetch(endpoint('tool-status'), { headers: baseHeaders(), cache: 'no-store' });
      if (res.ok) {
        var body = await readBody(res);
        if (body.isJson && Array.isArray(body.value)) {
          body.value.forEach(function (entry) {
            if (entry && typeof entry.name === 'string' && typeof entry.label === 'string') {
              Object.defineProperty(map, entry.name, { value: entry, enumerable: true, writable: true, configurable: true });
            }
          });
        }
      }
    } catch (e) { /* no statuses: the page works without them */ }
    state.statuses = map;
    renderStatusFilter();
  }

  function renderStatusFilter() {
    var select = byId('status-filter');
    var chosen = select.value;
    var labels = [];
    var tones = {};
    Object.keys(state.statuses).forEach(function (name) {
      var status = state.statuses[name];
      if (labels.indexOf(status.label) === -1) { labels.push(status.label); tones[status.label] = TONES.indexOf(status.tone); }
    });
    labels.sort(function (a, b) { return (tones[a] - tones[b]) || (a < b ? -1 : a > b ? 1 : 0); });
    while (select.options.length > 1) select.remove(1);
    labels.forEach(function (label) {
      var option = make('option', null, label);
      option.value = label;
      select.appendChild(option);
    });
    select.value = labels.indexOf(chosen) !== -1 ? chosen : '';
    select.hidden = labels.length === 0;
  }

  // ---- tool list ----------------------------------------------------------------------------
  function setListMessage(text, isError) {
    var node = byId('list-message');
    node.textContent = text;
    node.className = 'list-message' + (isError ? ' error' : '');
    node.hidden = !text;
  }

  async function loadTools() {
    setListMessage('Loading tools...', false);
    try {
      var res = await fetch(endpoint('tools'), { headers: baseHeaders(), cache: 'no-store' });
      var body = await readBody(res);
      if (!res.ok) throw new Error(httpProblem(res, body));
      if (!body.isJson || !Array.isArray(body.value)) throw new Error('the server did not answer with a JSON array');
      state.tools = body.value.filter(function (t) { return t && typeof t.name === 'string'; });
      // Sorted by name (code-point order, so "git" comes before "git_add"), whatever the provider's order.
      state.tools.sort(function (a, b) { return a.name < b.name ? -1 : a.name > b.name ? 1 : 0; });
      state.listFailed = false;
      // Statuses only where the server says it has them (header of GET tools).
      if (res.headers.get('x-tool-status') === 'tool-status') await loadStatuses();
      else { state.statuses = {}; renderStatusFilter(); }
      renderToolList();
    } catch (err) {
      state.listFailed = true;
      state.tools = [];
      clear(byId('tool-list'));
      byId('tool-count').textContent = '';
      byId('group-count').textContent = '';
      setListMessage('Could not load tools: ' + (err && err.message ? err.message : String(err)), true);
    }
  }

  function filteredTools() {
    var query = byId('tool-filter').value.trim().toLowerCase();
    var wanted = byId('status-filter').value;
    if (!query && !wanted) return state.tools;
    return state.tools.filter(function (t) {
      if (wanted) {
        var status = statusOf(t.name);
        if (!status || status.label !== wanted) return false;
      }
      if (!query) return true;
      var description = typeof t.description === 'string' ? t.description : '';
      return t.name.toLowerCase().indexOf(query) !== -1 || description.toLowerCase().indexOf(query) !== -1;
    });
  }

  // ---- groups -------------------------------------------------------------------------------
  // Tools are grouped by program (the name up to its first underscore: git_log and git belong to
  // "git"; a name without one is its own program) and, inside a program, by command family (the
  // first two parts: git_remote and git_remote_add are "git remote") when a family has two or more
  // tools. Only matching tools are listed and counted; a group without one is not shown.
  function programOf(name) {
    var cut = name.indexOf('_');
    return cut > 0 ? name.slice(0, cut) : name;
  }

  function familyOf(name) {
    var parts = name.split('_');
    return parts.length >= 2 && parts[0] ? parts[0] + ' ' + parts[1] : null;
  }

  function groupTools(tools) {
    var groups = [];
    var byKey = {};
    tools.forEach(function (tool) {
      var key = programOf(tool.name);
      if (!Object.prototype.hasOwnProperty.call(byKey, key)) {
        Object.defineProperty(byKey, key, { value: { key: key, tools: [] }, enumerable: true, writable: true, configurable: true });
        groups.push(byKey[key]);
      }
      byKey[key].tools.push(tool);
    });
    groups.sort(function (a, b) { return a.key < b.key ? -1 : a.key > b.key ? 1 : 0; });
    groups.forEach(function (group) {
      var counts = {};
      group.tools.forEach(function (tool) {
        var family = familyOf(tool.name);
        if (family) counts[family] = (counts[family] || 0) + 1;
      });
      // Entries: a tool on its own, or a family of two or more tools (in the order of the first).
      var entries = [];
      var families = {};
      group.tools.forEach(function (tool) {
        var family = familyOf(tool.name);
        if (family && counts[family] >= 2) {
          if (!Object.prototype.hasOwnProperty.call(families, family)) {
            families[family] = { family: family, tools: [] };
            entries.push(families[family]);
          }
          families[family].tools.push(tool);
        } else entries.push({ tool: tool });
      });
      group.entries = entries;
    });
    return groups;
  }

  function isCollapsed(key) { return state.collapsed[key] === true; }

  function toolButton(tool) {
    var item = make('li');
    var button = make('button', 'tool-item');
    button.type = 'button';
    button.dataset.toolName = tool.name;
    if (state.selectedName === tool.name) button.setAttribute('aria-current', 'true');
    button.appendChild(make('span', 'tool-name', tool.name));
    var badges = make('span', 'badges');
    renderBadges(badges, tool.annotations);
    var status = statusOf(tool.name);
    if (status) badges.insertBefore(statusBadge(status), badges.firstChild);
    if (badges.firstChild) button.appendChild(badges);
    button.addEventListener('click', function () { selectTool(tool.name); });
    item.appendChild(button);
    return item;
  }

  // A collapsible group: a header button (the name as plain text, then the count) and its list.
  function groupNode(kind, key, label, count, fill) {
    var node = make('li', kind === 'family' ? 'tool-family' : 'tool-group');
    node.dataset.group = label;
    var header = make('button', 'group-toggle' + (kind === 'family' ? ' family-toggle' : ''));
    header.type = 'button';
    header.dataset.group = label;
    header.dataset.key = key;
    var collapsed = isCollapsed(key);
    header.setAttribute('aria-expanded', collapsed ? 'false' : 'true');
    header.appendChild(make('span', 'group-caret', collapsed ? '\u25b8' : '\u25be'));
    header.appendChild(document.createTextNode(label));
    var counter = make('span', 'group-count', String(count));
    counter.title = count + (count === 1 ? ' tool' : ' tools');
    header.appendChild(counter);
    header.addEventListener('click', function () { toggleGroup(key); });
    node.appendChild(header);
    var list = make('ul', 'group-tools');
    list.hidden = collapsed;
    fill(list);
    node.appendChild(list);
    return node;
  }

  function toggleGroup(key, open) {
    var collapse = open === undefined ? !isCollapsed(key) : !open;
    if (collapse) state.collapsed[key] = true;
    else delete state.collapsed[key];
    var header = byId('tool-list').querySelector('button.group-toggle[data-key="' + CSS.escape(key) + '"]');
    if (!header) return;
    header.setAttribute('aria-expanded', collapse ? 'false' : 'true');
    header.querySelector('.group-caret').textContent = collapse ? '\u25b8' : '\u25be';
    header.nextElementSibling.hidden = collapse;
  }

  function renderToolList() {
    var list = byId('tool-list');
    clear(list);
    var shown = filteredTools();
    groupTools(shown).forEach(function (group) {
      list.appendChild(groupNode('program', 'program:' + group.key, group.key, group.tools.length, function (inner) {
        group.entries.forEach(function (entry) {
          if (entry.tool) { inner.appendChild(toolButton(entry.tool)); return; }
          inner.appendChild(groupNode('family', 'family:' + entry.family, entry.family, entry.tools.length, function (familyList) {
            entry.tools.forEach(function (tool) { familyList.appendChild(toolButton(tool)); });
          }));
        });
      }));
    });
    var total = state.tools.length;
    var groups = list.querySelectorAll('li.tool-group').length;
    byId('tool-count').textContent = (shown.length === total
      ? total + (total === 1 ? ' tool' : ' tools')
      : shown.length + ' of ' + total + ' tools');
    byId('group-count').textContent = groups ? ' in ' + groups + (groups === 1 ? ' group' : ' groups') : '';
    if (total === 0) setListMessage('No tools available.', false);
    else if (shown.length === 0) setListMessage('No tools match the filter.', false);
    else setListMessage('', false);
  }

  // The buttons a person can reach with the arrow keys: tools and group headers not inside a
  // collapsed group.
  function navigableButtons() {
    return Array.prototype.slice.call(byId('tool-list').querySelectorAll('button.tool-item, button.group-toggle'))
      .filter(function (button) { return !button.parentNode.closest('ul.group-tools[hidden]'); });
  }

  function firstVisibleTool() {
    var buttons = navigableButtons();
    for (var i = 0; i < buttons.length; i++) if (buttons[i].classList.contains('tool-item')) return buttons[i];
    return null;
  }

  function markCurrentInList() {
    var buttons = byId('tool-list').querySelectorAll('button.tool-item');
    for (var i = 0; i < buttons.length; i++) {
      var isCurrent = buttons[i].dataset.toolName === state.selectedName;
      if (isCurrent) buttons[i].setAttribute('aria-current', 'true');
      else buttons[i].removeAttribute('aria-current');
    }
  }

  function focusSibling(from, step) {
    var buttons = navigableButtons();
    var index = buttons.indexOf(from);
    var next = buttons[index + step];
    if (next) next.focus();
  }

  // ---- detail panel -------------------------------------------------------------------------
  async function selectTool(name) {
    var seq = ++state.selectSeq;
    // Until the detail arrives, Execute keeps acting on the tool whose arguments are on screen.
    state.selectedName = name;
    markCurrentInList();
    try {
      var res = await fetch(endpoint(toolPath(name)), { headers: baseHeaders(), cache: 'no-store' });
      var body = await readBody(res);
      if (seq !== state.selectSeq) return;
      if (!res.ok) throw new Error(httpProblem(res, body));
      if (!body.isJson || !body.value || typeof body.value !== 'object') throw new Error('the server did not answer with a JSON object');
      renderDetail(body.value);
    } catch (err) {
      if (seq !== state.selectSeq) return;
      state.current = null;
      byId('tool-detail').hidden = true;
      byId('detail-placeholder').hidden = true;
      var problem = byId('detail-error');
      problem.textContent = 'Could not load tool ' + JSON.stringify(name) + ': ' + (err && err.message ? err.message : String(err));
      problem.hidden = false;
    }
  }

  function renderDetail(tool) {
    state.current = tool;
    byId('detail-placeholder').hidden = true;
    byId('detail-error').hidden = true;
    byId('detail-name').textContent = tool.name;
    renderBadges(byId('detail-badges'), tool.annotations);
    var status = statusOf(tool.name);
    if (status) {
      var badge = statusBadge(status);
      badge.id = 'detail-status';
      byId('detail-badges').insertBefore(badge, byId('detail-badges').firstChild);
      if (status.detail) badge.appendChild(make('span', 'visually-hidden', ': ' + status.detail));
    }
    var description = byId('detail-description');
    description.textContent = typeof tool.description === 'string' ? tool.description : '';
    description.hidden = !description.textContent;
    byId('detail-schema').textContent = JSON.stringify(tool.inputSchema == null ? {} : tool.inputSchema, null, 2);
    byId('tool-detail').hidden = false;
    resetConsole(tool);
    // On a narrow screen the detail sits under the list: bring it into view.
    if (window.matchMedia && window.matchMedia('(max-width: 760px)').matches) byId('detail').scrollIntoView();
  }

  // ---- try-it console -----------------------------------------------------------------------
  function typeDefault(type) {
    switch (type) {
      case 'string': return '';
      case 'number': case 'integer': return 0;
      case 'boolean': return false;
      case 'array': return [];
      case 'object': return {};
      default: return null;
    }
  }

  function propertyDefault(schema) {
    if (!schema || typeof schema !== 'object') return null;
    if (Object.prototype.hasOwnProperty.call(schema, 'default')) return schema.default;
    var type = schema.type;
    // A union such as ["string", "null"] is filled by its first non-null member.
    if (Array.isArray(type)) type = type.filter(function (t) { return t !== 'null'; })[0];
    return typeDefault(type);
  }

  function prefill(inputSchema) {
    var args = {};
    var properties = inputSchema && typeof inputSchema === 'object' ? inputSchema.properties : null;
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      Object.keys(properties).forEach(function (key) {
        // defineProperty keeps a key such as "__proto__" an ordinary own key.
        Object.defineProperty(args, key, { value: propertyDefault(properties[key]), enumerable: true, writable: true, configurable: true });
      });
    }
    return JSON.stringify(args, null, 2);
  }

  // ---- the arguments form ---------------------------------------------------------------------
  // Generated from the tool's inputSchema: strings, numbers and integers, booleans (checkbox),
  // enums (select), arrays of strings (one entry per line) and working_directory (a text field that
  // offers the directories it knows). The JSON textarea stays the source of what is sent: a form
  // edit rewrites that key in the JSON, and valid JSON typed in the textarea refills the form.
  // Properties the form cannot show (objects, oneOf, arrays of non-strings, no type) are edited in
  // the JSON; a schema that is not an object with properties is edited in the JSON only.
  function firstType(type) {
    if (Array.isArray(type)) return type.filter(function (t) { return t !== 'null'; })[0];
    return type;
  }

  function fieldKind(key, schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return null;
    if (schema.oneOf || schema.anyOf || schema.allOf || schema.$ref || schema.not) return null;
    if (Array.isArray(schema.enum) && schema.enum.length > 0 &&
        schema.enum.every(function (v) { return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'; })) return 'enum';
    var type = firstType(schema.type);
    if (type === 'string') return key === 'working_directory' ? 'directory' : 'string';
    if (type === 'number' || type === 'integer') return 'number';
    if (type === 'boolean') return 'boolean';
    if (type === 'array') {
      var items = schema.items;
      if (items === undefined || items === true) return 'lines';
      if (items && typeof items === 'object' && !Array.isArray(items) && firstType(items.type) === 'string' && !items.oneOf && !items.anyOf) return 'lines';
      // find's expression: a list of one-key objects, one JSON object per line.
      if (items && typeof items === 'object' && !Array.isArray(items) && firstType(items.type) === 'object' && !items.oneOf && !items.anyOf) return 'items';
    }
    return null;
  }

  function ownValue(args, key) {
    return args && Object.prototype.hasOwnProperty.call(args, key) ? args[key] : undefined;
  }

  function setOwn(args, key, value) {
    Object.defineProperty(args, key, { value: value, enumerable: true, writable: true, configurable: true });
  }

  function renderForm(tool) {
    var form = byId('args-form');
    var note = byId('form-note');
    clear(form);
    state.formFields = [];
    var schema = tool.inputSchema;
    var properties = schema && typeof schema === 'object' ? schema.properties : null;
    var topComplex = schema && typeof schema === 'object' && (schema.oneOf || schema.anyOf || schema.allOf || schema.$ref ||
      (schema.type !== undefined && firstType(schema.type) !== 'object'));
    if (topComplex || (properties !== undefined && properties !== null && (typeof properties !== 'object' || Array.isArray(properties)))) {
      note.textContent = 'This input schema is too complex for a form: edit the arguments as JSON below.';
      note.hidden = false;
      byId('form-area').dataset.mode = 'json-only';
      return;
    }
    var keys = properties ? Object.keys(properties) : [];
    if (keys.length === 0) {
      note.textContent = 'This tool takes no arguments.';
      note.hidden = false;
      byId('form-area').dataset.mode = 'empty';
      return;
    }
    byId('form-area').dataset.mode = 'form';
    var required = schema && Array.isArray(schema.required) ? schema.required : [];
    var skipped = [];
    keys.forEach(function (key, index) {
      var prop = properties[key];
      var kind = fieldKind(key, prop);
      if (!kind) { skipped.push(key); return; }
      state.formFields.push(buildField(key, prop, kind, required.indexOf(key) !== -1, index));
    });
    state.formFields.forEach(function (field) { form.appendChild(field.node); });
    if (skipped.length) {
      note.textContent = 'Edit in the JSON below: ' + skipped.join(', ') + ' (not shown as form fields).';
      note.hidden = false;
    } else note.hidden = true;
  }

  function buildField(key, prop, kind, isRequired, index) {
    var id = 'arg-field-' + index;
    var node = make('div', 'form-field form-field-' + kind);
    node.dataset.key = key;
    var label = make('label', 'form-label');
    label.htmlFor = id;
    label.appendChild(make('span', 'form-key', key));
    if (isRequired) {
      var mark = make('span', 'required-mark', '*');
      mark.title = 'required';
      mark.setAttribute('aria-hidden', 'true');
      label.appendChild(mark);
      label.appendChild(make('span', 'visually-hidden', ' (required)'));
      node.dataset.required = 'true';
    }
    var typeText = kind === 'lines' ? 'list, one per line' : kind === 'items' ? 'list, one JSON object per line' : kind === 'enum' ? 'one of' : kind === 'directory' ? 'directory' : String(firstType(prop.type));
    label.appendChild(make('span', 'form-type', typeText));
    var control;
    if (kind === 'boolean') {
      control = make('input');
      control.type = 'checkbox';
    } else if (kind === 'enum') {
      control = make('select');
      var none = make('option', null, isRequired ? '(choose)' : '(not set)');
      none.value = '';
      control.appendChild(none);
      prop.enum.forEach(function (value, i) {
        var option = make('option', null, typeof value === 'string' ? value : JSON.stringify(value));
        option.value = String(i);
        control.appendChild(option);
      });
    } else if (kind === 'lines' || kind === 'items') {
      control = make('textarea', 'form-lines');
      control.rows = 3;
      control.spellcheck = false;
    } else {
      control = make('input');
      control.type = kind === 'number' ? 'number' : 'text';
      if (kind === 'number') control.step = firstType(prop.type) === 'integer' ? '1' : 'any';
      control.spellcheck = false;
      control.autocomplete = 'off';
      if (kind === 'directory') control.setAttribute('list', 'roots-list');
    }
    control.id = id;
    control.className = (control.className ? control.className + ' ' : '') + 'form-control';
    control.dataset.key = key;
    if (isRequired) control.setAttribute('aria-required', 'true');
    var hints = [];
    if (typeof prop.description === 'string' && prop.description) hints.push(prop.description);
    if (Object.prototype.hasOwnProperty.call(prop, 'default')) hints.push('default: ' + JSON.stringify(prop.default));
    if (kind === 'directory' && state.roots.length) hints.push('known roots: ' + state.roots.join(', '));
    if (kind === 'boolean') {
      var row = make('div', 'form-check');
      row.appendChild(control);
      row.appendChild(label);
      node.appendChild(row);
    } else {
      node.appendChild(label);
      node.appendChild(control);
    }
    if (hints.length) {
      var hint = make('p', 'form-hint', hints.join(' \u00b7 '));
      hint.id = id + '-hint';
      control.setAttribute('aria-describedby', hint.id);
      node.appendChild(hint);
    }
    var field = { key: key, kind: kind, prop: prop, control: control, node: node };
    control.addEventListener(kind === 'boolean' || kind === 'enum' ? 'change' : 'input', function () { formEdited(field); });
    control.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) { event.preventDefault(); execute(); }
    });
    return field;
  }

  // Reads one field into the arguments object: a value, or undefined for "leave the key out".
  function fieldValue(field) {
    var control = field.control;
    switch (field.kind) {
      case 'boolean': return control.checked;
      case 'enum': return control.value === '' ? undefined : field.prop.enum[Number(control.value)];
      case 'number': {
        if (control.value === '') return undefined;
        var n = Number(control.value);
        return isFinite(n) ? n : undefined;
      }
      case 'lines': return control.value.split('\n').filter(function (line) { return line !== ''; });
      case 'items': {
        var items = [];
        var lines = control.value.split('\n');
        for (var i = 0; i < lines.length; i++) {
          if (lines[i].trim() === '') continue;
          var item;
          try { item = JSON.parse(lines[i]); } catch (e) { return { invalid: 'line ' + (i + 1) + ' is not JSON: ' + lines[i].slice(0, 80) }; }
          if (!item || typeof item !== 'object' || Array.isArray(item)) return { invalid: 'line ' + (i + 1) + ' is not a JSON object, like {"name": "*.ts"}' };
          items.push(item);
        }
        return items;
      }
      default: return control.value;
    }
  }

  // An items field whose text does not read: said at the field, and the JSON is left as it was.
  function markInvalid(field, message) {
    field.control.setAttribute('aria-invalid', message ? 'true' : 'false');
    field.node.classList.toggle('form-field-invalid', Boolean(message));
    field.control.title = message || '';
  }

  function showField(field, value) {
    var control = field.control;
    var fits = true;
    switch (field.kind) {
      case 'boolean': control.checked = value === true; fits = value === undefined || typeof value === 'boolean'; break;
      case 'enum': {
        var at = -1;
        field.prop.enum.forEach(function (v, i) { if (at === -1 && v === value) at = i; });
        control.value = at === -1 ? '' : String(at);
        break;
      }
      case 'number': control.value = typeof value === 'number' ? String(value) : ''; fits = value === undefined || typeof value === 'number'; break;
      case 'lines':
        fits = value === undefined || (Array.isArray(value) && value.every(function (v) { return typeof v === 'string' && v.indexOf('\n') === -1 && v !== ''; }));
        control.value = Array.isArray(value) && fits ? value.join('\n') : '';
        break;
      case 'items':
        fits = value === undefined || (Array.isArray(value) && value.every(function (v) { return v !== null && typeof v === 'object' && !Array.isArray(v); }));
        control.value = Array.isArray(value) && fits ? value.map(function (v) { return JSON.stringify(v); }).join('\n') : '';
        markInvalid(field, '');
        break;
      default: control.value = typeof value === 'string' ? value : ''; fits = value === undefined || typeof value === 'string';
    }
    // A value the field cannot show (a list with an empty entry, a number as a string...) stays
    // in the JSON; the field is disabled so a form edit cannot overwrite it unseen.
    control.disabled = !fits;
    field.node.classList.toggle('form-field-json', !fits);
    control.title = fits ? '' : 'This value can only be edited in the JSON below.';
  }

  function parseArgsText() {
    try {
      var value = JSON.parse(byId('args-input').value);
      return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
    } catch (e) { return null; }
  }

  // JSON -> form: valid JSON refills every field; invalid JSON leaves the form as it was.
  function syncFormFromJson() {
    var args = parseArgsText();
    var form = byId('args-form');
    form.classList.toggle('stale', args === null);
    if (args === null) return;
    state.formFields.forEach(function (field) { showField(field, ownValue(args, field.key)); });
  }

  // Form -> JSON: the edited key is rewritten in the JSON (keys keep their order), or removed when
  // the field says "not set". When the JSON is not valid, the last valid arguments are the base.
  function formEdited(field) {
    var args = parseArgsText();
    if (args === null) args = state.lastArgs ? JSON.parse(JSON.stringify(state.lastArgs)) : {};
    var value = fieldValue(field);
    if (field.kind === 'items') {
      if (value && !Array.isArray(value) && value.invalid) { markInvalid(field, value.invalid); return; }
      markInvalid(field, '');
      if (value.length === 0) value = undefined;
    }
    if (value === undefined) delete args[field.key];
    else setOwn(args, field.key, value);
    byId('args-input').value = JSON.stringify(args, null, 2);
    byId('args-error').hidden = true;
    byId('args-form').classList.remove('stale');
    argsChanged();
  }

  function argsChanged() {
    var args = parseArgsText();
    if (args !== null) state.lastArgs = args;
    schedulePreview();
  }

  function renderRootsList() {
    var list = byId('roots-list');
    clear(list);
    state.roots.forEach(function (root) {
      var option = make('option');
      option.value = root;
      list.appendChild(option);
    });
  }

  // Directories the working_directory field offers: the schema's examples, and the roots and the
  // directory each preview answered with. (The peer API has no list of roots; nothing else is asked for.)
  function learnRoots(tool) {
    var prop = tool && tool.inputSchema && tool.inputSchema.properties ? ownValue(tool.inputSchema.properties, 'working_directory') : undefined;
    if (prop && Array.isArray(prop.examples)) prop.examples.forEach(addRoot);
  }

  function addRoot(root) {
    if (typeof root !== 'string' || !root || state.roots.indexOf(root) !== -1) return;
    state.roots.push(root);
    renderRootsList();
  }

  // ---- live preview ----------------------------------------------------------------------------
  // When the server answers POST tools/<name>/preview (svc: what a call would do, running nothing),
  // a pane beside the form shows the command line, the decision and its rule, the reason and the
  // sandbox profile, refreshed as the arguments change. The first answer decides: anything but a
  // 200 with a decision (a 404 or 405 from a server without the route, say) hides the pane for the
  // rest of the page session; a 401 leaves the question open.
  var PREVIEW_DELAY_MS = 250;
  var DECISIONS = { allow: 'allowed', needs_approval: 'needs approval', deny: 'denied', invalid: 'invalid' };

  function shellWord(word) {
    var text = String(word);
    return /^[A-Za-z0-9_@%+=:,.\/-]+$/.test(text) ? text : shellQuote(text);
  }

  function commandLine(argv) {
    return Array.isArray(argv) ? argv.map(shellWord).join(' ') : '';
  }

  function showPreviewPane(show) {
    var pane = byId('preview-pane');
    if (!pane) return;
    pane.hidden = !show;
    pane.parentNode.classList.toggle('with-preview', show);
  }

  function hideApproval() {
    state.approval = null;
    var area = byId('approval-area');
    if (area) area.hidden = true;
  }

  function schedulePreview() {
    if (state.consoleDisabled || !state.current || state.previewSupported === false || !byId('preview-pane')) return;
    // Arguments changed: an approval shown for the old ones no longer applies.
    hideApproval();
    byId('preview-pane').classList.add('updating');
    if (state.previewTimer) clearTimeout(state.previewTimer);
    state.previewTimer = setTimeout(function () { state.previewTimer = null; runPreview(); }, PREVIEW_DELAY_MS);
  }

  async function runPreview() {
    var tool = state.current;
    if (!tool || state.consoleDisabled || state.previewSupported === false) return;
    var args = parseArgsText();
    var seq = ++state.previewSeq;
    if (args === null) {
      if (state.previewSupported === true) {
        byId('preview-pane').classList.remove('updating');
        setPreviewMessage('The arguments are not valid JSON: the preview waits for them.');
      }
      return;
    }
    var body = JSON.stringify(args);
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    var authorization = authorizationValue();
    if (authorization) headers.Authorization = authorization;
    var res = null;
    var payload = null;
    try {
      res = await fetch(endpoint(toolPath(tool.name) + '/preview'), { method: 'POST', headers: headers, body: body, cache: 'no-store' });
      payload = await readBody(res);
    } catch (err) { res = null; }
    if (seq !== state.previewSeq || state.current !== tool || state.consoleDisabled || !byId('preview-pane')) return;
    byId('preview-pane').classList.remove('updating');
    var value = payload && payload.isJson ? payload.value : null;
    var ok = res && res.status === 200 && value && typeof value === 'object' && !Array.isArray(value) && typeof value.decision === 'string';
    if (ok) {
      state.previewSupported = true;
      showPreviewPane(true);
      renderPreview(value, tool.name, body);
      return;
    }
    if (state.previewSupported !== true) {
      if (!res || res.status === 401) { showPreviewPane(false); return; }
      state.previewSupported = false;
      showPreviewPane(false);
      return;
    }
    setPreviewMessage(res ? 'No preview: ' + httpProblem(res, payload) : 'No preview: the request did not complete.');
  }

  function setPreviewMessage(text) {
    var box = byId('preview-body');
    clear(box);
    box.appendChild(make('p', 'preview-message', text));
    hideApproval();
  }

  function listOf(values, className) {
    var list = make('ul', className);
    values.forEach(function (value) { list.appendChild(make('li', null, value)); });
    return list;
  }

  function writableText(sandbox) {
    var writable = sandbox && Array.isArray(sandbox.writable) ? sandbox.writable.map(String) : [];
    return writable;
  }

  function renderPreview(preview, toolName, body) {
    var box = byId('preview-body');
    clear(box);
    var decision = typeof preview.decision === 'string' ? preview.decision : '';
    var known = Object.prototype.hasOwnProperty.call(DECISIONS, decision);
    var badge = make('span', 'decision decision-' + (known ? decision : 'other'), known ? DECISIONS[decision] : decision);
    badge.id = 'preview-decision';
    badge.dataset.decision = decision;
    box.appendChild(badge);
    var facts = make('dl', 'preview-facts');
    facts.id = 'preview-facts';
    function fact(key, label, content) {
      var detail = make('dd');
      detail.dataset.fact = key;
      if (typeof content === 'string') detail.textContent = content;
      else detail.appendChild(content);
      facts.appendChild(make('dt', null, label));
      facts.appendChild(detail);
    }
    var command = make('pre', 'code-block preview-command', Array.isArray(preview.argv) ? commandLine(preview.argv) : '(no command)');
    fact('argv', 'Command', command);
    // svc's preview names the caller's roots: the working_directory field offers them.
    if (Array.isArray(preview.roots)) preview.roots.forEach(addRoot);
    if (typeof preview.working_directory === 'string' && preview.working_directory) {
      fact('working_directory', 'In', preview.working_directory);
      addRoot(preview.working_directory);
    }
    var rule = preview.rule && typeof preview.rule === 'object' ? preview.rule : null;
    fact('rule', 'Rule', rule
      ? 'rule ' + String(rule.index) + (rule.description !== undefined && rule.description !== null ? ': ' + String(rule.description) : '')
      : 'no rule matched (the default applies)');
    if (preview.reason !== undefined && preview.reason !== null && preview.reason !== '') fact('reason', 'Reason', String(preview.reason));
    var sandbox = preview.sandbox && typeof preview.sandbox === 'object' ? preview.sandbox : null;
    if (sandbox) {
      if (sandbox.mechanism !== undefined) fact('mechanism', 'Sandbox', String(sandbox.mechanism));
      var writable = writableText(sandbox);
      fact('writable', 'Writable', writable.length ? listOf(writable, 'preview-paths') : 'nothing writable');
      fact('network', 'Network', sandbox.network === true ? 'yes' : 'no');
    }
    if (Array.isArray(preview.errors) && preview.errors.length) {
      fact('errors', 'Errors', listOf(preview.errors.map(function (e) {
        if (typeof e === 'string') return e;
        if (e && typeof e === 'object' && typeof e.message === 'string') return (e.path ? String(e.path) + ': ' : '') + e.message;
        return JSON.stringify(e);
      }), 'preview-errors'));
    }
    if (typeof preview.module_id === 'string' && preview.module_id) fact('module_id', 'Module', preview.module_id);
    box.appendChild(facts);
    var approval = preview.approval && typeof preview.approval === 'object' ? preview.approval : null;
    if (approval && typeof approval.token === 'string' && approval.token) showApproval(preview, approval, toolName, body);
    else hideApproval();
  }

  // The approval states exactly what will run and what becomes writable, for these arguments.
  function showApproval(preview, approval, toolName, body) {
    state.approval = { token: approval.token, tool: toolName, body: body };
    var statement = byId('approval-statement');
    clear(statement);
    statement.appendChild(make('strong', null, 'Runs once: '));
    statement.appendChild(make('code', 'approval-command', commandLine(preview.argv)));
    if (typeof preview.working_directory === 'string' && preview.working_directory) {
      statement.appendChild(document.createTextNode(' in '));
      statement.appendChild(make('code', null, preview.working_directory));
    }
    statement.appendChild(document.createTextNode('. '));
    var writable = writableText(preview.sandbox);
    statement.appendChild(make('span', 'approval-writable', writable.length ? 'Writable: ' + writable.join(', ') + '.' : 'Nothing becomes writable.'));
    var network = preview.sandbox && typeof preview.sandbox === 'object' ? preview.sandbox.network === true : false;
    statement.appendChild(document.createTextNode(' Network: ' + (network ? 'yes' : 'no') + '.'));
    if (typeof approval.expires_at === 'string' && approval.expires_at) {
      statement.appendChild(document.createTextNode(' The approval expires at ' + approval.expires_at + '.'));
    }
    var button = byId('approve-btn');
    button.disabled = false;
    byId('approval-area').hidden = false;
  }

  async function approveAndRun() {
    var approval = state.approval;
    if (!approval || state.inFlight || state.consoleDisabled || !state.current || state.current.name !== approval.tool) return;
    // Single use: the token is dropped before the request goes out, so a second click sends nothing.
    hideApproval();
    byId('approve-btn').disabled = true;
    await sendCall(state.current, approval.body, { 'X-Svc-Approval': approval.token });
    // The button is gone: keyboard focus goes to the result instead of the page's start.
    var panel = byId('panel-result');
    var active = document.activeElement;
    if (panel && !byId('result-area').hidden && (!active || active === document.body || active === byId('detail') || active === byId('approve-btn'))) panel.focus();
    schedulePreview();
  }

  function setExecuting(executing) {
    state.inFlight = executing;
    var button = byId('execute-btn');
    if (!button) return;
    button.disabled = executing;
    button.textContent = executing ? 'Executing...' : 'Execute';
    button.setAttribute('aria-busy', executing ? 'true' : 'false');
  }

  function resetConsole(tool) {
    state.execSeq++; // a response still in flight for another tool is dropped
    if (state.consoleDisabled) return;
    byId('args-input').value = prefill(tool.inputSchema);
    state.lastArgs = parseArgsText();
    learnRoots(tool);
    renderForm(tool);
    syncFormFromJson();
    if (state.previewSupported === true) setPreviewMessage('Loading the preview...');
    schedulePreview();
    byId('args-error').hidden = true;
    byId('auth-message').hidden = true;
    byId('result-area').hidden = true;
    clear(byId('result-output'));
    byId('raw-output').textContent = '';
    byId('curl-area').hidden = true;
    setExecuting(false);
  }

  function disableConsole(reason) {
    state.consoleDisabled = true;
    state.inFlight = false;
    var area = byId('console-area');
    var hadFocus = area.contains(document.activeElement);
    var live = byId('console');
    if (live) live.remove();
    var old = byId('console-disabled');
    if (old) old.remove();
    var box = make('div', 'console-disabled');
    box.id = 'console-disabled';
    box.setAttribute('role', 'status');
    box.tabIndex = -1;
    box.appendChild(make('strong', null, 'Tool execution is disabled.'));
    if (reason) box.appendChild(make('p', null, reason));
    var how = make('p');
    how.appendChild(document.createTextNode('To run tools from this page, launch the server with the allow-execute option: '));
    how.appendChild(make('code', null, 'svc serve --explorer --allow-execute'));
    how.appendChild(document.createTextNode(' on the command line, or '));
    how.appendChild(make('code', null, 'allowExecute: true'));
    how.appendChild(document.createTextNode(' in the explorer configuration. Discovery and validation keep working.'));
    box.appendChild(how);
    area.appendChild(box);
    if (hadFocus) box.focus();
  }

  function shellQuote(value) { return "'" + String(value).replace(/'/g, "'\\''") + "'"; }

  function buildCurl(url, authorization, body, extraHeaders) {
    var lines = ['curl -X POST ' + shellQuote(url), "  -H 'Content-Type: application/json'"];
    if (authorization) lines.push('  -H ' + shellQuote('Authorization: ' + authorization));
    if (extraHeaders) Object.keys(extraHeaders).forEach(function (name) { lines.push('  -H ' + shellQuote(name + ': ' + extraHeaders[name])); });
    lines.push('  -d ' + shellQuote(body));
    return lines.join(' \\\n');
  }

  function showCurl(command) {
    state.curlCommand = command;
    byId('curl-command').textContent = command;
    byId('copy-error').hidden = true;
    byId('curl-area').hidden = false;
  }

  function selectTab(which) {
    var tabs = [['tab-result', 'panel-result'], ['tab-raw', 'panel-raw']];
    tabs.forEach(function (pair) {
      var tab = byId(pair[0]);
      var active = pair[0] === which;
      tab.classList.toggle('active', active);
      tab.setAttribute('aria-selected', active ? 'true' : 'false');
      tab.tabIndex = active ? 0 : -1;
      byId(pair[1]).hidden = !active;
    });
  }

  function isCallResult(value) {
    return value && typeof value === 'object' && !Array.isArray(value) && Array.isArray(value.content);
  }

  var SAFE_MEDIA_TYPE = /^(image|audio)\/[A-Za-z0-9][A-Za-z0-9.+-]*$/;
  var BASE64 = /^[A-Za-z0-9+\/]*={0,2}$/;

  function mediaElement(item, kind) {
    var mime = typeof item.mimeType === 'string' ? item.mimeType.trim() : '';
    var data = typeof item.data === 'string' ? item.data.replace(/\s+/g, '') : '';
    if (!SAFE_MEDIA_TYPE.test(mime) || mime.split('/')[0] !== kind || !BASE64.test(data)) {
      return make('pre', 'code-block result-error',
        'Cannot display ' + kind + ' content: unsupported mimeType ' + JSON.stringify(item.mimeType) + ' or data that is not base64.');
    }
    var media = document.createElement(kind === 'image' ? 'img' : 'audio');
    if (kind === 'image') { media.className = 'result-image'; media.alt = 'Image result (' + mime + ')'; }
    else media.controls = true;
    media.src = 'data:' + mime + ';base64,' + data;
    return media;
  }

  function textBlock(text, isError) {
    var shown = prettyIfJson(text);
    var pre = make('pre', 'code-block' + (isError ? ' result-error' : ''), shown.text);
    pre.id = 'result-text';
    return pre;
  }

  function renderFirstContent(item, isError) {
    if (!item || typeof item !== 'object') return make('p', 'list-message', 'The response has no content.');
    if (item.type === 'text' || typeof item.text === 'string') {
      return textBlock(typeof item.text === 'string' ? item.text : '', isError);
    }
    if (item.type === 'image' || item.type === 'audio') return mediaElement(item, item.type);
    if (item.type === 'resource' && item.resource && typeof item.resource === 'object') {
      if (typeof item.resource.text === 'string') return textBlock(item.resource.text, isError);
      return textBlock(JSON.stringify(item.resource, null, 2), isError);
    }
    // resource_link and future content types: show the item itself.
    return textBlock(JSON.stringify(item, null, 2), isError);
  }

  // ---- program results (svc's layouts) -------------------------------------------------------
  // A command-line tool's result carries its run facts as a JSON object with a numeric exit_code
  // (docs/results.md): a success is [output text, facts, resource_link...]; a failure puts what
  // went wrong first, [guidance text, facts, output text?, resource_link...]; the older layout was
  // one text holding {stdout, stderr, exit_code, ...}. Such a result is shown as the output text
  // with its line breaks, then exit code, stderr, ai_guidance, truncation and links. Any other
  // result follows the generic rule: the first content item, JSON re-indented.
  function parseObject(text) {
    if (typeof text !== 'string' || text.charAt(0) !== '{') return null;
    try {
      var value = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
    } catch (e) { return null; }
  }

  function factsAt(content, index) {
    var item = content[index];
    if (!item || item.type !== 'text') return null;
    var facts = parseObject(item.text);
    return facts && typeof facts.exit_code === 'number' ? facts : null;
  }

  // The text parts from index from up to to, joined; null when one is not text.
  function textsIn(content, from, to) {
    var texts = [];
    for (var j = from; j < to; j++) {
      if (!content[j] || content[j].type !== 'text' || typeof content[j].text !== 'string') return null;
      texts.push(content[j].text);
    }
    return texts.join('');
  }

  // The resource links from index from to the end; null when anything else is there.
  function linksFrom(content, from) {
    var links = [];
    for (var k = from; k < content.length; k++) {
      if (!content[k] || content[k].type !== 'resource_link' || typeof content[k].uri !== 'string') return null;
      links.push(content[k]);
    }
    return links;
  }

  function programResult(content, isError) {
    if (!Array.isArray(content)) return null;
    var output;
    var links;
    if (isError) {
      // Failure layout: the guidance first (shown from the facts), the facts, then any output.
      // Older releases put the output first on failures too: the first text is the guidance here.
      var errorFacts = factsAt(content, 1);
      var first = content[0] && content[0].type === 'text' ? content[0].text : null;
      if (errorFacts && first && (first === errorFacts.ai_guidance || first === errorFacts.stderr ||
          first === 'The program failed with exit code ' + errorFacts.exit_code + '.')) {
        var end = 2;
        while (end < content.length && content[end] && content[end].type === 'text') end++;
        output = textsIn(content, 2, end);
        links = linksFrom(content, end);
        if (output !== null && links) return { output: output, facts: errorFacts, links: links };
      }
    }
    var last = -1;
    for (var i = content.length - 1; i >= 0; i--) {
      if (content[i] && content[i].type === 'text') { last = i; break; }
    }
    if (last < 0) return null;
    var facts = factsAt(content, last);
    links = linksFrom(content, last + 1);
    if (!facts || !links) return null;
    if (typeof facts.stdout === 'string') return last === 0 ? { output: facts.stdout, facts: facts, links: links } : null;
    // Success layout: the output is the text part(s) before the facts part.
    output = textsIn(content, 0, last);
    return output !== null ? { output: output, facts: facts, links: links } : null;
  }

  function factText(value) {
    if (typeof value === 'string') return value;
    return JSON.stringify(value, null, 2);
  }

  function renderProgramResult(program, isError) {
    var box = make('div', 'program-result');
    var out = make('pre', 'code-block program-output' + (isError ? ' result-error' : ''), program.output);
    out.id = 'result-text';
    if (!program.output) box.appendChild(make('p', 'muted-note', 'No output.'));
    box.appendChild(out);
    var facts = program.facts;
    var list = make('dl', 'result-facts');
    list.id = 'result-facts';
    function fact(key, label, value, block) {
      var term = make('dt', null, label);
      var detail = make('dd');
      detail.dataset.fact = key;
      if (block) detail.appendChild(make('pre', 'code-block' + (key === 'ai_guidance' || key === 'stderr' ? ' fact-' + key : ''), value));
      else detail.textContent = value;
      list.appendChild(term);
      list.appendChild(detail);
    }
    fact('exit_code', 'Exit code', String(facts.exit_code), false);
    if (typeof facts.stderr === 'string' && facts.stderr !== '') fact('stderr', 'Standard error', facts.stderr, true);
    if (facts.ai_guidance !== undefined && facts.ai_guidance !== null && facts.ai_guidance !== '') fact('ai_guidance', 'ai_guidance', factText(facts.ai_guidance), true);
    if (typeof facts.duration_ms === 'number') fact('duration_ms', 'Duration', facts.duration_ms + ' ms', false);
    ['truncated', 'truncation'].forEach(function (key) {
      if (facts[key] !== undefined && facts[key] !== null && facts[key] !== false) fact(key, key === 'truncated' ? 'Truncated' : 'Truncation', factText(facts[key]), true);
    });
    (program.links || []).forEach(function (link) {
      fact('resource', 'Whole output', link.uri + (typeof link.size === 'number' ? ' (' + link.size + ' bytes)' : ''), false);
    });
    box.appendChild(list);
    return box;
  }

  function showResult(res, body, failure, elapsedMs) {
    var output = byId('result-output');
    clear(output);
    var status = byId('result-status');
    var raw = byId('raw-output');
    if (failure) {
      status.textContent = 'Request failed';
      output.appendChild(make('pre', 'code-block result-error', 'The request did not complete: ' + (failure.message || String(failure))));
      raw.textContent = '';
    } else {
      var parts = ['HTTP ' + res.status, Math.round(elapsedMs) + ' ms'];
      var value = body.isJson ? body.value : null;
      if (isCallResult(value)) {
        if (value.isError === true) parts.push('isError');
        if (value._meta && typeof value._meta._trace_id === 'string') parts.push('trace ' + value._meta._trace_id);
        var program = programResult(value.content, value.isError === true);
        output.appendChild(program ? renderProgramResult(program, value.isError === true) : renderFirstContent(value.content[0], value.isError === true));
      } else if (value && typeof value === 'object' && typeof value.error === 'string') {
        output.appendChild(textBlock(value.error, true));
      } else {
        output.appendChild(textBlock(body.text, !res.ok));
      }
      status.textContent = parts.join(' \u00b7 ');
      raw.textContent = body.isJson ? reindentJson(body.text) : body.text;
    }
    selectTab('tab-result');
    byId('result-area').hidden = false;
  }

  async function execute() {
    if (state.consoleDisabled || state.inFlight || !state.current || !byId('console')) return;
    var tool = state.current;
    var text = byId('args-input').value;
    var errorBox = byId('args-error');
    var args;
    try { args = JSON.parse(text); }
    catch (err) {
      errorBox.textContent = 'Invalid JSON: ' + (err && err.message ? err.message : String(err)) + '. Fix the arguments and execute again; nothing was sent.';
      errorBox.hidden = false;
      return;
    }
    errorBox.hidden = true;
    await sendCall(tool, JSON.stringify(args), null);
  }

  // POSTs a call (body as sent) and shows its answer; extraHeaders carries an approval token.
  async function sendCall(tool, body, extraHeaders) {
    byId('auth-message').hidden = true;
    var url = endpoint(toolPath(tool.name) + '/call');
    var authorization = authorizationValue();
    var headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    if (extraHeaders) Object.keys(extraHeaders).forEach(function (name) { headers[name] = extraHeaders[name]; });
    var seq = ++state.execSeq;
    // A disabled button drops keyboard focus; remember it so it can come back afterwards.
    var hadFocus = document.activeElement === byId('execute-btn') || document.activeElement === byId('args-input');
    var focusTarget = document.activeElement === byId('args-input') ? 'args-input' : 'execute-btn';
    setExecuting(true);
    var started = performance.now();
    var res = null;
    var payload = null;
    var failure = null;
    try {
      res = await fetch(url, { method: 'POST', headers: headers, body: body, cache: 'no-store' });
      payload = await readBody(res);
    } catch (err) {
      failure = err;
    }
    if (seq !== state.execSeq || state.consoleDisabled) return;
    setExecuting(false);
    if (res && res.status === 403) {
      var said = payload && payload.isJson && payload.value && typeof payload.value.error === 'string' ? payload.value.error : '';
      disableConsole('The server refused to run ' + JSON.stringify(tool.name) + ' (HTTP 403' + (said ? ': ' + said : '') + ').');
      if (hadFocus) byId('console-disabled').focus();
      return;
    }
    if (hadFocus && (document.activeElement === document.body || document.activeElement === null)) byId(focusTarget).focus();
    showCurl(buildCurl(url, authorization, body, extraHeaders));
    if (res && res.status === 401) {
      byId('result-area').hidden = true;
      var message = byId('auth-message');
      message.textContent = 'Unauthorized: the server rejected this call (HTTP 401). Enter a Bearer token in the auth bar at the top of the page and execute again.';
      message.hidden = false;
      return;
    }
    showResult(res, payload, failure, performance.now() - started);
  }

  function legacyCopy(text) {
    var scratch = document.createElement('textarea');
    scratch.value = text;
    scratch.setAttribute('readonly', '');
    scratch.className = 'visually-hidden';
    document.body.appendChild(scratch);
    scratch.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    scratch.remove();
    return ok;
  }

  async function copyCurl() {
    var button = byId('copy-btn');
    var text = state.curlCommand;
    var ok = false;
    if (navigator.clipboard && window.isSecureContext) {
      try { await navigator.clipboard.writeText(text); ok = true; } catch (e) { ok = false; }
    }
    if (!ok) ok = legacyCopy(text);
    var problem = byId('copy-error');
    if (!ok) {
      problem.textContent = 'Copying to the clipboard failed here. Select the command above and copy it by hand.';
      problem.hidden = false;
      return;
    }
    problem.hidden = true;
    button.textContent = 'Copied!';
    if (state.copyTimer) clearTimeout(state.copyTimer);
    state.copyTimer = setTimeout(function () {
      state.copyTimer = null;
      var current = byId('copy-btn');
      if (current) current.textContent = 'Copy';
    }, COPY_REVERT_MS);
  }

  // ---- wiring -------------------------------------------------------------------------------
  function wire() {
    byId('tool-filter').addEventListener('input', function () {
      // Typing a filter opens the groups that have matches.
      if (byId('tool-filter').value.trim()) state.collapsed = {};
      renderToolList();
    });
    byId('status-filter').addEventListener('change', renderToolList);
    byId('tool-filter').addEventListener('keydown', function (event) {
      var first = firstVisibleTool();
      if (!first) return;
      if (event.key === 'ArrowDown') { event.preventDefault(); first.focus(); }
      else if (event.key === 'Enter') { event.preventDefault(); first.click(); }
    });
    byId('tool-list').addEventListener('keydown', function (event) {
      var target = event.target;
      if (!target || !target.classList) return;
      var isHeader = target.classList.contains('group-toggle');
      if (!target.classList.contains('tool-item') && !isHeader) return;
      if (event.key === 'ArrowDown') { event.preventDefault(); focusSibling(target, 1); }
      else if (event.key === 'ArrowUp') { event.preventDefault(); focusSibling(target, -1); }
      else if (isHeader && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        event.preventDefault();
        toggleGroup(target.dataset.key, event.key === 'ArrowRight');
      }
    });
    // The auth bar is a form only so browsers treat the password field properly; it never submits.
    byId('auth-form').addEventListener('submit', function (event) {
      event.preventDefault();
      if (state.listFailed) loadTools();
    });
    byId('auth-token').addEventListener('change', function () { if (state.listFailed) loadTools(); });
    byId('execute-btn').addEventListener('click', execute);
    byId('approve-btn').addEventListener('click', approveAndRun);
    byId('args-input').addEventListener('input', function () { syncFormFromJson(); argsChanged(); });
    byId('args-input').addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) { event.preventDefault(); execute(); }
    });
    byId('tab-result').addEventListener('click', function () { selectTab('tab-result'); });
    byId('tab-raw').addEventListener('click', function () { selectTab('tab-raw'); });
    document.querySelector('[role="tablist"]').addEventListener('keydown', function (event) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      var next = byId('tab-result').classList.contains('active') ? 'tab-raw' : 'tab-result';
      selectTab(next);
      byId(next).focus();
    });
    byId('copy-btn').addEventListener('click', copyCurl);
  }

  wire();
  if (window.executeEnabled !== true) disableConsole('');
  loadTools();
})();
`;
