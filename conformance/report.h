#pragma once
// The report of the conformance vectors: how a vector's result is written
// (`trisgo vectors`: one line per vector and the summary), and the words a
// failure message quotes an engine's answers in (points in letter labels,
// moves, targets, tris strings, scores). The runner (runner.h) decides what
// failed and composes its message from these; nothing here runs an engine.
#include <ostream>
#include <string>
#include <vector>

#include "conformance/runner.h"
#include "vocab/engine.h"

namespace tg::conformance {

// ----- the command's output

// "PASS file:name" (left out when quiet) or "FAIL file:line name: message".
void write_result(std::ostream& out, const VectorResult& r, bool quiet);
// "N vectors, P passed, F failed".
void write_summary(std::ostream& out, const std::vector<VectorResult>& results);
std::size_t count_failed(const std::vector<VectorResult>& results);

// ----- an engine's answers in a failure message

std::string point_text(Point p);                                           // "b2"
std::string points_text(const BoardSize& size, const std::vector<Point>& points);  // "a1 b2", "none"
std::string move_text(const Move& m);                                      // "black tris b2"
// "suicide (Art. 9.2): the engine's explanation".
std::string why_illegal(const MoveOutcome& o);
// The board's rows joined by '/'.
std::string rows_text(const Board& b);
std::string target_name(Side encircler, EncirclementType type);  // "black A"
std::string target_text(const BoardSize& size, const EncirclementTarget& t);
// The main cores of a list of targets: "black A 00; white C a1", or "none".
std::string targets_text(const BoardSize& size, const std::vector<EncirclementTarget>& list);
std::string fives_text(const BoardSize& size, const std::vector<Five>& fives);
std::string tris_text(const BoardSize& size, const TrisInfo& t);
std::string score_text(const Score& s);
std::string winners_text(const Score& s);
// The shortest decimal that reads back as `d`.
std::string format_number(double d);

}  // namespace tg::conformance
