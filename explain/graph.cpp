#include "explain/graph.h"

namespace tg::explain {

std::string_view mark_name(Mark m) {
  switch (m) {
    case Mark::Subject: return "subject";
    case Mark::Region: return "region";
    case Mark::Held: return "held";
    case Mark::Failed: return "failed";
    case Mark::Captured: return "captured";
    case Mark::Played: return "played";
    case Mark::Liberty: return "liberty";
    case Mark::Black: return "black";
    case Mark::White: return "white";
    case Mark::Neutral: return "neutral";
    case Mark::AddedBlack: return "added-black";
    case Mark::AddedWhite: return "added-white";
    case Mark::Bond: return "bond";
  }
  return "?";
}

std::string_view verdict_name(Verdict v) {
  switch (v) {
    case Verdict::None: return "none";
    case Verdict::Held: return "held";
    case Verdict::Failed: return "failed";
    case Verdict::Black: return "black";
    case Verdict::White: return "white";
    case Verdict::Neutral: return "neutral";
  }
  return "?";
}

std::string Graph::add(Node n) {
  n.id = "n" + std::to_string(nodes.size() + 1);
  nodes.push_back(std::move(n));
  return nodes.back().id;
}

void Graph::link(const std::string& from, const std::string& to, std::string label) {
  edges.push_back(Edge{from, to, std::move(label)});
}

}  // namespace tg::explain
