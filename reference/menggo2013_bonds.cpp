#include "reference/menggo2013_bonds.h"

namespace tg::ref {

void count_bonds(const Board& board, const PointSet& grey, int& black_bonds, int& white_bonds) {
  // M13-5.0, D-62: "设某灰子坐标为（X、Y），当某黑子坐标为（X+1、Y）；或（X-1、Y）；或
  // （X、Y+1）；或（X、Y-1），则灰子与黑子紧邻，并构成一个灰-黑键": one bond per
  // adjacent (grey piece, stone) pair, summed over the string's pieces.
  black_bonds = 0;
  white_bonds = 0;
  for (Point g : grey)
    for (Point q : board.size().neighbours(g)) {
      if (board.at(q) == Piece::Black) ++black_bonds;
      if (board.at(q) == Piece::White) ++white_bonds;
    }
}

Attribute bond_rule(bool touches_black, bool touches_white, int black_bonds, int white_bonds, std::string& branch) {
  // M13-5.1: "当灰棋串不与黑棋串或白棋串任一色棋子串紧邻相连时，灰棋串的属性如边界外区域（中性分隔线）".
  if (!touches_black && !touches_white) {
    branch = "M13-5.1";
    return Attribute::Neutral;
  }
  // M13-5.2: "灰棋串仅与黑棋串紧邻相连时，则灰棋串变性为黑棋串".
  if (!touches_white) {
    branch = "M13-5.2";
    return Attribute::Black;
  }
  // M13-5.3: "灰棋串仅与白棋串紧邻相连时，则灰棋串变性为白棋串".
  if (!touches_black) {
    branch = "M13-5.3";
    return Attribute::White;
  }
  // M13-5.4: "灰棋串与黑棋串和白棋串皆紧邻相连时，则比键数".
  if (black_bonds > white_bonds) {
    branch = "M13-5.4.1";
    return Attribute::Black;
  }
  if (black_bonds < white_bonds) {
    branch = "M13-5.4.2";
    return Attribute::White;
  }
  // "灰-黑键数=灰-白键数时，则灰棋串不变性，其性如边界（中性分隔线）" (D-63: neutral).
  branch = "M13-5.4.3";
  return Attribute::Neutral;
}

std::vector<TrisInfo> bond_attributes(const Board& board) {
  std::vector<TrisInfo> out;
  // One attribute per grey string, shared by all its pieces (as TG-6.3).
  for (const PointSet& grey : strings_of(board, Piece::Tris)) {
    TrisInfo info;
    info.points = grey;
    count_bonds(board, grey, info.black_bonds, info.white_bonds);
    const bool touches_black = !adjacent_strings(board, grey, Piece::Black).empty();
    const bool touches_white = !adjacent_strings(board, grey, Piece::White).empty();
    info.attribute = bond_rule(touches_black, touches_white, info.black_bonds, info.white_bonds, info.branch);
    out.push_back(info);
  }
  return out;
}

}  // namespace tg::ref
