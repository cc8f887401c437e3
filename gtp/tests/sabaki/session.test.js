// @sabaki/gtp (the GTP library of the Sabaki GUI) drives `trisgo gtp` through
// a session as Sabaki does: handshake, a 9x9 plain Go game with the user's
// moves and the engine's replies, undo, an illegal move, handicap stones,
// setup stones of one colour, two passes and a play after them, the TrisGo
// extension, and quit. Usage: node session.test.js /path/to/trisgo
// Prints "N passed, N failed" and exits non-zero on any failure; exit 77
// (a ctest SKIP, with the reason) when node_modules is absent.
'use strict'
const assert = require('assert')
const path = require('path')

let gtp
try {
  gtp = require(path.join(__dirname, 'node_modules', '@sabaki', 'gtp'))
} catch (e) {
  // Exit 77: ctest reports the test as skipped, with this reason, never as failed.
  console.log('SKIP: @sabaki/gtp is not installed in ' + __dirname +
              ' (run scripts/install-deps.sh, which runs npm ci there)')
  process.exit(77)
}

const trisgo = process.argv[2]
if (!trisgo) {
  console.error('usage: node session.test.js /path/to/trisgo')
  process.exit(2)
}

let passed = 0
let failed = 0
async function check(what, fn) {
  try {
    await fn()
    passed++
    console.log('ok   ' + what)
  } catch (e) {
    failed++
    console.log('FAIL ' + what + ': ' + e.message)
  }
}

