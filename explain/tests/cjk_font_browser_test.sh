#!/usr/bin/env bash
# A Chinese label in a board SVG is drawn with a CJK font (issue 28): writes a
# board with `trisgo show --svg --labels chinese`, loads it inline in headless
# Chromium with a harness, and checks in the browser that
#   - the SVG's font list names a CJK font (Noto Sans CJK, explain/board_svg.h
#     kSvgFontFamily, installed by scripts/install-deps.sh as fonts-noto-cjk);
#   - its Chinese coordinate labels are drawn with glyphs one em wide, as a
#     CJK font draws them: a missing font gives boxes (tofu) or a Latin
#     font's narrower fallback, so the width is the test (measured on the
#     SVG's own <text> and, for the named font alone, on a canvas);
#   - that named font itself draws the label like the SVG's list does
#     (the canvas pixels of both are the same), so the width is the font's.
# Exit 77 (ctest SKIP) when Chromium is not installed: never a silent pass.
# The runner: scripts/chromium-harness.sh.
#   cjk_font_browser_test.sh TRISGO POSITION OUTDIR
set -euo pipefail
trisgo="$1" position="$2" out="$3"
source "$(dirname "$0")/../../scripts/chromium-harness.sh"
harness_find_chromium "the CJK font"
rm -rf "$out" && mkdir -p "$out"
"$trisgo" show "$position" --svg --labels chinese > "$out/board.svg"
grep -q '[一二三四五六七八九]' "$out/board.svg" || { echo "FAIL: the board SVG has no Chinese label"; exit 1; }

page="$out/harness.html"
{
  echo '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>'
  sed '1{/^<?xml/d}' "$out/board.svg"
  cat <<'HARNESS'
<canvas id="c" width="200" height="100"></canvas>
<script>
(function () {
  var problems = [];
  var label = null;
  document.querySelectorAll('svg text').forEach(function (t) {
    if (!label && /[\u4e00-\u9fff]/.test(t.textContent)) label = t;
  });
  var verdict = document.createElement('pre');
  verdict.id = 'harness-verdict';
  if (!label) {
    verdict.textContent = 'HARNESS FAIL no Chinese <text> in the SVG';
    document.body.appendChild(verdict);
    return;
  }
  var style = getComputedStyle(label);
  var family = style.fontFamily;
  var size = parseFloat(style.fontSize);
  var chars = Array.from(label.textContent).length;
  if (!/Noto Sans CJK|Noto Serif CJK|Source Han|WenQuanYi|Droid Sans Fallback/i.test(family))
    problems.push('the font list names no CJK font: ' + family);
  // A CJK font draws every Chinese character one em wide.
  var perChar = label.getComputedTextLength() / chars / size;
  if (Math.abs(perChar - 1) > 0.06)
    problems.push('"' + label.textContent + '" is ' + perChar.toFixed(3) + ' em per character, not 1 (no CJK glyphs: boxes or a fallback)');
  // The named CJK font alone, on a canvas: one em wide too, and the same pixels as the SVG's list.
  var ctx = document.getElementById('c').getContext('2d');
  function draw(font) {
    ctx.clearRect(0, 0, 200, 100);
    ctx.font = font;
    ctx.fillStyle = '#000';
    ctx.fillText(label.textContent, 4, 70);
    return { width: ctx.measureText(label.textContent).width, pixels: ctx.getImageData(0, 0, 200, 100).data.join(',') };
  }
  var named = draw('60px "Noto Sans CJK SC"');
  var listed = draw('60px ' + family);
  if (Math.abs(named.width / chars / 60 - 1) > 0.06)
    problems.push('"Noto Sans CJK SC" draws it ' + (named.width / chars / 60).toFixed(3) + ' em per character: the font is not installed (fonts-noto-cjk)');
  if (named.pixels !== listed.pixels) problems.push('the SVG\'s font list does not draw it with Noto Sans CJK SC');
  verdict.textContent = problems.length === 0
      ? 'HARNESS PASS "' + label.textContent + '" ' + perChar.toFixed(3) + ' em per character in ' + family
      : 'HARNESS FAIL ' + problems.join('; ');
  document.body.appendChild(verdict);
})();
</script>
</body></html>
HARNESS
} > "$page"
harness_run "$out" "file://$(realpath "$page")"
