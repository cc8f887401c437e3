#!/usr/bin/env bash
# The evaluation page in a real browser (issue 30): writes the page of a
# small paired run with `trisgo evaluate --html`, loads it in headless
# Chromium with a test harness appended (the shipped page stays as written)
# and checks the DOM the browser built: the tables, the four SVG plots with
# their marks (black's score against komi: a curve and a band per ruleset;
# the margin and length histograms: bars; rules fired: a bar per rule),
# nothing loaded from outside, no script or console error. Saves a
# screenshot in the build folder. Exit 77 (ctest SKIP) when Chromium is not
# installed: never a silent pass.
#   evaluate_browser_test.sh TRISGO OUTDIR
set -euo pipefail
trisgo="$1" out="$2"
browser=""
for b in chromium chromium-browser google-chrome; do
  if command -v "$b" >/dev/null 2>&1; then browser="$b"; break; fi
done
if [ -z "$browser" ]; then
  echo "SKIP: no Chromium found (install the Debian package chromium: scripts/install-deps.sh); the evaluation page was not tested"
  exit 77
fi
rm -rf "$out" && mkdir -p "$out"
page="$out/index.html"
"$trisgo" evaluate --rules trisgo-2026 --vs go --size 5 --games 12 --max-moves 120 --komi-range -10:10 --html "$page" >/dev/null 2>"$out/evaluate.log"
grep -qiE '<script[^>]+src=|<link[^>]+href=|@import|url\(http' "$page" && { echo "FAIL: the page loads something from outside"; exit 1; }

harness="$out/harness.html"
sed 's|</body></html>||' "$page" > "$harness"
cat >> "$harness" <<'HARNESS'
<script>
(function () {
  var problems = [];
  window.addEventListener('error', function (e) { problems.push('error: ' + e.message); });
  var origError = console.error;
  console.error = function () { problems.push('console.error: ' + Array.prototype.join.call(arguments, ' ')); origError.apply(console, arguments); };
  function check(cond, what) { if (!cond) problems.push(what); }
  function count(sel) { return document.querySelectorAll(sel).length; }
  check(document.querySelector('#tables pre') && document.querySelector('#tables pre').textContent.indexOf('fair komi') >= 0, 'no table with fair komi');
  check(count('#plot-komi polyline.curve') === 2, 'black-score curves: ' + count('#plot-komi polyline.curve'));
  check(count('#plot-komi polygon.band') === 2, 'black-score bands: ' + count('#plot-komi polygon.band'));
  var curve = document.querySelector('#plot-komi polyline.curve');
  check(curve && curve.points.numberOfItems === 41, 'the curve has ' + (curve ? curve.points.numberOfItems : 0) + ' points, not 41 (komi -10 to 10 by 0.5)');
  check(count('#plot-margins rect.bar') > 0, 'no margin bars');
  check(count('#plot-lengths rect.bar') > 0, 'no length bars');
  check(count('#plot-rules rect.bar') >= 4, 'rule bars: ' + count('#plot-rules rect.bar'));
  document.querySelectorAll('svg').forEach(function (s) {
    var box = s.getBoundingClientRect();
    if (box.width < 100 || box.height < 50) problems.push(s.id + ' is drawn ' + box.width + 'x' + box.height);
  });
  var verdict = document.createElement('pre');
  verdict.id = 'harness-verdict';
  verdict.textContent = problems.length === 0 ? 'HARNESS PASS ' + count('svg') + ' plots, ' + count('rect.bar') + ' bars'
                                             : 'HARNESS FAIL ' + problems.join('; ');
  document.body.appendChild(verdict);
})();
</script>
</body></html>
HARNESS
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --user-data-dir="$out/profile")
timeout -k 10 120 "$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$(realpath "$harness")" \
  >"$out/dom.html" 2>"$out/browser.log" || { echo "FAIL: Chromium failed (see $out/browser.log)"; tail -5 "$out/browser.log"; exit 1; }
timeout -k 10 120 "$browser" "${flags[@]}" --window-size=1200,1600 --screenshot="$out/evaluate.png" "file://$(realpath "$page")" \
  >/dev/null 2>>"$out/browser.log" || true
verdict=$(grep -o '<pre id="harness-verdict">[^<]*' "$out/dom.html" | sed 's/.*>//' | head -1 || true)
if grep -q 'Uncaught' "$out/browser.log"; then
  echo "FAIL: a script error in the page:"; grep 'Uncaught' "$out/browser.log" | head -5; exit 1
fi
case "$verdict" in
  "HARNESS PASS"*) echo "$verdict; screenshot $out/evaluate.png";;
  "") echo "FAIL: the harness gave no verdict (the page's script did not run?)"; exit 1;;
  *) echo "FAIL: $verdict"; exit 1;;
esac
[ -s "$out/evaluate.png" ] || { echo "FAIL: no screenshot"; exit 1; }
