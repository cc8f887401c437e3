#include "explain/json.h"

namespace tg::explain {

nlohmann::ordered_json to_json(const Graph& g) {
  nlohmann::ordered_json j;
  j["question"] = g.question;
  auto nodes = nlohmann::ordered_json::array();
  for (const Node& n : g.nodes) {
    nlohmann::ordered_json jn;
    jn["id"] = n.id;
    jn["title"] = n.title;
    jn["lines"] = n.lines;
    jn["cites"] = n.cites;
    if (!n.passages.empty()) jn["passages"] = n.passages;
    jn["verdict"] = verdict_name(n.verdict);
    if (n.diagram) {
      auto hs = nlohmann::ordered_json::array();
      for (const Highlight& h : n.diagram->highlights) {
        auto pts = nlohmann::ordered_json::array();
        for (Point p : h.points) pts.push_back({{"x", p.x}, {"y", p.y}});
        hs.push_back({{"mark", mark_name(h.mark)}, {"points", pts}});
      }
      jn["diagram"] = {{"size", n.diagram->board.size().n()}, {"highlights", hs}};
    }
    nodes.push_back(jn);
  }
  j["nodes"] = nodes;
  auto edges = nlohmann::ordered_json::array();
  for (const Edge& e : g.edges) edges.push_back({{"from", e.from}, {"to", e.to}, {"label", e.label}});
  j["edges"] = edges;
  return j;
}

}  // namespace tg::explain
