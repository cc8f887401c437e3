"""The Python module trisgo (bindings/python/), on small boards and the
bundled examples: rulesets, play and undo, legal moves, refusals as data
with their sentences, analysis, score, perft, records and their positions.
A second or two; ctest runs it (python_module) with the module on PYTHONPATH."""
import os

import pytest
import trisgo

EXAMPLES = os.path.join(os.environ.get("TRISGO_SOURCE_DIR", "."), "examples")


def read(name):
    with open(os.path.join(EXAMPLES, name), encoding="utf-8") as f:
        return f.read()


def test_rulesets():
    r = trisgo.Ruleset("go/komi=7.5")
    assert r.komi == 7.5
    assert trisgo.Ruleset(str(r)) == r
    assert trisgo.Ruleset(r.json()) == r
    assert {"go", "trisgo-2026", "trisgomoku"} <= set(trisgo.presets())
    with pytest.raises(ValueError, match="no-such-rules"):
        trisgo.Ruleset("no-such-rules")


def test_play_undo_and_legal_moves():
    g = trisgo.Game("go", 5)
    moves = g.legal_moves()
    assert len(moves) == 26 and moves[-1].is_pass
    assert moves[0] == trisgo.Move(trisgo.Side.black, trisgo.MoveKind.stone, (-2, 2))
    assert g.play((0, 0)).legal
    assert g.position.piece((0, 0)) == trisgo.Piece.black
    assert g.to_move.side == trisgo.Side.white
    assert len(g.legal_moves()) == 25
    assert g.undo() and not g.undo()
    assert g.position.piece((0, 0)) == trisgo.Piece.empty


def test_refusal_is_data_with_sentences():
    g = trisgo.Game("go", 5)
    g.play((0, 0))
    o = g.play((0, 0))
    assert not o.legal
    assert (o.reason.kind, o.reason.id) == ("occupied", "Art. 2.4")
    assert o.reason.params == {"point": (0, 0)}
    english, chinese = o.reason.text(), o.reason.text("zh")
    assert english and chinese and english != chinese
    assert g.position.next_move == 2  # the refused move changed nothing
    off = g.play((3, 0))
    assert off.reason.kind == "off-board"
    with pytest.raises(ValueError):
        o.reason.text("fr")


def test_capture():
    g = trisgo.Game("go", 5)
    for point in [(0, 1), (0, 0), (-1, 0), (0, -2), (1, 0)]:
        assert g.play(point).legal
    g.pass_()
    o = g.play((0, -1))
    assert o.legal and o.captured == [(0, 0)]


def test_analysis_attributes_and_private_eyes():
    # docs/why.md's black tris: black by Art. 6.2.1; of three verdicts one
    # private eye, and one region fails TG-4.3.3b (as trisgo analyze --json says).
    g = trisgo.Game.from_position(trisgo.Position.parse(read("positions/explain-black-tris-5x5.pos")),
                                  engine="reference")
    a = g.analysis()
    assert a.attribute((0, 1)) == trisgo.Attribute.black
    assert a.attribute((0, 0)) is None
    assert [(t.points, t.branch) for t in a.tris] == [([(0, 1)], "6.2.1")]
    verdicts = a.private_eyes
    assert len(verdicts) == 3
    assert [v.has_private_eye for v in verdicts].count(True) == 1
    failed = [c for v in verdicts for c in v.candidates if not c.is_private_eye]
    assert [c.reason.kind for c in failed] == ["eye-other-makes-eye"]
    assert failed[0].reason.id.startswith("TG-4.3.3b")
    assert failed[0].eye and failed[0].eye_of  # the simulation's witness, as data
    assert failed[0].reason.text("zh") != failed[0].reason.text("en")
    # Both engines answer alike.
    b = trisgo.Game.from_position(g.position).analysis()
    assert [t.attribute for t in b.tris] == [t.attribute for t in a.tris]


def test_score_and_perft():
    g = trisgo.Game("go", 5)
    assert g.perft(2, no_pass=True) == [25, 600]
    g.pass_()
    g.pass_()
    assert g.ended
    s = g.score()
    assert (s.black, s.white, s.winner) == (0, 0, trisgo.Winner.white)
    assert len(s.owner) == 25


def test_records_and_their_positions():
    record = trisgo.Record.parse(read("games/demo-9x9.tgr"))
    positions = list(record.positions())
    assert len(positions) == len(record.moves) + 1
    assert positions[0].next_move == record.first_move
    assert positions[-1] == trisgo.Game.from_record(record).position
    again = trisgo.Record.parse(record.sgf())
    assert again.moves == record.moves and again.notation() == record.notation()
    with pytest.raises(ValueError, match="record:"):
        trisgo.Record.parse("[Rules] trisgo-2026\n[Size] 5\n\n黑1.Z九")


def test_random_playout_is_seeded():
    a, b = trisgo.Game("trisgo-2026", 5), trisgo.Game("trisgo-2026", 5)
    n = a.random_playout(seed=7, max_moves=200)
    assert n == b.random_playout(seed=7, max_moves=200) and n > 0
    assert a.record().notation() == b.record().notation()


def test_bad_input():
    with pytest.raises(ValueError):
        trisgo.Game("go", 4)
    with pytest.raises(ValueError):
        trisgo.Game("go", 9, engine="fast")
    with pytest.raises(ValueError, match="position:"):
        trisgo.Position.parse("rules: go\nboard:\n..\n")
    with pytest.raises(IndexError):
        trisgo.Game("go", 5).position.piece((3, 3))