async function main() {
  const engine = new gtp.Controller(trisgo, ['gtp', '--rules', 'go', '--size', '9', '--seed', '4'])
  engine.start()
  const send = (name, ...args) => engine.sendCommand({name, args})

  await check('handshake', async () => {
    assert.deepStrictEqual(await send('protocol_version'), {id: null, content: '2', error: false})
    assert.strictEqual((await send('name')).content, 'TrisGo')
    const list = (await send('list_commands')).content.split('\n')
    for (const c of ['play', 'genmove', 'undo', 'boardsize', 'komi', 'showboard', 'gogui-analyze_commands',
                     'fixed_handicap', 'place_free_handicap', 'set_free_handicap'])
      assert.ok(list.includes(c), c + ' missing from list_commands')
  })
  await check('ids come back on the reply', async () => {
    const r = await engine.sendCommand({id: 17, name: 'known_command', args: ['trisgo-legal']})
    assert.deepStrictEqual(r, {id: 17, content: 'true', error: false})
  })
  await check('a new 9x9 game', async () => {
    for (const [name, ...args] of [['boardsize', '9'], ['clear_board'], ['komi', '7.5']])
      assert.strictEqual((await send(name, ...args)).error, false, name)
  })
  let engineMoves = []
  await check('the user plays, the engine answers with vertices GUIs understand', async () => {
    for (const v of ['E5', 'C3', 'G7', 'C7', 'G3']) {
      const played = await send('play', 'B', v)
      assert.strictEqual(played.error, false, 'play B ' + v + ': ' + played.content)
      const reply = await send('genmove', 'W')
      assert.strictEqual(reply.error, false, reply.content)
      assert.match(reply.content, /^([A-HJ][1-9]|pass)$/)
      engineMoves.push(reply.content)
    }
  })
  await check('an occupied point is an illegal move with its reason', async () => {
    const r = await send('play', 'B', 'E5')
    assert.strictEqual(r.error, true)
    assert.match(r.content, /^illegal move: occupied: .*\(Art\. 2\.4\)$/)
  })
  await check('undo takes back the engine move and the user move', async () => {
    assert.strictEqual((await send('undo')).error, false)
    assert.strictEqual((await send('undo')).error, false)
    const board = (await send('showboard')).content
    assert.match(board, /move 9 is black stone/)
  })
  await check('the same seed gives the same engine moves', async () => {
    const again = new gtp.Controller(trisgo, ['gtp', '--rules', 'go', '--size', '9', '--seed', '4'])
    again.start()
    const moves = []
    await again.sendCommand({name: 'komi', args: ['7.5']})
    for (const v of ['E5', 'C3', 'G7', 'C7', 'G3']) {
      await again.sendCommand({name: 'play', args: ['B', v]})
      moves.push((await again.sendCommand({name: 'genmove', args: ['W']})).content)
    }
    await again.stop()
    assert.deepStrictEqual(moves, engineMoves)
  })
  await check('a malformed command is a ? reply and the session goes on', async () => {
    assert.strictEqual((await send('play', 'purple', 'E5')).error, true)
    assert.strictEqual((await send('boardsize', '10')).content, 'unacceptable size')
    assert.strictEqual((await send('no_such_command')).content, 'unknown command')
    assert.strictEqual((await send('name')).content, 'TrisGo')
  })
  // A GUI's session under plain Go (D-150, D-151): handicap, setup stones of
  // one colour twice, undo, two passes then a play, errors in GTP vertices.
  await check('fixed_handicap places the GTP table\'s stones and white moves first', async () => {
    assert.strictEqual((await send('clear_board')).error, false)
    assert.deepStrictEqual(await send('fixed_handicap', '4'), {id: null, content: 'C3 G7 C7 G3', error: false})
    assert.match((await send('showboard')).content, /move 2 is white stone/)
    assert.strictEqual((await send('fixed_handicap', '2')).content, 'board not empty')
    assert.match((await send('genmove', 'W')).content, /^([A-HJ][1-9]|pass)$/)
  })
  await check('setup stones: one colour twice, then undo takes back one', async () => {
    assert.strictEqual((await send('clear_board')).error, false)
    for (const v of ['D4', 'E4', 'F4'])
      assert.deepStrictEqual(await send('play', 'B', v), {id: null, content: '', error: false}, 'play B ' + v)
    for (const v of ['D5', 'E5'])
      assert.deepStrictEqual(await send('play', 'W', v), {id: null, content: '', error: false}, 'play W ' + v)
    assert.strictEqual((await send('undo')).error, false)
    const board = (await send('showboard')).content
    assert.match(board, /\n  5 \. \. \. O \. \. \. \. \. 5\n/)
    assert.match(board, /\n  4 \. \. \. X X X \. \. \. 4\n/)
    assert.match(board, /move 7 is black stone/)
    assert.match((await send('genmove', 'B')).content, /^([A-HJ][1-9]|pass)$/)
    assert.match((await send('genmove', 'B')).content, /^([A-HJ][1-9]|pass)$/)
  })
  await check('an error names the GTP vertex the GUI sent', async () => {
    const r = await send('play', 'W', 'E4')
    assert.deepStrictEqual(r, {id: null, content: 'illegal move: occupied: E4 is already occupied (Art. 2.4)', error: true})
  })
  await check('two passes, then a play: the game goes on', async () => {
    assert.strictEqual((await send('play', 'W', 'pass')).error, false)
    assert.strictEqual((await send('play', 'B', 'pass')).error, false)
    assert.strictEqual((await send('trisgo-to-move')).content, 'ended')
    assert.strictEqual((await send('play', 'W', 'J9')).error, false)
    assert.match((await send('trisgo-to-move')).content, /^\d+ black stone A$/)
    assert.match((await send('printsgf')).content, /KM\[7\.5\]/)
  })
  await check('the TrisGo extension: rules, slot, tris move', async () => {
    assert.strictEqual((await send('trisgo-set-rules', 'trisgo-2026')).error, false)
    assert.strictEqual((await send('boardsize', '5')).error, false)
    for (const [c, v] of [['B', 'A5'], ['W', 'E5'], ['B', 'A1'], ['W', 'E1'], ['B', 'A3'], ['W', 'E3'], ['B', 'C5'], ['W', 'C1']])
      assert.strictEqual((await send('play', c, v)).error, false, c + ' ' + v)
    assert.strictEqual((await send('trisgo-to-move')).content, '9 black tris A')
    const g = await send('genmove', 'B')
    assert.match(g.content, /^(tris [A-E][1-5]|stone [A-E][1-5]|pass)$/)
    const analyze = JSON.parse((await send('trisgo-analyze')).content)
    assert.strictEqual(analyze.rules, 'trisgo-2026')
    const gfx = (await send('trisgo-gfx-attributes')).content
    assert.match(gfx, /TEXT tris strings:/)
  })
  await check('stop (Sabaki sends quit) ends the engine', async () => {
    const exited = new Promise(resolve => engine.process.once('exit', code => resolve(code)))
    await engine.stop(5000)
    assert.strictEqual(await exited, 0)
  })
  console.log(passed + ' passed, ' + failed + ' failed')
  process.exit(failed === 0 && passed > 0 ? 0 : 1)
}

main().catch(e => {
  console.error('gtp_sabaki_session: ' + e.stack)
  process.exit(1)
})
