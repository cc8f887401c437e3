// The board page's script (issue 33). It holds the game as the module gave
// it (a start position and, per move, the position after it and what the
// move did), asks the module (web/api.h) for every answer, and draws them.
// No rule is decided here: legality, attributes, eyes, forbidden points and
// their reasons, the score, explanations and differences all come back from
// the C++ libraries compiled to WebAssembly, with their words from text/.
'use strict';
(function () {
  let module = null;
  const $ = (id) => document.getElementById(id);
  const svgNS = 'http://www.w3.org/2000/svg';

  // The one door to the libraries: a request object in, the answer out; an
  // answer {"error": ...} becomes an exception with that message.
  function call(request) {
    const answer = JSON.parse(module.ccall('trisgo_web', 'string', ['string'], [JSON.stringify(request)]));
    if (answer && answer.error) throw new Error(answer.error);
    return answer;
  }

  // The game: `start` (position text), `moves` [{point, position, outcome}],
  // `index` = moves shown (0 = the start). `view` is the module's answer for
  // the position shown, `diff` the side-by-side answer when comparing.
  const S = {
    start: null, moves: [], index: 0, lang: 'en', labels: 'letter', impl: 'optimized',
    compare: false, rulesB: 'menggo-2019', check: false, showEyes: false,
    words: {}, view: null, diff: null, explanation: null, lastMs: 0,
  };
  const current = () => (S.index === 0 ? S.start : S.moves[S.index - 1].position);
  const before = () => (S.index <= 1 ? S.start : S.moves[S.index - 2].position);
  const common = () => ({ impl: S.impl, lang: S.lang, labels: S.labels });
  const word = (k) => S.words[k] || k;

  function showError(e) {
    const box = $('error');
    box.hidden = !e;
    box.textContent = e ? word('error') + ': ' + (e.message || e) : '';
  }

  // ---- the board -------------------------------------------------------

  // The board rows of a position text (spec/formats/position.md), top row first.
  function boardRows(text) {
    const lines = text.split('\n');
    const at = lines.indexOf('board:');
    const n = parseInt((text.match(/^size: (\d+)$/m) || [])[1], 10);
    return lines.slice(at + 1, at + 1 + n);
  }
  const key = (p) => p[0] + ',' + p[1];

  function el(parent, name, attrs, text) {
    const e = document.createElementNS(svgNS, name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    parent.appendChild(e);
    return e;
  }

  // Draws one board: `view` is a position_view answer, `marks` what to
  // highlight ({last, captured, flipped, diff: [points]}), `name` 'a' or 'b'.
  function drawBoard(svg, view, marks, name) {
    const n = view.size, half = (n - 1) / 2, cell = 36, margin = 30;
    const size = 2 * margin + cell * (n - 1);
    const px = (x) => margin + (x + half) * cell, py = (y) => margin + (half - y) * cell;
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.replaceChildren();
    el(svg, 'rect', { x: 0, y: 0, width: size, height: size, fill: '#dcb35c' });
    for (let i = -half; i <= half; ++i) {
      el(svg, 'line', { class: 'grid', x1: px(-half), y1: py(i), x2: px(half), y2: py(i) });
      el(svg, 'line', { class: 'grid', x1: px(i), y1: py(-half), x2: px(i), y2: py(half) });
    }
    view.coordinates.columns.forEach((c, i) => {
      el(svg, 'text', { class: 'coord', x: px(i - half), y: margin / 2 - 2 }, c);
      el(svg, 'text', { class: 'coord', x: px(i - half), y: size - margin / 2 + 2 }, c);
    });
    view.coordinates.rows.forEach((r, i) => {
      el(svg, 'text', { class: 'coord', x: margin / 2 - 4, y: py(i - half) }, r);
      el(svg, 'text', { class: 'coord', x: size - margin / 2 + 4, y: py(i - half) }, r);
    });
    for (const p of view.star_points) el(svg, 'circle', { cx: px(p[0]), cy: py(p[1]), r: 3.5, fill: '#333' });
    if (S.showEyes)
      for (const eye of view.private_eyes)
        for (const c of eye.candidates)
          for (const p of c.region)
            el(svg, 'rect', { class: c.failed ? 'eye-failed' : 'eye-private', x: px(p[0]) - 9, y: py(p[1]) - 9, width: 18, height: 18 });
    const attribute = {};
    for (const t of view.tris) for (const p of t.points) attribute[key(p)] = t.attribute;
    boardRows(view.position).forEach((row, r) => {
      [...row].forEach((c, i) => {
        const x = i - half, y = half - r;
        if (c === '.') return;
        const g = el(svg, 'g', { 'data-piece': c === 'X' ? 'black' : c === 'O' ? 'white' : 'tris', 'data-point': key([x, y]) });
        if (c === 'X' || c === 'O') {
          el(g, 'circle', { cx: px(x), cy: py(y), r: cell * 0.46, fill: c === 'X' ? '#111' : '#fafafa', stroke: '#000' });
        } else {
          const a = attribute[key([x, y])] || (c === 'B' ? 'black' : c === 'W' ? 'white' : 'neutral');
          g.setAttribute('data-attribute', a);
          el(g, 'rect', { x: px(x) - cell * 0.42, y: py(y) - cell * 0.42, width: cell * 0.84, height: cell * 0.84, rx: 7,
                          fill: '#8a7fb0', stroke: '#000' });
          if (a !== 'neutral') el(g, 'circle', { cx: px(x), cy: py(y), r: cell * 0.2, fill: a === 'black' ? '#000' : '#fff', stroke: '#000' });
        }
      });
    });
    for (const f of view.forbidden) {
      const x = px(f.point[0]), y = py(f.point[1]), d = 7;
      const g = el(svg, 'g', { class: 'forbid', 'data-forbidden': key(f.point) });
      el(g, 'line', { x1: x - d, y1: y - d, x2: x + d, y2: y + d });
      el(g, 'line', { x1: x - d, y1: y + d, x2: x + d, y2: y - d });
    }
    if (marks.last) el(svg, 'circle', { class: 'last', cx: px(marks.last[0]), cy: py(marks.last[1]), r: cell * 0.3 });
    for (const p of marks.captured || []) el(svg, 'circle', { class: 'captured', 'data-captured': key(p), cx: px(p[0]), cy: py(p[1]), r: cell * 0.4 });
    for (const p of marks.flipped || []) el(svg, 'circle', { class: 'flipped', 'data-flipped': key(p), cx: px(p[0]), cy: py(p[1]), r: cell * 0.5 });
    // A difference of the position itself in a thick frame, of a move there in a thin one.
    for (const d of marks.diff || [])
      el(svg, 'rect', { class: d.move ? 'diff-move' : 'diff-mark', 'data-diff': key(d.point),
                        x: px(d.point[0]) - cell / 2, y: py(d.point[1]) - cell / 2, width: cell, height: cell });
    // The points to click, over everything; the forbidden point's reason in
    // the tooltip and, on hover or tap, in the line under the board.
    const reasons = {};
    for (const f of view.forbidden) reasons[key(f.point)] = `${f.label}: ${f.reason} (${f.article}) ${f.text}`;
    for (let x = -half; x <= half; ++x)
      for (let y = -half; y <= half; ++y) {
        const hit = el(svg, 'rect', { class: 'hit', x: px(x) - cell / 2, y: py(y) - cell / 2, width: cell, height: cell,
                                      'data-point': key([x, y]), 'data-board': name });
        if (reasons[key([x, y])]) el(hit, 'title', {}, reasons[key([x, y])]);
        hit.addEventListener('mouseenter', () => { $('hover').textContent = reasons[key([x, y])] || ''; });
        hit.addEventListener('click', () => onPoint([x, y]));
        hit.addEventListener('contextmenu', (e) => { e.preventDefault(); explainPoint([x, y]); });
        let timer = null;
        hit.addEventListener('touchstart', () => { timer = setTimeout(() => { timer = null; explainPoint([x, y]); }, 600); }, { passive: true });
        hit.addEventListener('touchend', () => {
          if (timer) clearTimeout(timer);
          $('hover').textContent = reasons[key([x, y])] || '';
        });
      }
  }

  function lastMarks() {
    if (S.index === 0) return {};
    const m = S.moves[S.index - 1], o = m.outcome || {};
    const flipped = [], captured = [...(o.captured || [])];
    for (const c of o.attribute_changes || []) flipped.push(...c.points);
    for (const step of o.cascade || []) {
      captured.push(...step.removed);
      for (const c of step.attribute_changes) flipped.push(...c.points);
    }
    return { last: m.point, captured, flipped };
  }

  // ---- the panels ------------------------------------------------------

  function list(id, items) {
    const ul = $(id);
    ul.replaceChildren();
    for (const text of items.length ? items : [word('none')]) {
      const li = document.createElement('li');
      li.textContent = text;
      ul.appendChild(li);
    }
  }

  function drawPanels() {
    const v = S.view;
    $('to-move').textContent = `${word('to_move')} (${v.next_move}): ${v.to_move.words}` + (v.ended ? ' — ' + word('ended') : '');
    list('tris', v.tris.map((t) => t.points.length && (t.branch.startsWith('M13')
      ? `${t.label}: ${t.black_bonds}/${t.white_bonds} -> ${t.attribute_word} (${t.branch})`
      : `${t.label}: By=${t.by} Wy=${t.wy} Bo=${t.bo} Wo=${t.wo} -> ${t.attribute_word} (${t.branch})`)));
    list('eyes', v.private_eyes.map((e) => `${e.colour_word} ${e.label}: ${word(e.has_private_eye ? 'has_private_eye' : 'no_private_eye')}` +
      e.candidates.map((c) => c.failed ? ` | ${c.failed.id}: ${c.text}` : ` | ${word('has_private_eye')}`).join('')));
    list('forbidden', v.forbidden.map((f) => `${f.label}: ${f.reason} (${f.article}) ${f.text}`));
    const s = v.score;
    $('score').textContent = s
      ? `${word('black')} ${s.black}, ${word('white')} ${s.white}, ${word('neutral')} ${s.neutral}, ${word('komi')} ${s.komi}; ` +
        `${word('first_formula')}: ${s.words.literal}; ${word('second_formula')}: ${s.words.chinese}; ${word('winner')}: ${s.words.winner}`
      : JSON.stringify(v.gomoku || {});
    const ol = $('moves');
    ol.replaceChildren();
    const items = [word('start')].concat(S.moves.map((m) => m.outcome.move.label || word('pass')));
    items.forEach((t, i) => {
      const li = document.createElement('li');
      li.textContent = i === 0 ? t : `${S.moves[i - 1].outcome.move.side} ${t}`;
      if (i === S.index) li.className = 'current';
      li.addEventListener('click', () => { S.index = i; refresh(); });
      ol.appendChild(li);
    });
    $('undo').disabled = S.index === 0;
    $('redo').disabled = S.index === S.moves.length;
  }

  function drawDiff() {
    const box = $('diff');
    box.replaceChildren();
    if (!S.diff) return;
    if (S.diff.note) box.appendChild(Object.assign(document.createElement('p'), { textContent: S.diff.note }));
    // The options in which the rulesets differ, the same for every finding: once.
    const ids = S.diff.findings.length ? S.diff.findings[0].ids : [];
    if (ids.length) box.appendChild(Object.assign(document.createElement('p'), { textContent: `${word('options')}: ${ids.join(', ')}` }));
    if (!S.diff.findings.length) box.appendChild(Object.assign(document.createElement('p'), { textContent: word('no_differences') }));
    for (const f of S.diff.findings) {
      const d = document.createElement('div');
      d.className = 'finding';
      d.setAttribute('data-kind', f.kind);
      d.textContent = `${f.kind}: ${f.question} — ` + f.answers.map((a) => `${a.label}: ${a.text}`).join('; ');
      box.appendChild(d);
    }
  }

  function drawExplanation() {
    const box = $('explanation');
    box.replaceChildren();
    const g = S.explanation;
    if (!g) return;
    box.appendChild(Object.assign(document.createElement('h4'), { textContent: g.question }));
    const byId = Object.fromEntries(g.nodes.map((n) => [n.id, n]));
    const seen = new Set();
    const draw = (id, parent, label) => {
      const n = byId[id];
      const d = document.createElement('div');
      d.className = 'node';
      d.appendChild(Object.assign(document.createElement('strong'), { textContent: (label ? label + ': ' : '') + n.title }));
      for (const l of n.lines) d.appendChild(Object.assign(document.createElement('div'), { textContent: l }));
      if (n.cites.length) d.appendChild(Object.assign(document.createElement('div'), { className: 'cites', textContent: n.cites.join(', ') }));
      for (const p of n.passages || []) d.appendChild(Object.assign(document.createElement('div'), { className: 'passage', textContent: p }));
      parent.appendChild(d);
      if (seen.has(id)) return;
      seen.add(id);
      for (const e of g.edges) if (e.from === id) draw(e.to, d, e.label);
    };
    if (g.nodes.length) draw(g.nodes[0].id, box, '');
  }

  // ---- the state in the URL --------------------------------------------

  function writeHash() {
    const h = new URLSearchParams();
    h.set('s', S.start);
    // A conversion is written with an 'e' (emergency) before its point.
    h.set('m', S.moves.map((m) => (m.point ? (m.convert ? 'e' : '') + key(m.point) : 'p')).join(';'));
    h.set('i', S.index);
    h.set('lang', S.lang);
    h.set('labels', S.labels);
    h.set('impl', S.impl);
    if (S.compare) h.set('b', S.rulesB);
    const hash = '#' + h.toString();
    if (location.hash !== hash) history.replaceState(null, '', hash);
    $('link').href = hash;
  }

  // The moves of a link are replayed by the module, as if clicked.
  function readHash() {
    const h = new URLSearchParams(location.hash.slice(1));
    if (!h.get('s')) return false;
    S.lang = h.get('lang') || S.lang;
    S.labels = h.get('labels') || S.labels;
    S.impl = h.get('impl') || S.impl;
    if (h.get('b')) { S.compare = true; S.rulesB = h.get('b'); }
    S.start = h.get('s');
    S.moves = [];
    let p = S.start;
    for (const m of (h.get('m') || '').split(';').filter((t) => t)) {
      const convert = m.startsWith('e');
      const point = m === 'p' ? null : m.slice(convert ? 1 : 0).split(',').map(Number);
      const o = call({ ...common(), op: 'play', position: p, point, convert });
      if (!o.legal) break;
      S.moves.push({ point, convert, position: o.position, outcome: o });
      p = o.position;
    }
    S.index = Math.min(parseInt(h.get('i') || S.moves.length, 10), S.moves.length);
    return true;
  }

  // ---- actions ---------------------------------------------------------

  function refresh() {
    try {
      showError(null);
      const t0 = performance.now();
      S.view = call({ ...common(), op: 'state', position: current() });
      S.lastMs = performance.now() - t0;
      S.diff = S.compare ? call({ ...common(), op: 'diff', position: current(), rules_a: S.view.rules, rules_b: S.rulesB }) : null;
    } catch (e) {
      showError(e);
      return;
    }
    const marks = lastMarks();
    const diffPoints = S.diff ? S.diff.findings.filter((f) => f.point)
      .map((f) => ({ point: f.point, move: f.kind === 'move-outcome' || f.kind === 'legal-move' || f.kind === 'end' })) : [];
    drawBoard($('board-a'), S.diff ? S.diff.a : S.view, { ...marks, diff: diffPoints }, 'a');
    $('box-b').hidden = !S.diff;
    $('title-a').textContent = S.diff ? `${word('ruleset_a')}: ${S.view.rules}` : S.view.rules;
    if (S.diff) {
      $('title-b').textContent = `${word('ruleset_b')}: ${S.diff.b.rules}`;
      drawBoard($('board-b'), S.diff.b, { ...marks, diff: diffPoints }, 'b');
    }
    drawPanels();
    drawDiff();
    drawExplanation();
    $('rules').value = S.view.rules;
    $('size').value = String(S.view.size);
    $('status').setAttribute('data-analysis-ms', S.lastMs.toFixed(1));
    writeHash();
  }

  // Both engines on the move just played and the position it made; a
  // disagreement is shown in red with the vector that would catch it.
  function check(prev, point, convert) {
    if (!S.check) return;
    const a = call({ op: 'check', position: prev, point, convert });
    const b = call({ op: 'check', position: current() });
    const bad = !a.agree ? a : !b.agree ? b : null;
    $('alarm').hidden = !bad;
    $('status').textContent = bad ? '' : word('engines_agree');
    if (bad) {
      $('alarm-what').textContent = bad.differ.join(', ');
      S.vector = bad.vector;
    }
  }

  // `convert`: the Art. 8 conversion box was ticked (a stone in the tris
  // slot); the module decides whether it is legal, as for any move.
  function play(point, convert = false) {
    const prev = current();
    const o = call({ ...common(), op: 'play', position: prev, point, convert });
    if (!o.legal) {
      $('status').textContent = `${word('illegal')}: ${o.reason} (${o.article}) ${o.explanation || ''}`;
      return;
    }
    S.moves = S.moves.slice(0, S.index);
    S.moves.push({ point, convert, position: o.position, outcome: o });
    S.index = S.moves.length;
    $('convert').checked = false;
    const parts = [];
    if (o.captured.length) parts.push(`${word('captured')} ${o.captured.length}`);
    if (o.attribute_changes.length) parts.push(`${word('flips')} ${o.attribute_changes.length}`);
    if (o.cascade.length) parts.push(`${word('cascade')} ${o.cascade.length}`);
    $('status').textContent = `${word('last_move')}: ${o.move.label || word('pass')}` + (parts.length ? ' — ' + parts.join(', ') : '');
    check(prev, point, convert);
    refresh();
  }

  function onPoint(point) {
    try {
      if (document.querySelector('input[name=mode]:checked').value === 'setup') {
        S.start = call({ op: 'setup', position: current(), point, piece: $('piece').value }).position;
        S.moves = [];
        S.index = 0;
        refresh();
      } else {
        play(point, $('convert').checked);
      }
    } catch (e) {
      showError(e);
    }
  }

  function explainPoint(point) {
    try {
      S.explanation = call({ ...common(), op: 'explain', position: current(), point });
      drawExplanation();
      $('explanation').scrollIntoView({ block: 'nearest' });
    } catch (e) {
      showError(e);
    }
  }

  function newBoard() {
    try {
      S.start = call({ op: 'new', rules: $('rules').value.trim() || 'trisgo-2026', size: parseInt($('size').value, 10) }).position;
      S.moves = [];
      S.index = 0;
      S.explanation = null;
      refresh();
    } catch (e) {
      showError(e);
    }
  }

  function load(text, name) {
    try {
      const r = call({ ...common(), op: 'load', text, name });
      S.start = r.start;
      S.moves = r.moves.map((m) => ({ point: m.point, convert: !!m.convert, position: m.position, outcome: m.outcome }));
      S.index = S.moves.length;
      S.explanation = null;
      refresh();
      if (r.illegal) $('status').textContent = `${word('illegal')} ${r.illegal.move_number}: ${r.illegal.text}`;
    } catch (e) {
      showError(e);
    }
  }

  function download(name, text) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  function save(format) {
    try {
      if (format === 'pos') return download('position.pos', current());
      const points = S.moves.slice(0, S.index).map((m) => (m.convert ? { point: m.point, convert: true } : m.point));
      download(format === 'sgf' ? 'game.sgf' : 'game.tgr', call({ ...common(), op: 'save', start: S.start, points, format }).text);
    } catch (e) {
      showError(e);
    }
  }

  function setWords() {
    S.words = call({ op: 'words', lang: S.lang }).words;
    for (const e of document.querySelectorAll('[data-word]')) e.textContent = word(e.getAttribute('data-word'));
    document.documentElement.lang = S.lang === 'zh' ? 'zh' : 'en';
  }

  function wire() {
    const sets = call({ op: 'rulesets' });
    for (const p of sets.presets) {
      const o = document.createElement('option');
      o.value = p.name;
      o.label = p.description;
      $('presets').appendChild(o);
    }
    for (let n = 3; n <= 19; n += 2) $('size').appendChild(new Option(`${n}x${n}`, String(n)));
    $('new').addEventListener('click', newBoard);
    $('rules').addEventListener('change', newBoard);
    $('size').addEventListener('change', newBoard);
    $('undo').addEventListener('click', () => { if (S.index > 0) { S.index--; refresh(); } });
    $('redo').addEventListener('click', () => { if (S.index < S.moves.length) { S.index++; refresh(); } });
    $('pass').addEventListener('click', () => { try { play(null); } catch (e) { showError(e); } });
    $('lang').addEventListener('change', () => { S.lang = $('lang').value; setWords(); refresh(); });
    $('labels').addEventListener('change', () => { S.labels = $('labels').value; refresh(); });
    $('impl').addEventListener('change', () => { S.impl = $('impl').value; refresh(); });
    $('check').addEventListener('change', () => { S.check = $('check').checked; if (!S.check) $('alarm').hidden = true; });
    $('compare').addEventListener('change', () => { S.compare = $('compare').checked; refresh(); });
    $('rules-b').addEventListener('change', () => { S.rulesB = $('rules-b').value.trim(); if (S.compare) refresh(); });
    $('show-eyes').addEventListener('change', () => { S.showEyes = $('show-eyes').checked; refresh(); });
    $('explain-last').addEventListener('click', () => {
      if (S.index === 0) return;
      try {
        S.explanation = call({ ...common(), op: 'explain', position: before(), point: S.moves[S.index - 1].point, move: true });
        drawExplanation();
      } catch (e) {
        showError(e);
      }
    });
    $('save-position').addEventListener('click', () => save('pos'));
    $('save-record').addEventListener('click', () => save('tgr'));
    $('save-sgf').addEventListener('click', () => save('sgf'));
    $('save-vector').addEventListener('click', () => download('disagreement.vec', S.vector || ''));
    $('file').addEventListener('change', async () => {
      const f = $('file').files[0];
      if (f) load(await f.text(), f.name);
    });
    document.addEventListener('dragover', (e) => e.preventDefault());
    document.addEventListener('drop', async (e) => {
      e.preventDefault();
      const f = e.dataTransfer.files[0];
      if (f) load(await f.text(), f.name);
    });
    // The arrow keys step through the moves (a loaded record or SGF).
    document.addEventListener('keydown', (e) => {
      if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
      if (e.key === 'ArrowLeft' && S.index > 0) { S.index--; refresh(); }
      else if (e.key === 'ArrowRight' && S.index < S.moves.length) { S.index++; refresh(); }
      else if (e.key === 'Home') { S.index = 0; refresh(); }
      else if (e.key === 'End') { S.index = S.moves.length; refresh(); }
    });
    window.addEventListener('hashchange', () => { try { if (readHash()) refresh(); } catch (e) { showError(e); } });
  }

  createTrisgo().then((m) => {
    module = m;
    // For the browser tests and the benchmark (web/tests/): the same door,
    // and the module behind it (a test stands in for engines that disagree).
    window.trisgo = { call, state: S, refresh, module: m };
    wire();
    let fromLink = false;
    try { fromLink = readHash(); } catch (e) { showError(e); }
    $('lang').value = S.lang;
    $('labels').value = S.labels;
    $('impl').value = S.impl;
    $('compare').checked = S.compare;
    $('rules-b').value = S.rulesB;
    setWords();
    if (fromLink) refresh();
    else {
      $('rules').value = 'trisgo-2026';
      $('size').value = '9';
      newBoard();
    }
    document.body.setAttribute('data-ready', 'yes');
  });
})();
