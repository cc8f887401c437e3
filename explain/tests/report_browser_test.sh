#!/usr/bin/env bash
# The report page in a real browser (issue 16): writes the page of a bundled
# game with `trisgo report`, loads it in headless Chromium with a test
# harness appended (the shipped page stays as written), and checks the DOM
# the browser built: every move's section and board diagram present, every
# changed move's graph present, the final score present, no script error or
# console error, and navigation works (next, previous, clicking a move in
# the list, the arrow keys). Saves a screenshot in the build folder.
# Exit 77 (ctest SKIP) when Chromium is not installed: never a silent pass.
#   report_browser_test.sh TRISGO GAME OUTDIR [SECTION]   (SECTION: what the screenshot shows, e.g. move-82)
set -euo pipefail
trisgo="$1" game="$2" out="$3" section="${4:-}"
browser=""
for b in chromium chromium-browser google-chrome; do
  if command -v "$b" >/dev/null 2>&1; then browser="$b"; break; fi
done
if [ -z "$browser" ]; then
  echo "SKIP: no Chromium found (install the Debian package chromium: scripts/install-deps.sh); the report page was not tested"
  exit 77
fi
rm -rf "$out" && mkdir -p "$out"
"$trisgo" report "$game" -o "$out/page" >/dev/null
page="$out/page/index.html"
grep -qiE '<script[^>]+src=|<link[^>]+href=|@import|url\(http' "$page" && { echo "FAIL: the page loads something from outside"; exit 1; }

# The harness: runs after the page's own script, writes its verdict into the DOM.
harness="$out/page/harness.html"
sed 's|</body></html>||' "$page" > "$harness"
cat >> "$harness" <<'HARNESS'
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
  function visible() {
    var v = Array.prototype.filter.call(document.querySelectorAll('section.move, section.score'),
      function (s) { return getComputedStyle(s).display !== 'none'; });
    return v.length === 1 ? v[0].id : 'visible: ' + v.length;
  }
  check(visible() === 'move-1', 'first view is ' + visible());
  document.getElementById('next').click();
  check(visible() === 'move-2', 'after next: ' + visible());
  document.getElementById('prev').click();
  check(visible() === 'move-1', 'after previous: ' + visible());
  links[links.length - 1].click();
  check(visible() === 'score', 'after clicking the score link: ' + visible());
  links[4].click();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
  check(visible() === 'move-6', 'after clicking move 5 and ArrowRight: ' + visible());
  links[0].click();
  problems = problems.concat(errors);
  var verdict = document.createElement('pre');
  verdict.id = 'harness-verdict';
  verdict.textContent = problems.length === 0 ? 'HARNESS PASS ' + moves.length + ' moves, ' + graphs.length + ' graph nodes'
                                             : 'HARNESS FAIL ' + problems.join('; ');
  document.body.appendChild(verdict);
})();
</script>
</body></html>
HARNESS
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --user-data-dir="$out/profile")
timeout -k 10 120 "$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$(realpath "$harness")" \
  >"$out/dom.html" 2>"$out/browser.log" || { echo "FAIL: Chromium failed (see $out/browser.log)"; tail -5 "$out/browser.log"; exit 1; }
timeout -k 10 120 "$browser" "${flags[@]}" --window-size=1400,1000 --screenshot="$out/report.png" "file://$(realpath "$page")${section:+#$section}" \
  >/dev/null 2>>"$out/browser.log" || true
verdict=$(grep -o '<pre id="harness-verdict">[^<]*' "$out/dom.html" | sed 's/.*>//' | head -1 || true)
if grep -q 'Uncaught' "$out/browser.log"; then
  echo "FAIL: a script error in the page:"; grep 'Uncaught' "$out/browser.log" | head -5; exit 1
fi
case "$verdict" in
  "HARNESS PASS"*) echo "$verdict; screenshot $out/report.png";;
  "") echo "FAIL: the harness gave no verdict (the page's script did not run?)"; exit 1;;
  *) echo "FAIL: $verdict"; exit 1;;
esac
[ -s "$out/report.png" ] || { echo "FAIL: no screenshot"; exit 1; }
