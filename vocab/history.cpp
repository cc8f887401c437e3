// History: the earlier positions as an immutable shared chain (vocab/board.h).
#include <stdexcept>
#include <string>

#include "vocab/board.h"

namespace tg {

namespace {

// Drops one reference to a chain. While this was the only reference to a
// node, the node's older link is taken out before the node is freed, so a
// chain of a million entries is freed by a loop and not by a million nested
// destructors.
void release(std::shared_ptr<const History::Node>& p) {
  while (p && p.use_count() == 1) {
    std::shared_ptr<const History::Node> older = std::move(const_cast<History::Node&>(*p).older);
    p = std::move(older);
  }
  p.reset();
}

}  // namespace

History::Node::~Node() { release(older); }

History::History(const std::vector<SeenPosition>& entries) {
  for (const SeenPosition& s : entries) push_back(s);
}

void History::push_back(SeenPosition s) {
  const std::size_t n = size() + 1;
  // Made non-const, so release() may take a dying node's link apart.
  head_ = std::make_shared<Node>(std::move(s), std::move(head_), n);
}

const SeenPosition& History::operator[](std::size_t i) const {
  if (i >= size()) throw std::out_of_range("History: entry " + std::to_string(i) + " of " + std::to_string(size()));
  const Node* n = head_.get();
  while (n->size > i + 1) n = n->older.get();
  return n->seen;
}

std::vector<SeenPosition> History::to_vector() const {
  std::vector<SeenPosition> out;
  for (const SeenPosition& s : *this) out.push_back(s);
  return out;
}

History::const_iterator History::begin() const {
  auto nodes = std::make_shared<std::vector<const Node*>>(size());
  std::size_t i = size();
  for (const Node* n = head_.get(); n != nullptr; n = n->older.get()) (*nodes)[--i] = n;
  const_iterator it;
  it.nodes_ = std::move(nodes);
  return it;
}

History::const_iterator History::end() const {
  const_iterator it;
  it.i_ = size();
  return it;
}

bool operator==(const History& a, const History& b) {
  if (a.size() != b.size()) return false;
  const History::Node* x = a.head_.get();
  const History::Node* y = b.head_.get();
  // Newest first; where the chains meet, the rest is shared.
  for (; x != y; x = x->older.get(), y = y->older.get())
    if (!(x->seen == y->seen)) return false;
  return true;
}

}  // namespace tg
