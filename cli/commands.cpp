#include "cli/commands.h"

namespace tg::cli {

const std::vector<Command>& all_commands() {
  static const std::vector<Command> list = {kRulesCommand, kRecordCommand, kShowCommand, kAnalyzeCommand, kAnalysisCommand, kPlayCommand, kRandomGameCommand, kVectorsCommand,
                                                kGtpCommand, kMatchCommand, kExplainCommand, kReportCommand,
                                                kTraceCommand, kPerftCommand, kVerifyCommand,
                                                kDiffCommand, kAuditCommand, kBenchCommand,
                                                kEvaluateCommand, kSolveCommand,
                                                kSubmitCommand, kStatusCommand, kShardCommand, kMergeCommand};
  return list;
}

}  // namespace tg::cli
