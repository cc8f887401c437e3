#include "cli/engine_process.h"

namespace tg::cli {

std::size_t max_reply_bytes_flag(const Args& args) {
  const auto v = args.value(kMaxReplyBytesFlag);
  if (!v) return gtp::kDefaultMaxReplyBytes;
  return static_cast<std::size_t>(whole_count(kMaxReplyBytesFlag, *v, 1024, std::uint64_t{1} << 30));
}

std::string engine_failure_text(const gtp::GtpError& e) {
  const char* kind = gtp::failure_kind_name(e.failure().kind);
  return std::string("ENGINE FAILURE (") + (*kind ? kind : "bad-answer") + "): " + e.what();
}

}  // namespace tg::cli
