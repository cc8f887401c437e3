#pragma once
// GTP v2 framing (the specification's sections 2.5-2.7 and 3): what a line
// of the controller's input means and how a reply is written. No game here:
// the server (server.h) gives the commands their meaning.
//
//   command:  [id] command_name [arguments]\n
//   success:  =[id] result\n\n
//   failure:  ?[id] error_message\n\n
//
// Preprocessing (2.5): control characters other than HT and LF are removed
// (so CR of CRLF input goes), '#' starts a comment that runs to the end of
// the line, HT becomes a space, and a line left empty or all spaces is no
// command at all (no reply). Command names are case-sensitive; the
// arguments' colours and vertices are not (the argument readers see to it).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tg::gtp {

struct Request {
  std::string id;  // the digits of the id as written, empty when absent
  std::string name;
  std::vector<std::string> args;  // split at spaces
};

// The line after the 2.5 preprocessing.
std::string preprocess(std::string_view line);

// The request on one input line (without its LF), or nothing for a line that
// is empty once preprocessed. A line that is only an id ("12") gives a
// request with an empty name, which the server answers as an error.
std::optional<Request> parse_request(std::string_view line);

// The reply "=id text\n\n" or "?id text\n\n". A multi-line text keeps its
// lines; empty lines inside it are dropped, because an empty line ends a
// reply (3.2), and trailing newlines are removed.
std::string format_reply(std::string_view id, bool success, std::string_view text);

}  // namespace tg::gtp
