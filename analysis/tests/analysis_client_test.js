#!/usr/bin/env node
// Drives `trisgo analysis` from Node as a GUI would: plain child_process and
// readline, no npm package. Sends queries and a garbage line with --jobs 2,
// matches the answers by id as they arrive (in any order), checks their
// values and the error answer, then closes stdin and expects exit 0.
//
//   node analysis/tests/analysis_client_test.js build/dev/cli/trisgo
'use strict';
const { spawn } = require('child_process');
const readline = require('readline');

const trisgo = process.argv[2];
if (!trisgo) {
  console.error('usage: analysis_client_test.js TRISGO');
  process.exit(2);
}

const queries = [
  { id: 'legal', rules: 'go', size: 3, moves: ['b2', 'a1'], what: ['legal'] },
  { id: 'perft', rules: 'go', size: 3, what: ['perft'], perft: { depth: 2 } },
  { id: 'score', rules: 'go', size: 3, moves: ['b2', 'pass', 'pass'], what: ['score'] },
  { id: 'mcts', rules: 'trisgo-2026', size: 5, what: ['mcts'], mcts: { playouts: 30, seed: 2 } },
  { id: 'occupied', rules: 'go', size: 3, moves: ['b2', 'b2'], what: ['legal'] },
];
const failures = [];
const check = (ok, what) => {
  if (!ok) {
    failures.push(what);
    console.log('FAIL: ' + what);
  }
};

const child = spawn(trisgo, ['analysis', '--jobs', '2', '--quiet'], { stdio: ['pipe', 'pipe', 'inherit'] });
const answers = new Map();
const errors = [];
readline.createInterface({ input: child.stdout }).on('line', (line) => {
  const a = JSON.parse(line); // every line is one whole JSON value
  if (a.id === null) errors.push(a);
  else {
    check(!answers.has(a.id), `the id ${a.id} is answered once`);
    answers.set(a.id, a);
  }
});
const timer = setTimeout(() => {
  console.log('FAIL: no end within 30 s');
  child.kill('SIGKILL');
  process.exit(1);
}, 30000);

child.stdin.write(JSON.stringify(queries[0]) + '\n');
child.stdin.write('{"id": "broken", \n'); // line 2: no JSON
for (const q of queries.slice(1)) child.stdin.write(JSON.stringify(q) + '\n');
child.stdin.end();

child.on('close', (code, signal) => {
  clearTimeout(timer);
  check(code === 0, `exit 0 at the end of the input, not ${code} (${signal})`);
  for (const q of queries) check(answers.has(q.id), `an answer for ${q.id}`);
  for (const id of ['legal', 'perft', 'score', 'mcts'])
    check(answers.has(id) && !answers.get(id).error, `${id} is answered without an error: ${JSON.stringify(answers.get(id)?.error)}`);
  check(errors.length === 1 && errors[0].error.kind === 'json' && errors[0].error.line === 2,
        'one error answer, kind json, line 2: ' + JSON.stringify(errors));
  const legal = answers.get('legal');
  if (legal && legal.legal_moves) {
    check(legal.legal_moves.length === 8, 'legal moves after B2 A1 on 3x3: 7 points and the pass');
    check(legal.legal_moves.every((m) => m.label !== 'B2' && m.label !== 'A1'), 'no legal move on an occupied point');
  }
  const perft = answers.get('perft');
  if (perft && perft.perft) check(perft.perft.per_depth.map((r) => r.nodes).join(',') === '10,91', 'perft of 3x3 go: 10, 91');
  const score = answers.get('score');
  if (score && score.score) {
    check(score.ended === true, 'two passes end the game');
    check(score.score.black === 9 && score.score.white === 0, 'a lone black stone owns 3x3: ' + JSON.stringify(score.score));
  }
  const mcts = answers.get('mcts');
  if (mcts && mcts.mcts) check(mcts.mcts.moves.reduce((n, m) => n + m.visits, 0) === 30, 'the 30 playouts are the root visits');
  const occupied = answers.get('occupied');
  if (occupied) check(occupied.error?.kind === 'move' && occupied.error?.outcome?.reason === 'occupied', 'B2 twice is refused');
  if (failures.length) {
    console.log(`analysis_client_test.js: ${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log(`analysis_client_test.js: every check holds (${answers.size + errors.length} answers)`);
});
