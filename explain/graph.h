#pragma once
// An explanation graph (issue 16): the answer to one question about a
// position ("why is this tris string black?", "why may I not play here?",
// "what did this move do?", "who owns what?") as plain data, from the answer
// at the top down to facts on the board. The builder (builder.h) makes it
// from the engine interface alone; writers turn it into DOT (dot.h), JSON
// (json.h) and SVG (graph_svg.h). As in ninja's graph tools, the graph is
// data and every writer is small.
#include <optional>
#include <string>
#include <vector>

#include "vocab/board.h"
#include "vocab/labels.h"

namespace tg::explain {

// How a highlighted point set is drawn on a board diagram.
enum class Mark : std::uint8_t {
  Subject,   // the thing asked about (an orange square behind each point)
  Region,    // a region under inspection (blue wash)
  Held,      // a condition that held (green wash)
  Failed,    // a condition that failed (red wash)
  Captured,  // pieces removed (a red cross over the point as it was)
  Played,    // the move's point (a ring)
  Liberty,   // liberties (a small open circle)
  Black,     // owned by black (a small black square, as in Go scoring)
  White,     // owned by white (a small white square)
  Neutral,   // neutral or nobody's (a small grey square)
  AddedBlack,  // a black stone a simulation adds (TG-4.3.3b): a dashed ghost stone
  AddedWhite,  // a white stone a simulation adds
  Bond,        // MengGo 2013 bonds (M13-5.0): the points in pairs (tris piece, stone), each a bar between them
};
std::string_view mark_name(Mark m);  // "subject", "region", ...

struct Highlight {
  Mark mark = Mark::Subject;
  std::vector<Point> points;  // sorted by BoardSize::index (Mark::Bond: pairs in the order of the bonds)
  friend bool operator==(const Highlight&, const Highlight&) = default;
};

// A short label drawn beside a point, from data: a forbidden point's reason
// ("suicide"), a region's verdict, a flip ("neutral->black").
struct Tag {
  Point point;
  std::string text;
  friend bool operator==(const Tag&, const Tag&) = default;
};

// A board picture: the pieces, every tris's attribute (as the engine
// derived it, or as stored in TrisGomoku) and the points in question.
struct Diagram {
  Board board;
  std::vector<Attribute> tris_attribute;  // per point, by BoardSize::index
  std::vector<Highlight> highlights;      // drawn in order
  std::vector<Tag> tags;                  // drawn last, over everything (the audit's pictures of a finding)
  // Whether to draw the whole board or only the part around the highlights.
  bool whole_board = false;
  explicit Diagram(const Board& b) : board(b), tris_attribute(b.size().points(), Attribute::Neutral) {}
  friend bool operator==(const Diagram&, const Diagram&) = default;
};

// How a node's condition turned out, which colours its frame.
enum class Verdict : std::uint8_t { None, Held, Failed, Black, White, Neutral };
std::string_view verdict_name(Verdict v);

struct Node {
  std::string id;                   // "n1", "n2", ... in creation order
  std::string title;                // one line: the claim
  std::vector<std::string> lines;   // the facts and numbers behind it
  std::vector<std::string> cites;   // spec statement IDs (TG-, GM-) and decision IDs (D-)
  // The cited articles in the words of the Chinese text the ruleset follows,
  // one line each ("M19-6.3 (menggo-2019.zh.txt:58): 「…」"), filled by
  // cite_in_text (cite_text.h); empty for a node that cites no article.
  std::vector<std::string> passages;
  Verdict verdict = Verdict::None;
  std::optional<Diagram> diagram;
  friend bool operator==(const Node&, const Node&) = default;
};

struct Edge {
  std::string from, to;  // node IDs; `from` is the claim, `to` a reason for it
  std::string label;
  friend bool operator==(const Edge&, const Edge&) = default;
};

struct Graph {
  std::string question;  // e.g. "why is the tris string at 一二 black?"
  Labels labels = LabelSet::Chinese;
  std::vector<Node> nodes;  // nodes[0] is the answer
  std::vector<Edge> edges;
  // Adds a node with the next ID and returns that ID.
  std::string add(Node n);
  void link(const std::string& from, const std::string& to, std::string label = "");
  friend bool operator==(const Graph&, const Graph&) = default;
};

}  // namespace tg::explain
