#pragma once
// The registry of `trisgo` subcommands (defined in cmd_*.cpp).
#include <vector>

#include "cli/command.h"

namespace tg::cli {

extern const Command kRulesCommand;   // cmd_rules.cpp
extern const Command kRecordCommand;  // cmd_record.cpp
extern const Command kShowCommand;    // cmd_show.cpp
extern const Command kAnalyzeCommand; // cmd_analyze.cpp
extern const Command kAnalysisCommand; // cmd_analysis.cpp
extern const Command kPlayCommand;    // cmd_play.cpp
extern const Command kRandomGameCommand;  // cmd_random_game.cpp
extern const Command kVectorsCommand; // cmd_vectors.cpp
extern const Command kGtpCommand;     // cmd_gtp.cpp
extern const Command kSolveCommand;   // cmd_solve.cpp
extern const Command kMatchCommand;   // cmd_match.cpp
extern const Command kExplainCommand; // cmd_explain.cpp
extern const Command kReportCommand;  // cmd_report.cpp
extern const Command kTraceCommand;   // cmd_trace.cpp
extern const Command kPerftCommand;   // cmd_perft.cpp
extern const Command kDiffCommand;    // cmd_diff.cpp
extern const Command kVerifyCommand;  // cmd_verify.cpp
extern const Command kAuditCommand;   // cmd_audit.cpp
extern const Command kBenchCommand;   // cmd_bench.cpp
extern const Command kEvaluateCommand;  // cmd_evaluate.cpp
extern const Command kSubmitCommand;  // cmd_submit.cpp
extern const Command kStatusCommand;  // cmd_status.cpp
extern const Command kShardCommand;   // cmd_shard.cpp
extern const Command kMergeCommand;   // cmd_merge.cpp

const std::vector<Command>& all_commands();

}  // namespace tg::cli
