#!/usr/bin/env node
// The board in the browser (build/web/index.html) in Debian's Chromium,
// driven by Playwright (issue 33). One case per run, so that each is a
// ctest test of its own (web/CMakeLists.txt):
//
//   node board.test.js CASE PAGE [TRISGO] [SCREENSHOT]
//
// Every case opens the page from file:// (no server), fails on any console
// error or page error, and exits 77 (ctest's SKIP) with the reason when
// Chromium, playwright-core or the page is missing. TRISGO (the native
// command) gives the vector case the native answers to compare with.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const [caseName, pagePath, trisgo, screenshot] = process.argv.slice(2);
const skip = (why) => { console.log('SKIP: ' + why); process.exit(77); };
const fail = (why) => { console.error('FAIL: ' + why); process.exit(1); };
const check = (ok, why) => { if (!ok) fail(why); };

let chromium;
try {
  ({ chromium } = require('playwright-core'));
} catch (e) {
  skip('playwright-core is not installed in web/tests (scripts/install-deps.sh runs npm ci there)');
}
const browserPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
if (!browserPath) skip('Chromium is not installed (scripts/install-deps.sh installs it)');
if (!pagePath || !fs.existsSync(pagePath)) skip(`the page ${pagePath} was not built (scripts/web.sh builds it)`);
const pageUrl = 'file://' + path.resolve(pagePath);
const source = path.resolve(__dirname, '../..');

// The first vector of spec/vectors/menggo2019-private-eyes.vec: a 9x9 ring
// whose tris T at (4,0) is black under trisgo-2026 and neutral under
// menggo-2019 (the known difference of `trisgo diff trisgo-2026 menggo-2019`).
const VECTOR_FILE = path.join(source, 'spec/vectors/menggo2019-private-eyes.vec');
const VECTOR = 'm19-ring-outside-is-no-closed-region';

// The vector's board rows and its trisgo-2026 attribute assertions.
function readVector() {
  const lines = fs.readFileSync(VECTOR_FILE, 'utf8').split('\n');
  const at = lines.findIndex((l) => l === 'vector ' + VECTOR);
  check(at >= 0, `vector ${VECTOR} not found in ${VECTOR_FILE}`);
  const end = lines.findIndex((l, i) => i > at && l.startsWith('vector '));
  const body = lines.slice(at, end < 0 ? undefined : end);
  const b = body.indexOf('board:');
  const size = parseInt(body.find((l) => l.startsWith('size:')).split(':')[1], 10);
  const rows = body.slice(b + 1, b + 1 + size);
  const attributes = [];
  let rules = null;
  for (const l of body) {
    if (l.startsWith('rules ')) rules = l.split(' ')[1];
    const m = l.match(/^assert_attribute (\S)(\S) (\w+)/);
    // Letter labels (vocab/labels.h): 0..9 for 0..9, a..i for -1..-9.
    const v = (c) => (/[0-9]/.test(c) ? Number(c) : -(c.charCodeAt(0) - 96));
    if (m && rules === 'trisgo-2026') attributes.push({ point: [v(m[1]), v(m[2])], attribute: m[3] });
  }
  check(attributes.length > 0, 'the vector has no trisgo-2026 attribute assertion');
  return { size, rows, attributes, text: body.slice(body.indexOf('position') + 1, body.indexOf('end')).join('\n') + '\n' };
}

async function open(browser, options = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.errors = errors;
  return page;
}

async function load(page, url = pageUrl) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready=yes]', { timeout: 60000 });
}

const position = (page) => page.evaluate(() => {
  const S = window.trisgo.state;
  return S.index === 0 ? S.start : S.moves[S.index - 1].position;
});
const point = (page, board, p) => page.locator(`rect.hit[data-board=${board}][data-point="${p[0]},${p[1]}"]`);

// Places the vector's pieces with clicks in setup mode on a new 9x9 trisgo-2026 board.
async function clickVector(page, v) {
  await page.fill('#rules', 'trisgo-2026');
  await page.selectOption('#size', String(v.size));
  await page.click('#new');
  await page.check('input[name=mode][value=setup]');
  const half = (v.size - 1) / 2;
  const piece = { X: 'black', O: 'white', T: 'tris' };
  for (let r = 0; r < v.size; ++r)
    for (let i = 0; i < v.size; ++i) {
      const c = v.rows[r][i];
      if (c === '.') continue;
      if ((await page.inputValue('#piece')) !== piece[c]) await page.selectOption('#piece', piece[c]);
      await point(page, 'a', [i - half, half - r]).click();
    }
  await page.check('input[name=mode][value=play]');
}

