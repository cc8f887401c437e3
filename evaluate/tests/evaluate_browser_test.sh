#!/usr/bin/env bash
# The evaluation page in a real browser (issue 30): writes the page of a
# small paired run with `trisgo evaluate --html`, loads it in headless
# Chromium with a test harness appended (the shipped page stays as written)
# and checks the DOM the browser built: the tables, the four SVG plots with
# their marks (black's score against komi: a curve and a band per ruleset;
# the margin and length histograms: bars; rules fired: a bar per rule),
# nothing loaded from outside, no script or console error. Saves a
# screenshot in the build folder. Exit 77 (ctest SKIP) when Chromium is not
# installed: never a silent pass. The runner: scripts/chromium-harness.sh.
#   evaluate_browser_test.sh TRISGO OUTDIR
set -euo pipefail
trisgo="$1" out="$2"
source "$(dirname "$0")/../../scripts/chromium-harness.sh"
harness_find_chromium "the evaluation page"
rm -rf "$out" && mkdir -p "$out"
page="$out/index.html"
"$trisgo" evaluate --rules trisgo-2026 --vs go --size 5 --games 12 --max-moves 120 --komi-range -10:10 --html "$page" >/dev/null 2>"$out/evaluate.log"
grep -qiE '<script[^>]+src=|<link[^>]+href=|@import|url\(http' "$page" && { echo "FAIL: the page loads something from outside"; exit 1; }

harness="$out/harness.html"
harness_append "$page" "$harness" <<'HARNESS'
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
HARNESS
verdict=$(harness_run "$out" "file://$(realpath "$harness")") || { echo "$verdict"; exit 1; }
harness_screenshot "$out" "file://$(realpath "$page")" "$out/evaluate.png" 1200,1600
echo "$verdict; screenshot $out/evaluate.png"
