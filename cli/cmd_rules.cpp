// trisgo rules: list presets and options; print a ruleset as JSON or string.
#include <ostream>

#include "cli/commands.h"
#include "vocab/ruleset.h"
#include "vocab/ruleset_refusal.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

int run_rules(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--json-file"}, {"--json", "--string", "--list"});
  if (args.positional().size() > 1) throw UsageError("give at most one ruleset");
  if (args.has("--json") && args.has("--string")) throw UsageError("give --json or --string, not both");
  if (!args.positional().empty() && args.value("--json-file"))
    throw UsageError("give a ruleset or --json-file, not both");
  // --list is what `trisgo rules` alone prints: it takes nothing else.
  if (args.has("--list") && (!args.positional().empty() || args.value("--json-file") || args.has("--json") ||
                             args.has("--string")))
    throw UsageError("--list prints the presets and options: give it no ruleset, --json-file, --json or --string");
  if (args.has("--json") && args.positional().empty() && !args.value("--json-file"))
    throw UsageError("--json prints a ruleset: give one (e.g. trisgo rules go --json) or --json-file FILE");
  if (args.has("--string") && args.positional().empty() && !args.value("--json-file"))
    throw UsageError("--string prints a ruleset: give one (e.g. trisgo rules go --string) or --json-file FILE");
  if (args.positional().empty() && !args.value("--json-file")) {
    out << "Presets (trisgo rules NAME prints one; NAME/key=value,... overrides options):\n";
    for (const Preset& p : presets()) {
      std::string name = p.name;
      name.resize(13, ' ');
      out << "  " << name << (p.implemented ? "" : "[not implemented yet] ") << p.description << "\n";
    }
    out << "\nOptions (first value = trisgo-2026 default):\n";
    for (const OptionInfo& o : options()) {
      std::string key = o.key;
      key.resize(20, ' ');
      std::string values;
      for (const auto& v : o.values) values += (values.empty() ? "" : " | ") + v;
      if (values.empty()) values = "number (" + option_value(find_preset("trisgo-2026")->rules, o.key) + ")";
      out << "  " << key << values << "\n  " << std::string(20, ' ') << o.description << "\n";
    }
    return kExitOk;
  }
  Ruleset r = args.value("--json-file")
                  ? parse_ruleset_json(read_file(*args.value("--json-file"), FileKind::RulesetJson), SourceLocation{*args.value("--json-file"), 0, 0})
                  : ruleset_argument(args.positional()[0], "argument");
  if (args.has("--string")) {
    out << to_string(r) << "\n";
    return kExitOk;
  }
  out << to_json(r, 2) << "\n";
  // On stderr, so that stdout stays the JSON the help promises.
  std::string refused;
  for (const std::string& o : unimplemented_options(r)) refused += (refused.empty() ? "" : ", ") + o;
  if (!refused.empty())
    err << "note: the engines do not implement this ruleset (they refuse " << refused << "): " << refusal_reason(r)
        << "\n";
  return kExitOk;
}

}  // namespace

const Command kRulesCommand{
    "rules", "list ruleset presets and options; print a ruleset as JSON or canonical string", R"(usage:
  trisgo rules [--list]             list presets and every option with its values
  trisgo rules RULESET [--json]     print RULESET as JSON (all options)
  trisgo rules RULESET --string     print RULESET's canonical compact string
  trisgo rules --json-file FILE     read a ruleset in JSON (strict) and print it

RULESET is a preset name or "preset/key=value,key=value", e.g.
  trisgo rules trisgo-2026/cascade=none,komi=0
or a ruleset file: any RULESET whose part before the first '/' is no preset
names a file holding the JSON form or the compact string (one line; '#'
comments). Start one with `trisgo rules --json trisgo-2026 > my.rules`, edit
it, and give my.rules wherever a ruleset is taken (--rules of every command,
audit, both sides of diff): spec/formats/rulesets.md.
Unknown presets, keys and values are errors (exit status 2), located in the
file (FILE:LINE:COL) for a file.
)",
    run_rules};

}  // namespace tg::cli
