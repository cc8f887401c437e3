#pragma once
// What every command that starts an engine over GTP (match, verify, diff)
// shares about the engine's process (gtp/client.h, issue 36): the
// --max-reply-bytes flag and the report of a failed engine.
#include <cstddef>
#include <iosfwd>
#include <string>

#include "cli/command.h"
#include "gtp/client.h"

namespace tg::cli {

// "--max-reply-bytes": the largest reply of an engine, in bytes (default
// 1 MiB, from 1 KiB to 1 GiB).
inline constexpr const char* kMaxReplyBytesFlag = "--max-reply-bytes";
std::size_t max_reply_bytes_flag(const Args& args);

// The one line that names an engine's failure: "ENGINE FAILURE (KIND): what"
// with KIND the failure's kind (crash, timeout, oversized-reply, protocol,
// start; "bad-answer" for a "?" reply to a command that had to succeed or an
// answer that is not what spec/formats/gtp.md says), then
// the engine's last stderr lines, if any, on the lines after it.
std::string engine_failure_text(const gtp::GtpError& e);

}  // namespace tg::cli
