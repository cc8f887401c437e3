#!/usr/bin/env bash
# The report page in a real browser (issues 16, 32): writes the page of a
# bundled game with `trisgo report`, loads it in headless Chromium with a
# test harness appended (the shipped page stays as written), and checks the
# DOM the browser built, twice:
#   - at desktop width (1400 px): every move's section and board diagram,
#     every changed move's graph, the final score; the ruleset named; no id
#     repeated and every url(#…) and href="#…" naming an id of the page, each
#     graph's arrows a marker of its own picture; navigation (next, previous,
#     a click in the list, the arrow keys), with the move shown marked in the
#     list (aria-current), scrolled into the list's view, and in the URL hash;
#   - at phone width (375 px), opened at #move-N: the viewport meta, that
#     move shown and scrolled into the list, nothing wider than the screen
#     (the body does not scroll sideways), the board scaled to the width of
#     the screen less its margins, larger or smaller than drawn.
# No script or console error either time. Saves a screenshot of both widths
# side by side in OUTDIR. Exit 77 (ctest SKIP) when Chromium is not installed: never a
# silent pass. The runner: scripts/chromium-harness.sh.
#   report_browser_test.sh TRISGO GAME OUTDIR [SECTION]   (SECTION: what the screenshots show and the phone opens, e.g. move-82)
set -euo pipefail
trisgo="$1" game="$2" out="$3" section="${4:-move-40}"
source "$(dirname "$0")/../../scripts/chromium-harness.sh"
harness_find_chromium "the report page"
rm -rf "$out" && mkdir -p "$out"
"$trisgo" report "$game" -o "$out/page" >/dev/null
page="$out/page/index.html"
grep -qiE '<script[^>]+src=|<link[^>]+href=|@import|url\(http' "$page" && { echo "FAIL: the page loads something from outside"; exit 1; }

