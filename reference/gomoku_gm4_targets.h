#pragma once
// TrisGomoku GM-4.1 to GM-4.7: the candidate targets of an encirclement, for
// each encircling colour C (O is the other colour, GM-3.5): types A, B, C and
// D, their main and secondary cores, reinforcements, walls (with the
// substitution procedure of GM-4.6) and the tris each would flip. Targets
// exist whatever their liberties; gomoku_gm4_encirclement decides which are
// encircled. Every point list is sorted by index, every list of strings by
// first point (vocab/engine.h, EncirclementTarget).
#include <vector>

#include "reference/gomoku_gm3_strings.h"

namespace tg::ref {

// GM-4.1: type A for encircler C: every neutral tris string X adjacent to no
// extended O string. Whole = main core = flips = X.
std::vector<EncirclementTarget> type_a_targets(const Board& board, Side c);

// GM-4.2, GM-4.5: type B for encircler C: every extended O string G holding
// an O-tris and adjacent to no neutral tris. Whole = G, main core its first
// O-tris string, the other O-tris strings secondary cores.
std::vector<EncirclementTarget> type_b_targets(const Board& board, Side c);

// GM-4.3, GM-4.6: type C for encircler C: every neutral tris string X
// adjacent to an extended O string; the reinforcements are all extended O
// strings adjacent to X, whole = X plus them; walls substituted.
std::vector<EncirclementTarget> type_c_targets(const Board& board, Side c);

// GM-4.4, GM-4.5, GM-4.6: type D for encircler C: every extended O string G
// holding an O-tris and adjacent to a neutral tris; walls substituted.
std::vector<EncirclementTarget> type_d_targets(const Board& board, Side c);

// GM-4.6: W(Y), the whole of neutral tris string Y substituted as the main
// core of a type-C target of encircler C: Y plus every extended O string
// adjacent to Y.
PointSet wall_whole(const Board& board, const PointSet& y, Side c);

// GM-4.1 to GM-4.7: every candidate target of encircler C, sorted by type
// (A < B < C < D) then by main core first point.
std::vector<EncirclementTarget> targets_of(const Board& board, Side c);

// GM-4.1 to GM-4.7 for both colours: black's targets first, then white's
// (GomokuAnalysis).
std::vector<EncirclementTarget> all_targets(const Board& board);

}  // namespace tg::ref