const cases = {
  // A click sequence on 9x9 trisgo-2026 reaches the vector's position and the
  // page shows its expected attributes and the forbidden points that the
  // native command gives for it; then clicks in play mode play moves.
  async vector(browser) {
    const v = readVector();
    const page = await open(browser);
    await load(page);
    await clickVector(page, v);
    const text = await position(page);
    const board = text.split('\n');
    const b = board.indexOf('board:');
    check(JSON.stringify(board.slice(b + 1, b + 1 + v.size)) === JSON.stringify(v.rows),
          'the clicks did not reach the vector position:\n' + text);
    for (const a of v.attributes) {
      const got = await page.getAttribute(`g[data-piece=tris][data-point="${a.point[0]},${a.point[1]}"]`, 'data-attribute');
      check(got === a.attribute, `tris ${a.point}: the page shows ${got}, the vector expects ${a.attribute}`);
    }
    const shown = await page.$$eval('[data-forbidden]', (els) => els.map((e) => e.getAttribute('data-forbidden')).sort());
    if (trisgo) {
      const file = path.join(require('os').tmpdir(), `web-vector-${process.pid}.pos`);
      fs.writeFileSync(file, 'rules: trisgo-2026\n' + v.text);
      const native = JSON.parse(execFileSync(trisgo, ['analyze', '--json', file], { encoding: 'utf8' }));
      fs.unlinkSync(file);
      const expected = native.forbidden.map((f) => f.point.join(',')).sort();
      check(JSON.stringify(shown) === JSON.stringify(expected), `forbidden points: page ${shown}, trisgo analyze ${expected}`);
    }
    // Play mode: a click plays the slot's piece, the slot is shown, undo and redo step.
    const before = await page.textContent('#to-move');
    await point(page, 'a', [-4, -4]).click();
    const after = await page.textContent('#to-move');
    check(before !== after, `the slot shown did not change after a move: ${after}`);
    check((await page.$$('#moves li')).length === 2, 'the move list does not show the move');
    await page.click('#undo');
    check((await page.textContent('#to-move')) === before, 'undo did not go back');
    await page.click('#redo');
    check((await page.textContent('#to-move')) === after, 'redo did not go forward');
    return page;
  },

  // The side-by-side view of trisgo-2026 and menggo-2019 shows the known
  // difference: the tris at (4,0), black under one and neutral under the other.
  async sidebyside(browser) {
    const v = readVector();
    const page = await open(browser, { viewport: { width: 1400, height: 1000 } });
    await load(page);
    await clickVector(page, v);
    await page.fill('#rules-b', 'menggo-2019');
    await page.check('#compare');
    await page.waitForSelector('#box-b:not([hidden])');
    const kinds = await page.$$eval('#diff .finding', (els) => els.map((e) => e.getAttribute('data-kind')));
    check(kinds.includes('tris-attribute'), `no tris-attribute difference listed: ${kinds}`);
    check(await page.$('#board-a rect.diff-mark[data-diff="4,0"]') && await page.$('#board-b rect.diff-mark[data-diff="4,0"]'),
          'the difference at (4,0) is not highlighted on both boards');
    const a = await page.getAttribute('#board-a g[data-point="4,0"]', 'data-attribute');
    const b = await page.getAttribute('#board-b g[data-point="4,0"]', 'data-attribute');
    check(a === 'black' && b === 'neutral', `tris (4,0): A ${a}, B ${b} (expected black, neutral)`);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: false });
    return page;
  },

  // An SGF loads through the file picker and steps with the arrow keys.
  async sgf(browser) {
    const page = await open(browser);
    await load(page);
    await page.setInputFiles('#file', path.join(__dirname, 'fixtures/plain-go-9x9.sgf'));
    await page.waitForFunction(() => window.trisgo.state.moves.length === 6);
    const end = await position(page);
    await page.locator('body').press('ArrowLeft');
    await page.locator('body').press('ArrowLeft');
    check((await page.evaluate(() => window.trisgo.state.index)) === 4, 'ArrowLeft did not step back');
    check((await position(page)) !== end, 'the board did not change with the arrow keys');
    check((await page.$$('#board-a g[data-piece]')).length === 4, 'the board does not show four stones at move 4');
    await page.locator('body').press('ArrowRight');
    await page.locator('body').press('ArrowRight');
    check((await position(page)) === end, 'ArrowRight did not return to the end');
    return page;
  },

  // A link reproduces its position (moves, the move shown, the view).
  async link(browser) {
    const page = await open(browser);
    await load(page);
    for (const p of [[0, 0], [1, 1], [-2, 2], [2, -2]]) await point(page, 'a', p).click();
    await page.click('#undo');
    await page.selectOption('#lang', 'zh');
    const href = await page.getAttribute('#link', 'href');
    const want = await position(page);
    const other = await open(browser);
    await load(other, pageUrl + href);
    check((await position(other)) === want, 'the link did not reproduce the position');
    check((await other.evaluate(() => window.trisgo.state.moves.length)) === 4, 'the link lost the moves to redo');
    check((await other.textContent('[data-word=title]')) === '太玄围棋棋盘', 'the link lost the language');
    check(other.errors.length === 0, 'console errors on the linked page: ' + other.errors.join('\n'));
    return page;
  },

  // At phone width the page fits the screen and a tap plays.
  async phone(browser) {
    const page = await open(browser, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await load(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(overflow <= 0, `the page is ${overflow} px wider than the phone`);
    const box = await page.locator('#board-a').boundingBox();
    check(box.width >= 300 && box.x >= 0 && box.x + box.width <= 375, `the board does not fit: ${JSON.stringify(box)}`);
    await point(page, 'a', [0, 0]).tap();
    check((await page.evaluate(() => window.trisgo.state.moves.length)) === 1, 'a tap did not play');
    return page;
  },

  // From file://, no console error; every verdict panel is filled; both
  // engines, the check mode, Chinese, explanations and the files work.
  async panels(browser) {
    const page = await open(browser);
    await load(page);
    check(page.url().startsWith('file://'), 'not opened from file://');
    const v = readVector();
    await clickVector(page, v);
    check((await page.textContent('#tris')).includes('By=1'), 'the tris parameters are missing');
    await page.check('#show-eyes');
    check((await page.$$('.eye-private, .eye-failed')).length > 0, 'no candidate region drawn');
    await page.selectOption('#impl', 'reference');
    check((await page.evaluate(() => window.trisgo.state.view.implementation)) === 'reference', 'the engine switch did nothing');
    await page.check('#check');
    await point(page, 'a', [-4, -4]).click();
    check((await page.textContent('#status')).length > 0 && await page.isHidden('#alarm'), 'check mode did not report');
    await page.selectOption('#lang', 'zh');
    check((await page.textContent('#to-move')).includes('轮到'), 'the Chinese words are missing');
    await point(page, 'a', [4, 0]).click({ button: 'right' });
    await page.waitForSelector('#explanation .node');
    const explanation = await page.textContent('#explanation');
    check(/「|zh\.txt/.test(explanation), 'the explanation has no Chinese passage: ' + explanation.slice(0, 300));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
    const sgf = fs.readFileSync(await download.path(), 'utf8');
    check(sgf.startsWith('(;'), 'the saved SGF is not SGF: ' + sgf.slice(0, 80));
    check((await page.textContent('#score')).length > 0, 'no score');
    // A position file through the picker: the forbidden point's reason on
    // hover (white's suicide in the corner, D-07), then a capture marked.
    const file = (text) => ({ name: 'p.pos', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.selectOption('#lang', 'en');
    await page.setInputFiles('#file', file('rules: trisgo-2026\nsize: 5\nnext: 2\nboard:\n.X...\nX....\n.....\n.....\n.....\n'));
    await page.waitForSelector('[data-forbidden="-2,2"]');
    await point(page, 'a', [-2, 2]).hover();
    check((await page.textContent('#hover')).includes('suicide'), 'no reason on hover: ' + (await page.textContent('#hover')));
    await page.setInputFiles('#file', file('rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n...XO\n.....\n.....\n.....\n.....\n'));
    await page.waitForSelector('g[data-point="2,2"][data-piece=white]');
    await point(page, 'a', [2, 1]).click();
    check(await page.$('[data-captured="2,2"]'), 'the capture of the last move is not marked');
    check(!(await page.$('g[data-point="2,2"]')), 'the captured stone is still on the board');
    // The last move explained; a pass; the coordinates in the Chinese label set.
    await page.click('#explain-last');
    await page.waitForFunction(() => document.querySelector('#explanation h4'));
    const moves = await page.evaluate(() => window.trisgo.state.moves.length);
    await page.click('#pass');
    check((await page.evaluate(() => window.trisgo.state.moves.length)) === moves + 1, 'pass did not play');
    await page.selectOption('#labels', 'chinese');
    const coords = await page.$$eval('#board-a text.coord', (els) => els.map((e) => e.textContent).join(''));
    check(coords.includes('一') && coords.includes('A'), 'the coordinates are not in the Chinese label set: ' + coords);
    return page;
  },
};

// The Art. 8 conversion by click: the record of the vector
// c4-conversion-on-3x3-with-four-pieces (spec/vectors/contradictions.vec),
// played by clicks and passes on 3x3 trisgo-2026; at move 9 (black's tris
// slot) a1 is forbidden for the tris (Art. 7.1) and, with the conversion box
// ticked, takes a black stone; a link keeps the conversion.
cases.convert = async (browser) => {
  const page = await open(browser);
  await load(page);
  await page.fill('#rules', 'trisgo-2026');
  await page.selectOption('#size', '3');
  await page.click('#new');
  const moves = [null, [-1, 1], null, [1, 1], [0, 1], null, [-1, 0], [0, 0]];
  for (const m of moves) {
    if (m) await point(page, 'a', m).click();
    else await page.click('#pass');
  }
  check((await page.$$('#moves li')).length === 9, 'the eight moves were not all played');
  await point(page, 'a', [-1, 1]).click();  // the tris: refused
  check((await page.$$('#moves li')).length === 9, 'the tris at a1 was played: Art. 7.1 forbids it');
  check((await page.textContent('#status')).length > 0, 'no reason for the refused tris');
  await page.check('#convert');
  await point(page, 'a', [-1, 1]).click();
  check((await page.$$('#moves li')).length === 10, 'the conversion at a1 was not played');
  await page.waitForSelector('g[data-point="-1,1"][data-piece=black]');
  check(!(await page.isChecked('#convert')), 'the conversion box stays ticked after the move');
  const href = await page.getAttribute('#link', 'href');
  check(href.includes('e-1%2C1') || href.includes('e-1,1'), 'the link does not mark the conversion: ' + href);
  const other = await open(browser);
  await load(other, pageUrl + href);
  await other.waitForSelector('g[data-point="-1,1"][data-piece=black]');
  check((await other.$$('#moves li')).length === 10, 'the link did not replay the conversion');
  check(other.errors.length === 0, 'console errors on the link:\n' + other.errors.join('\n'));
  return page;
};

// Star points on 9x9, a position file dropped on the page, and the flip of
// the last move marked: the vector attr-recomputed-after-a-move
// (spec/vectors/art06-attributes.vec), where black b1 turns the tris 01 black.
cases.dropflip = async (browser) => {
  const page = await open(browser);
  await load(page);
  const stars = await page.$$eval('svg circle[r="3.5"]', (els) => els.length);
  check(stars === 5, `9x9 shows ${stars} star points, not 5`);
  const text = 'rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n.X...\n.XT..\n.....\n.....\n.....\n';
  const dt = await page.evaluateHandle((t) => {
    const d = new DataTransfer();
    d.items.add(new File([t], 'flip.pos', { type: 'text/plain' }));
    return d;
  }, text);
  await page.dispatchEvent('body', 'drop', { dataTransfer: dt });
  await page.waitForSelector('g[data-piece=tris][data-point="0,1"][data-attribute=neutral]');
  await point(page, 'a', [-2, 1]).click();
  await page.waitForSelector('g[data-piece=tris][data-point="0,1"][data-attribute=black]');
  check(await page.$('[data-flipped="0,1"]'), 'the flip of the last move (01 neutral -> black) is not marked');
  return page;
};

// The check mode's alarm: the module's answer to "check" replaced by one of
// engines that disagree (they agree on everything the tests play; the
// module's own check is web_api_tests'); the banner names what differs and
// saves the vector.
cases.disagree = async (browser) => {
  const page = await open(browser);
  await load(page);
  await page.evaluate(() => {
    const m = window.trisgo.module;
    const real = m.ccall.bind(m);
    m.ccall = (name, ret, types, args) => {
      if (JSON.parse(args[0]).op !== 'check') return real(name, ret, types, args);
      return JSON.stringify({ agree: false, differ: ['tris', 'score'], vector: 'vector web-check-disagreement\n# why: a test\n' });
    };
  });
  await page.check('#check');
  check(await page.isHidden('#alarm'), 'the alarm shows before any move');
  await point(page, 'a', [0, 0]).click();
  await page.waitForSelector('#alarm', { state: 'visible' });
  const what = await page.textContent('#alarm-what');
  check(what.includes('tris') && what.includes('score'), 'the alarm does not name what differs: ' + what);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-vector')]);
  const vec = fs.readFileSync(await download.path(), 'utf8');
  check(vec.startsWith('vector web-check-disagreement'), 'the saved vector is not the check\'s: ' + vec.slice(0, 80));
  return page;
};

(async () => {
  const run = cases[caseName];
  if (!run) fail(`unknown case ${caseName} (known: ${Object.keys(cases).join(', ')})`);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--allow-file-access-from-files'] });
  try {
    const page = await run(browser);
    check(page.errors.length === 0, 'console errors:\n' + page.errors.join('\n'));
    check(await page.isHidden('#error'), 'the page shows an error: ' + (await page.textContent('#error')));
    console.log(`PASS: ${caseName}`);
  } finally {
    await browser.close();
  }
})().catch((e) => fail(e.stack || e));