# The harness: runs after the page's own script, writes its verdict into the
# DOM. ?phone in the address: the phone checks (in a 375 px iframe).
harness="$out/page/harness.html"
harness_append "$page" "$harness" <<'HARNESS'
<script>
(function () {
  var problems = [];
  var errors = [];
  window.addEventListener('error', function (e) { errors.push('error: ' + e.message); });
  var origError = console.error;
  console.error = function () { errors.push('console.error: ' + Array.prototype.join.call(arguments, ' ')); origError.apply(console, arguments); };
  function check(cond, what) { if (!cond) problems.push(what); }
  var moves = document.querySelectorAll('section.move');
  var links = document.querySelectorAll('nav#moves a');
  var list = document.getElementById('moves');
  function visible() {
    var v = Array.prototype.filter.call(document.querySelectorAll('section.move, section.score'),
      function (s) { return getComputedStyle(s).display !== 'none'; });
    return v.length === 1 ? v[0].id : 'visible: ' + v.length;
  }
  // The current link: marked, the only one marked, and inside the list's visible box.
  function followed(id) {
    var a = list.querySelector('a[href="#' + id + '"]');
    if (!a) return 'no link to ' + id;
    var marked = list.querySelectorAll('a[aria-current]');
    if (marked.length !== 1 || marked[0] !== a || !a.classList.contains('current')) return id + ' is not the one link marked current';
    var box = list.getBoundingClientRect(), r = a.getBoundingClientRect();
    if (r.top < box.top - 1 || r.bottom > box.bottom + 1) return 'the link to ' + id + ' is out of the list\'s view (' + r.top + '..' + r.bottom + ' in ' + box.top + '..' + box.bottom + ')';
    if (location.hash !== '#' + id) return 'the hash is "' + location.hash + '", not #' + id;
    return '';
  }
  var phone = location.search.indexOf('phone') >= 0;
  if (!phone) {
    check(moves.length > 0, 'no move section');
    check(links.length === moves.length + 1, 'move list has ' + links.length + ' entries for ' + moves.length + ' moves');
    moves.forEach(function (s) {
      if (!s.querySelector('.board svg circle, .board svg rect')) problems.push(s.id + ' has no board diagram');
      if (s.querySelector('li') === null) problems.push(s.id + ' says nothing about what changed');
    });
    var changed = document.querySelectorAll('nav#moves a.changed');
    var graphs = document.querySelectorAll('section.move .graph svg g.node');
    check(graphs.length >= changed.length - 1, 'changed moves without an explanation graph');
    var score = document.getElementById('score');
    check(score && score.querySelector('.graph svg g.node'), 'no score graph');
    var ruleset = document.querySelector('header .ruleset');
    check(ruleset && /Ruleset: \S/.test(ruleset.textContent), 'the ruleset is not named');
    // Ids: none repeated; every reference names one; a graph's arrows its own marker.
    var seen = {};
    document.querySelectorAll('[id]').forEach(function (e) {
      if (seen[e.id]) problems.push('id "' + e.id + '" repeats'); seen[e.id] = true;
    });
    document.querySelectorAll('*').forEach(function (e) {
      Array.prototype.forEach.call(e.attributes, function (at) {
        var m = /url\(#([^)]+)\)/.exec(at.value) || (/href$/.test(at.name) && /^#(.+)/.exec(at.value));
        if (m && !document.getElementById(m[1])) problems.push(at.name + '="' + at.value + '" names no id');
      });
    });
    document.querySelectorAll('.graph svg').forEach(function (svg) {
      svg.querySelectorAll('path.edge').forEach(function (p) {
        var m = /url\(#([^)]+)\)/.exec(p.getAttribute('marker-end') || '');
        var marker = m && document.getElementById(m[1]);
        if (!marker || marker.ownerSVGElement !== svg) problems.push('an edge of ' + svg.closest('section').id + ' has no arrowhead of its own picture');
      });
    });
    check(visible() === 'move-1', 'first view is ' + visible());
    check(location.hash === '', 'the hash at first is ' + location.hash);
    document.getElementById('next').click();
    check(visible() === 'move-2', 'after next: ' + visible());
    var f = followed('move-2'); if (f) problems.push('after next: ' + f);
    document.getElementById('prev').click();
    check(visible() === 'move-1', 'after previous: ' + visible());
    links[links.length - 1].click();
    check(visible() === 'score', 'after clicking the score link: ' + visible());
    f = followed('score'); if (f) problems.push('after clicking the score link: ' + f);
    links[4].click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    check(visible() === 'move-6', 'after clicking move 5 and ArrowRight: ' + visible());
    f = followed('move-6'); if (f) problems.push('after move 5 and ArrowRight: ' + f);
  } else {
    var meta = document.querySelector('meta[name="viewport"]');
    check(meta && /width=device-width/.test(meta.content), 'no viewport meta with width=device-width');
    check(window.innerWidth <= 420, 'the window is ' + window.innerWidth + ' px wide, not a phone\'s');
    var id = location.hash.slice(1);
    check(visible() === id, 'opened at ' + location.hash + ', shows ' + visible());
    var g = followed(id); if (g) problems.push('opened at ' + location.hash + ': ' + g);
    var wide = document.documentElement.scrollWidth;
    check(wide <= window.innerWidth, 'the page is ' + wide + ' px wide in a ' + window.innerWidth + ' px window');
    document.querySelectorAll('body *').forEach(function (e) {
      var r = e.getBoundingClientRect();
      if (r.width > 0 && r.right > window.innerWidth + 1 && !e.closest('.graph') && problems.length < 8)
        problems.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' ends at ' + Math.round(r.right) + ' px, past the screen');
    });
    var board = document.querySelector('section.current .board svg');
    var bw = board ? board.getBoundingClientRect().width : 0;
    check(bw >= 0.9 * window.innerWidth - 20 && bw <= window.innerWidth, 'the board is ' + bw + ' px wide on a ' + window.innerWidth + ' px screen');
  }
  problems = problems.concat(errors);
  var verdict = document.createElement('pre');
  verdict.id = 'harness-verdict';
  verdict.textContent = problems.length === 0 ? 'HARNESS PASS ' + (phone ? 'phone, ' + location.hash : moves.length + ' moves')
                                             : 'HARNESS FAIL ' + (phone ? 'phone: ' : '') + problems.slice(0, 12).join('; ') +
                                               (problems.length > 12 ? '; and ' + (problems.length - 12) + ' more' : '');
  document.body.appendChild(verdict);
})();
</script>
HARNESS
# Both widths in one browser: the harness in two iframes, 1400 px and 375 px
# (opened at #SECTION); then the page itself in two such iframes for the
# screenshot (in frames, as headless Chromium leaves the top of a window
# scrolled to a section unpainted).
harness_frames "$out/page/widths-harness.html" "1400x1000=harness.html" "375x800=harness.html?phone#$section"
harness_frames "$out/page/widths.html" "1400x1000=index.html#$section" "375x800=index.html#$section"
verdict=$(harness_run "$out" "file://$(realpath "$out/page/widths-harness.html")" --allow-file-access-from-files \
  --window-size=1800,1000) || { echo "$verdict"; exit 1; }
harness_screenshot "$out" "file://$(realpath "$out/page/widths.html")" "$out/report.png" 1800,1000
echo "$verdict; screenshot (1400 px and 375 px) $out/report.png"
