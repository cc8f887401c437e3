#pragma once
// MengGo 2013, the bond paragraph (萌式三色围棋说明文第一版, "那么什么是黑键、白键呢？"
// and the paragraph after it; spec/systems/menggo-2013.md M13-5, decisions
// D-62, D-63): the attribute of a grey (tris) string by its bonds.
// attribute_rule=bonds. There are no private eyes and no base/holistic
// layers in the 2013 text: a grey string's attribute is read off the board
// as it stands, from the stones beside it.
#include <string>
#include <vector>

#include "reference/art03_basics.h"
#include "vocab/engine.h"

namespace tg::ref {

// M13-5.0: the bonds of grey string `grey`: each (grey piece of the string,
// adjacent black stone) pair is one black bond, each (grey piece, adjacent
// white stone) pair one white bond; a stone beside two pieces of the string
// makes two bonds ("所有灰子与紧邻黑子形成的黑键数相加", D-62).
void count_bonds(const Board& board, const PointSet& grey, int& black_bonds, int& white_bonds);

// M13-5.1 to M13-5.4 in the text's order: a grey string beside no black or
// white string is neutral (like the edge); beside black strings only, black;
// beside white strings only, white; beside both, the bonds decide: more black
// bonds black, more white bonds white, equal neutral. `branch` receives the
// deciding statement ("M13-5.1" ... "M13-5.4.3").
Attribute bond_rule(bool touches_black, bool touches_white, int black_bonds, int white_bonds, std::string& branch);

// Every grey string of the board with its bonds and attribute, ordered by
// first point (the by/wy/bo/wo parameters of Art. 6 stay 0: they do not
// exist in 2013).
std::vector<TrisInfo> bond_attributes(const Board& board);

}  // namespace tg::ref
