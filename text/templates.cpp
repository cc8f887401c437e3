#include "text/templates.h"

namespace tg::text {

const TemplateTable& english() {
  // In ReasonKind's order; text/tests/text_test.cpp checks every template's
  // placeholders against the kind's parameters.
  static const TemplateTable table{
      "en",
      {{
          "",  // None
          "the game has ended (Art. 11, D-13)",
          "move %0 is a %1 %2 move; a %3 %4 move does not fit it (Art. 2.3)",
          "%0 is not a point of the board (Art. 1)",
          "%0 is already occupied",
          "a tris at %0 would leave a black or white string without liberties: it is a capture point, and a tris "
          "cannot capture (Art. 7.1, D-08 before-recompute)",
          "a tris at %0 would leave a black or white string without liberties: it is a capture point, and a tris "
          "cannot capture (Art. 7.1, D-08 after-recompute)",
          "%0 is a one-liberty eye of %1: a tris may not be played there (Art. 7.2, D-09)",
          "%0 is a tiger's mouth of %1: a tris may not be played there (Art. 7.3, D-10 orthogonal)",
          "%0 is a tiger's mouth of %1: a tris may not be played there (Art. 7.3, D-10 diagonal)",
          "a %0 stone at %1 would leave its own string without liberties and capture nothing: suicide (D-07)",
          "the emergency conversion is not part of this ruleset (D-11 emergency=off)",
          "condition P of Art. 8 does not hold: no %0 string is in atari (D-11 liberty-drop)",
          "condition P of Art. 8 does not hold: no %0 string is in atari (D-11 touches-last-move)",
          "condition Q of Art. 8 does not hold: %0 is not the single liberty of a %1 string in atari",
          "condition P of Art. 8 does not hold: the opponent's previous move did not put the %0 string whose single "
          "liberty is %1 in atari (D-11 liberty-drop)",
          "condition P of Art. 8 does not hold: the opponent's previous move did not put the %0 string whose single "
          "liberty is %1 in atari (D-11 touches-last-move)",
          "the move would make the opponent face again a position that has occurred before: the same board with the "
          "same side to move (Art. 10, D-12 repetition=situational)",
          "the move would bring back a board that has occurred before, whichever side was to move then (Art. 10, "
          "D-12 repetition=positional)",
          "the move would make the opponent face again a position that has occurred before: the same board with the "
          "same side to move and the same kind of piece (stone or tris) to play (Art. 10, D-12 "
          "repetition=situational-kind)",
          "the capture cascade after the attribute changes did not reach a fixed point within %0 rounds (D-06): the "
          "rules contradict themselves here",
          "move %0: a %1 tris here is not a flybomb: a flybomb follows its player's own stone (FB-2, D-32)",
          "move %0: %1 has no flybomb left to throw: %2 chosen flybombs, all thrown, and no random flybomb at this "
          "turn (FB-5, D-75)",
          "move %0: %1's chosen flybomb is thrown by placing a tris; to throw none, %2 plays on (D-70)",
          "move %0 is %1's random flybomb: seed %2 draws %1's turn %3 (FB-5, D-71)",
          "the game has ended (GM-6.1, D-34)",
          "move %0 is a %1 %2 move; a %3 %4 move does not fit it (GM-2.1)",
          "conversion off in TrisGomoku: a tris slot takes a tris or a pass (GM-6.2)",
          "%0 is not a point of the board (GM-1.1)",
          "%0 is already occupied (GM-2.3)",
          "the encirclement flips cycle: the board after round %0 repeats the board %select{with the new piece|after "
          "round %1}1 (GM-4.11, D-21 encirclement=fixed-point)",
          "the empty string at %1 beside this string also touches the %0 string at %2",
          "the %1 string at %2 already has an eye of %3 %select{liberties|liberty|liberties}3 at %4, which touches no "
          "%0 stone",
          "%select{%1 already has|%1 plays at %4 and makes}3 a one-liberty eye at %5 for the %1 string at %2",
          "the region holds the %0 string at %1, another string of this string's colour",
          "the %1 string at %2 already has an eye of %3 %select{liberties|liberty|liberties}3 at %4, which touches no "
          "%0 stone",
          "%select{%1 already has|%1 plays at %4 and makes}3 a one-liberty eye at %5 for the %1 string at %2",
          "the engine answered: %0",
      }}};
  return table;
}

const TemplateTable& reason_table(Language l) { return l == Language::Chinese ? chinese() : english(); }

Language table_language(const TemplateTable& t) { return parse_language(t.language).value_or(Language::English); }

}  // namespace tg::text
