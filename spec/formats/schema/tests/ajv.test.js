// Ajv (v8, draft 2020-12), a validator that knows nothing of this project,
// validates real outputs of `trisgo` against spec/formats/schema/: the schema
// files are added as they are, each known by its file name, with no custom
// loader, so their relative $ids and $refs must resolve among the files alone
// (issue 32). The commands are a few of cli/tests/json_schema_test.py's, with
// the same small budgets: analyze, play, perft, rules, audit, diff, verify and
// evaluate. A corrupted document must be refused, so the test also fails when
// a schema stops checking anything.
// Usage: node ajv.test.js /path/to/trisgo
// Prints "N passed, N failed" and exits non-zero on any failure; exit 77 (a
// ctest SKIP, with the reason) when node_modules is absent.
'use strict'
const assert = require('assert')
const childProcess = require('child_process')
const fs = require('fs')
const path = require('path')

let Ajv2020
try {
  Ajv2020 = require(path.join(__dirname, 'node_modules', 'ajv', 'dist', '2020'))
} catch (e) {
  // Exit 77: ctest reports the test as skipped, with this reason, never as failed.
  console.log('SKIP: ajv is not installed in ' + __dirname + ' (run scripts/install-deps.sh, which runs npm ci there)')
  process.exit(77)
}

const trisgo = process.argv[2]
if (!trisgo) {
  console.error('usage: node ajv.test.js /path/to/trisgo')
  process.exit(2)
}
const root = path.resolve(__dirname, '..', '..', '..', '..')
const schemaDir = path.resolve(__dirname, '..')

let passed = 0
let failed = 0
function check(what, fn) {
  try {
    fn()
    passed++
    console.log('ok   ' + what)
  } catch (e) {
    failed++
    console.log('FAIL ' + what + ': ' + e.message)
  }
}

// Every schema file, added as it is: Ajv keys each by its $id, so a $ref
// resolves only if it names a file of the folder.
const ajv = new Ajv2020({ allErrors: true, strict: false })
const files = fs.readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort()
check('the schema files are added as they are', () => {
  for (const f of files) ajv.addSchema(JSON.parse(fs.readFileSync(path.join(schemaDir, f), 'utf8')))
})
check('every $id is its file name and every $ref is relative', () => {
  for (const f of files) {
    const text = fs.readFileSync(path.join(schemaDir, f), 'utf8')
    assert.strictEqual(JSON.parse(text).$id, f)
    for (const m of text.matchAll(/"\$ref":\s*"([^"]*)"/g))
      assert.ok(!/^[a-z][a-z0-9+.-]*:/i.test(m[1]), f + ': $ref ' + m[1] + ' is an absolute URI')
  }
})
check('every schema compiles, its $refs resolved', () => {
  for (const f of files) assert.ok(ajv.getSchema(f), f + ' is not known by its file name')
})

function run(args, statuses = [0]) {
  const p = childProcess.spawnSync(trisgo, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
  if (!statuses.includes(p.status)) throw new Error('trisgo ' + args.join(' ') + ': exit status ' + p.status + ': ' + p.stderr)
  return JSON.parse(p.stdout)
}

function validate(schema, doc) {
  const v = ajv.getSchema(schema + '.schema.json')
  assert.ok(v, schema + '.schema.json is not known')
  if (!v(doc)) throw new Error('does not match ' + schema + '.schema.json: ' + ajv.errorsText(v.errors).slice(0, 400))
}

const gtp = "'" + trisgo + "' gtp"
const commands = [
  ['analyze', ['analyze', 'examples/positions/tris-5x5.pos', '--json']],
  ['play', ['play', 'examples/records/emergency.tgr', '--json']],
  ['play', ['play', 'examples/records/handicap-go.sgf', '--json']],
  ['perft', ['perft', '--rules', 'trisgo-2026', '--size', '3', '--depth', '2', '--divide', '--json']],
  ['perft', ['perft', '--engine', gtp, '--rules', 'trisgo-2026', '--size', '3', '--depth', '2', '--json']],
  ['rules', ['rules', 'trisgo-2026', '--json']],
  ['rules', ['rules', 'go', '--json']],
  ['audit', ['audit', 'trisgo-2026', '--checks', 'komi-formulas,conversion', '--positions', '300', '--json'], [0, 1]],
  ['diff', ['diff', 'trisgo-2026', 'trisgo-2026/tris_forbid=any', '--sizes', '3', '--exhaustive', '3:0', '--random', '0',
            '--games', '30', '--jobs', '1', '--json'], [0, 1]],
  ['verify', ['verify', '--engine', gtp, '--rules', 'flybomb-C', '--games', '1', '--sizes', '5', '--depth', '1', '--json',
              '--vectors', 'spec/vectors/flybomb-rules.vec']],
  ['evaluate', ['evaluate', '--rules', 'trisgo-2026', '--vs', 'flybomb-A', '--size', '5', '--games', '3', '--komi-range',
                '-2:2', '--json']],
]
const docs = {}
for (const [schema, args, statuses] of commands) {
  check('trisgo ' + args.join(' ') + ' matches ' + schema + '.schema.json', () => {
    const doc = run(args, statuses)
    validate(schema, doc)
    docs[schema] = docs[schema] || doc
  })
}

// The analysis engine (one JSON query a line in, one answer a line out):
// its queries and its answers, an error answer included.
check('trisgo analysis: queries and answers match analysis-query and analysis-answer.schema.json', () => {
  const queries = [
    { id: 'a', rules: 'trisgo-2026', size: 5, moves: ['B C3', 'W D4'], what: ['legal', 'attributes', 'eyes', 'score'] },
    { id: 'b', rules: 'go', size: 5, what: ['perft'], perft: { depth: 2 } },
    { id: 'c', rules: 'go', size: 5, moves: ['B Z9'], what: ['score'] },
  ]
  for (const q of queries) validate('analysis-query', q)
  const p = childProcess.spawnSync(trisgo, ['analysis'], {
    cwd: root, encoding: 'utf8', input: queries.map((q) => JSON.stringify(q)).join('\n') + '\n'
  })
  const lines = p.stdout.split('\n').filter((l) => l)
  assert.strictEqual(lines.length, 3, 'three answers: ' + p.stdout.slice(0, 300) + p.stderr)
  for (const line of lines) validate('analysis-answer', JSON.parse(line))
  assert.ok(lines.some((l) => JSON.parse(l).error), 'the bad move is answered with an error')
})

// The schemas refuse corrupted documents (a $ref that resolved to nothing
// would accept them).
check('a move written as a phrase is refused', () => {
  const play = JSON.parse(JSON.stringify(docs.play))
  play.moves[0].move = 'black stone at 0,0'
  assert.ok(!ajv.getSchema('play.schema.json')(play))
})
check('an unknown forbidden reason is refused', () => {
  const analysis = JSON.parse(JSON.stringify(docs.analyze))
  analysis.forbidden = [{ point: [0, 0], reason: 'not-a-reason', article: 'Art. 7.1' }]
  assert.ok(!ajv.getSchema('analyze.schema.json')(analysis))
})

console.log(passed + ' passed, ' + failed + ' failed (ajv ' + require(path.join(__dirname, 'node_modules', 'ajv', 'package.json')).version + ')')
process.exit(failed ? 1 : 0)
