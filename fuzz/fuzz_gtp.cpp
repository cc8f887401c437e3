// libFuzzer target for the GTP server (gtp/): any bytes, split into lines,
// as a controller's input to `trisgo gtp` over the reference engine. Every
// line gets a reply or none (blank, comment), never a crash, and every reply
// is framed: '=' or '?', ends with "\n\n" and holds no other empty line.
// The board starts at 5x5 (boardsize may change it: the engine is fast
// enough on any size for the few moves an input can make).
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "gtp/server.h"
#include "reference/reference_engine.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto engine = tg::ref::make_reference_engine();
  tg::gtp::ServerOptions options;
  options.rules = tg::parse_ruleset("trisgo-2026");
  options.size = *tg::BoardSize::make(5);
  tg::gtp::Server server(*engine, options);
  std::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty() && !server.quit_requested()) {
    std::size_t end = input.find('\n');
    std::string_view line = input.substr(0, end);
    input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
    auto reply = server.respond(line);
    if (!reply) continue;
    if (reply->size() < 3 || ((*reply)[0] != '=' && (*reply)[0] != '?')) std::abort();
    if (reply->compare(reply->size() - 2, 2, "\n\n") != 0) std::abort();
    if (reply->find("\n\n") != reply->size() - 2) std::abort();
  }
  return 0;
}
