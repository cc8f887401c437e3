#pragma once
// Conformance vectors (spec/vectors/README.md): a line-based, language-neutral
// script format in the spirit of WebAssembly's .wast. Each vector sets up a
// position, plays moves and asserts what the rules say. The script is in
// parts: the typed model (script.h), its parser (script_parser.h), the runner
// against any Engine (runner.h) and the report (report.h); this header gives
// all of them and the reading of files and folders.
#include <string>
#include <vector>

#include "conformance/runner.h"
#include "conformance/script.h"
#include "conformance/script_parser.h"
#include "vocab/engine.h"

namespace tg::conformance {

// The files a path names: the file itself, or every regular *.vec file
// directly in the folder, in name order. Throws InputError when the path
// does not exist or the folder holds no .vec file.
std::vector<std::string> vector_files(const std::string& path_or_dir);

// Parses every file first (throws the first ParseError or InputError), then
// runs every vector in file order.
std::vector<VectorResult> run_vectors(const std::string& path_or_dir, const Engine& engine);

}  // namespace tg::conformance
