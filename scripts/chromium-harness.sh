# The browser tests' one runner (sourced, not run): a page is loaded in
# headless Chromium with a test harness, a script that runs after the page's
# own and writes its verdict into the DOM as <pre id="harness-verdict">HARNESS
# PASS ...</pre> or HARNESS FAIL ...; --dump-dom returns that DOM. Used by
# explain/tests/report_browser_test.sh, explain/tests/cjk_font_browser_test.sh
# and evaluate/tests/evaluate_browser_test.sh.
#
#   harness_find_chromium WHAT    sets $browser, or prints SKIP and exits 77
#                                 (ctest SKIP: never a silent pass) without one
#   harness_append PAGE HARNESS   writes HARNESS: PAGE with the harness (read
#                                 from stdin) before its </body></html>
#   harness_run OUT URL [FLAGS]   loads URL (a file:// address), fails on a
#                                 Chromium failure, a script error ("Uncaught"
#                                 in the log), no verdict or HARNESS FAIL;
#                                 prints the verdict. DOM and log in OUT/.
#   harness_screenshot OUT URL PNG W,H   a screenshot at that window size; fails without one
#   harness_frames FRAME WxH=SRC...   writes FRAME: each SRC (relative to
#                                 FRAME) in an iframe of W x H CSS pixels, side
#                                 by side; FRAME's verdict joins theirs (PASS
#                                 when all pass). Load it with
#                                 --allow-file-access-from-files. Headless
#                                 Chromium's window is at least 500 px wide: a
#                                 phone's width (375 px) is an iframe's; and
#                                 several widths cost one browser start.

harness_flags() {
  printf '%s\n' --headless --no-sandbox --disable-gpu --no-first-run --disable-extensions --user-data-dir="$1/profile"
}

harness_find_chromium() {
  browser=""
  local b
  for b in chromium chromium-browser google-chrome; do
    if command -v "$b" >/dev/null 2>&1; then browser="$b"; break; fi
  done
  if [ -z "$browser" ]; then
    echo "SKIP: no Chromium found (install the Debian package chromium: scripts/install-deps.sh); $1 was not tested"
    exit 77
  fi
}

harness_append() {
  { sed 's|</body></html>||' "$1"; cat; echo '</body></html>'; } > "$2"
}

harness_run() {
  local out="$1" url="$2"
  shift 2
  local flags
  mapfile -t flags < <(harness_flags "$out")
  timeout -k 10 120 "$browser" "${flags[@]}" "$@" --enable-logging=stderr --v=0 --dump-dom "$url" \
    >"$out/dom.html" 2>"$out/browser.log" || { echo "FAIL: Chromium failed (see $out/browser.log)"; tail -5 "$out/browser.log"; exit 1; }
  if grep -q 'Uncaught' "$out/browser.log"; then
    echo "FAIL: a script error in the page:"; grep 'Uncaught' "$out/browser.log" | head -5; exit 1
  fi
  local verdict
  verdict=$(grep -o '<pre id="harness-verdict"[^>]*>[^<]*' "$out/dom.html" | sed 's/.*>//' | head -1 || true)
  case "$verdict" in
    "HARNESS PASS"*) echo "$verdict";;
    "") echo "FAIL: the harness gave no verdict (the page's script did not run?)"; exit 1;;
    *) echo "FAIL: $verdict"; exit 1;;
  esac
}

harness_screenshot() {
  local out="$1" url="$2" png="$3" size="$4" flags
  mapfile -t flags < <(harness_flags "$out")
  timeout -k 10 120 "$browser" "${flags[@]}" --hide-scrollbars --window-size="$size" --screenshot="$png" "$url" \
    >/dev/null 2>>"$out/browser.log" || true
  [ -s "$png" ] || { echo "FAIL: no screenshot $png"; exit 1; }
}

harness_frames() {
  local frame="$1" iframes="" spec
  shift
  for spec in "$@"; do
    iframes+="<iframe src=\"${spec#*=}\" width=\"${spec%%x*}\" height=\"$(echo "${spec%%=*}" | cut -dx -f2)\"></iframe>"
  done
  cat > "$frame" <<FRAME
<!DOCTYPE html><html><head><meta charset="utf-8"><style>body { margin: 0; display: flex; align-items: flex-start; gap: 8px; background: #888; } iframe { border: 0; flex: none; background: #fff; }</style></head>
<body>$iframes
<script>
window.addEventListener('load', function () {
  var verdicts = [], pass = true;
  document.querySelectorAll('iframe').forEach(function (f) {
    var text;
    try {
      var inner = f.contentDocument.getElementById('harness-verdict');
      text = inner ? inner.textContent : 'HARNESS FAIL ' + f.getAttribute('src') + ' gave no verdict';
    } catch (e) { text = 'HARNESS FAIL ' + f.getAttribute('src') + ' cannot be read: ' + e; }
    if (text.indexOf('HARNESS PASS') !== 0) pass = false;
    verdicts.push(text.replace(/^HARNESS (PASS|FAIL) /, ''));
  });
  var verdict = document.createElement('pre');
  verdict.id = 'harness-verdict';
  verdict.textContent = (pass ? 'HARNESS PASS ' : 'HARNESS FAIL ') + verdicts.join(' | ');
  verdict.style.display = 'none';  // a frame for a screenshot has no harness
  document.body.appendChild(verdict);
});
</script></body></html>
FRAME
}
