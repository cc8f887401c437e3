#!/usr/bin/env node
// The board page's benchmark figures (issue 33; scripts/web-bench.sh runs
// it, bench/RESULTS.md "The board in the browser" keeps them):
//   - the page's size;
//   - its first load in Chromium from file:// (navigation to the page's
//     ready mark: the module compiled and the first position drawn), the
//     median of LOADS fresh pages;
//   - a move's full analysis on a 19x19 position, as the page asks for it
//     after a click (the move, then the position's state: analysis, legal
//     moves, each forbidden point's refusal), in the page and natively
//     (trisgo_web_requests: the same handler compiled by clang), in one run,
//     and their ratio.
//
//   node bench.js PAGE TRISGO_WEB_REQUESTS [SEED]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { chromium } = require('playwright-core');

const [pagePath, requestsTool, seedArg] = process.argv.slice(2);
const seed = Number(seedArg || 33);
const LOADS = 5, PLIES = 120, REPEAT = 20;
const url = 'file://' + path.resolve(pagePath);

(async () => {
  console.log(`seed ${seed}`);
  const bytes = fs.statSync(pagePath).size;
  console.log(`page_bytes ${bytes}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const loads = [];
  for (let i = 0; i < LOADS; ++i) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForSelector('body[data-ready=yes]', { timeout: 120000 });
    loads.push(Date.now() - t0);
    await context.close();
  }
  loads.sort((a, b) => a - b);
  console.log(`first_load_ms ${loads[Math.floor(LOADS / 2)]} (all: ${loads.join(' ')})`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready=yes]');
  // A 19x19 trisgo-2026 game of PLIES random legal moves (a linear
  // congruential generator from the seed), then the move to time: the
  // first legal point move of the position.
  const job = await page.evaluate(({ seed, plies }) => {
    const { call } = window.trisgo;
    let p = call({ op: 'new', rules: 'trisgo-2026', size: 19 }).position;
    let x = seed >>> 0;
    const next = () => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x; };
    for (let i = 0; i < plies; ++i) {
      const moves = call({ op: 'state', position: p }).legal_moves.filter((m) => m.point);
      p = call({ op: 'play', position: p, point: moves[next() % moves.length].point }).position;
    }
    const point = call({ op: 'state', position: p }).legal_moves.find((m) => m.point).point;
    const after = call({ op: 'play', position: p, point }).position;
    return { requests: [{ op: 'play', position: p, point }, { op: 'state', position: after }] };
  }, { seed, plies: PLIES });
  const pageMs = await page.evaluate(({ requests, repeat }) => {
    const { call } = window.trisgo;
    for (const r of requests) call(r);  // warm up
    const t0 = performance.now();
    for (let i = 0; i < repeat; ++i) for (const r of requests) call(r);
    return (performance.now() - t0) / repeat;
  }, { requests: job.requests, repeat: REPEAT });
  await browser.close();

  const lines = job.requests.map((r) => JSON.stringify(r)).join('\n') + '\n';
  // stderr holds one "ms_per_answer X" line per request.
  const err = execFileSync('sh', ['-c', `"${requestsTool}" --repeat ${REPEAT} 2>&1 >/dev/null`], { input: lines, encoding: 'utf8' });
  const nativeMs = err.split('\n').filter((l) => l.startsWith('ms_per_answer')).reduce((s, l) => s + Number(l.split(' ')[1]), 0);
  console.log(`move_analysis_19x19_page_ms ${pageMs.toFixed(2)}`);
  console.log(`move_analysis_19x19_native_ms ${nativeMs.toFixed(2)}`);
  console.log(`ratio_page_over_native ${(pageMs / nativeMs).toFixed(2)}`);
})().catch((e) => { console.error(e); process.exit(1); });
