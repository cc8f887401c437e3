// The audit's phrases (phrase.h): names and English templates, in
// PhraseKind's order; text/tests/phrase_test.cpp checks that every kind has
// both. Placeholders as in templates.cpp: %N the N-th parameter,
// %select{a|b}N a branch by parameter N.
#include <array>

#include "text/phrase.h"

namespace tg::text {
namespace {

struct Entry {
  PhraseKind kind;
  std::string_view name;
  std::string_view english;
};

constexpr std::array<Entry, kPhraseKinds> kEntries{{
    {PhraseKind::KomiSummary, "komi-summary", "the two Art. 13 methods name different winners: the first %0, the second %1"},
    {PhraseKind::KomiFirstMethod, "komi-first-method", "first method: black %0 - komi %1 = %2%3white %4: %5"},
    {PhraseKind::KomiSecondMethod, "komi-second-method", "second method: black %0%1Y + m = %2 + %3 = %4: %5"},
    {PhraseKind::NobodyPointsSum, "nobody-points-sum", "%0 points count for nobody, so B + W = %1 < N - X = %2"},
    {PhraseKind::CountsDameSummary, "counts-dame-summary",
     "%select{black's and white's counts of the second Art. 13 method disagree|both sides' counts lose at once: "
     "black's count says black loses, white's says white loses}0 (%1 dame points for nobody, D-17)"},
    {PhraseKind::CountsNoStoneSummary, "counts-no-stone-summary",
     "%select{black's and white's counts of the second Art. 13 method disagree|both sides' counts lose at once: "
     "black's count says black loses, white's says white loses}0 (%1 points in empty strings that touch no stone "
     "count for nobody, TG-13.12 step 4)"},
    {PhraseKind::BlackCount, "black-count", "black's count: black %0%1Y + m = %2: %3"},
    {PhraseKind::WhiteCount, "white-count", "white's count: white %0%1Y - m = %2: %3"},
    {PhraseKind::DameForNobody, "dame-for-nobody",
     "dame=nobody: the %0 dame points count for nobody, so B + W < N - X = 2Y"},
    {PhraseKind::NoStoneForNobody, "no-stone-for-nobody",
     "%0 points touch no stone and count for nobody, whatever dame says, so B + W < N - X = 2Y"},
    {PhraseKind::EyeDefinitionsDiffer, "eye-definitions-differ",
     "the 2019 and 2026 texts give the tris string %0 different attributes (%1 against %2); with the same "
     "private-eye verdicts the two attribute rules agree, so the private-eye definitions differ"},
    {PhraseKind::EyeAttributeRulesDiffer, "eye-attribute-rules-differ",
     "the 2019 and 2026 attribute rules disagree for the same private-eye verdicts on the tris string %0"},
    {PhraseKind::TrisCountsUnderText, "tris-counts-under-text",
     "the tris string %0: By %1, Wy %2, Bo %3, Wo %4: %5 (%6); %7"},
    {PhraseKind::StringEyeVerdict, "string-eye-verdict", "%0 %1 %select{has no|has}2 private eye"},
    {PhraseKind::MixedRulesAgree, "mixed-rules-agree",
     "eye_rule=menggo-2019 with attribute_rule=trisgo-2026: %0, as attribute_rule=menggo-2019"},
    {PhraseKind::MixedRulesDisagree, "mixed-rules-disagree",
     "eye_rule=menggo-2019 with attribute_rule=trisgo-2026: %0, attribute_rule=menggo-2019: %1"},
    {PhraseKind::ConversionSummary, "conversion-summary",
     "move %0 is %1's tris slot: the text forbids the tris at %2 (Art. 7.1) and allows a %1 stone there instead "
     "(Art. 8)"},
    {PhraseKind::ConversionForbidden, "conversion-forbidden",
     "a tris at %0 would leave the %1 string %2 without liberties: forbidden for the tris of this slot"},
    {PhraseKind::ConversionAllowed, "conversion-allowed",
     "the opponent's last move put that string in atari (condition P) and %0 is its one liberty (Q): a %1 stone may "
     "take the tris slot there"},
    {PhraseKind::SlotFixesPieceKind, "slot-fixes-piece-kind",
     "the piece kind of a move is fixed by its slot (a tris), except by Art. 8"},
    {PhraseKind::DoesNotSettle, "does-not-settle",
     "the move at %0 does not settle: %select{the capture cascade finds no fixed point|the encirclement rounds repeat "
     "a board}1"},
    {PhraseKind::JudgeEveryRound, "judge-every-round",
     "judge every target without liberties round after round until none is left"},
    {PhraseKind::FlipsRepeatABoard, "flips-repeat-a-board",
     "the flips of the rounds bring back a board seen within the move: no end"},
    {PhraseKind::RemovedAtOnce, "removed-at-once", "strings without liberties are removed at once"},
    {PhraseKind::CascadeTerminates, "cascade-terminates",
     "the cascade always terminates (the register's finding); here it did not"},
    {PhraseKind::EngineRefuses, "engine-refuses", "%0"},
    {PhraseKind::NoLegalMove, "no-legal-move",
     "the game has not ended but the side to move has no legal move, not even a pass"},
    {PhraseKind::MayPass, "may-pass", "instead of any move the player whose slot it is may pass"},
    {PhraseKind::NoLegalMoveListed, "no-legal-move-listed", "no legal move listed for move %0"},
    {PhraseKind::ReturnsToState, "returns-to-state",
     "the legal move %0 at %1 returns the game to its state before move %2 (the same board and the same place in "
     "the move order): the moves between can repeat forever"},
    {PhraseKind::NoRepeatedPosition, "no-repeated-position",
     "a move must not make the opponent face again a position that has occurred"},
    {PhraseKind::RepeatsState, "repeats-state", "the move is legal and repeats the state before move %0"},
    {PhraseKind::LifeTakenAway, "life-taken-away",
     "the %0 string %1 has two true eyes (permanently alive, D-15) before %2's move %3 at %4; the move changes "
     "attributes (%5) and the string is %select{no longer permanently alive|captured}6"},
    {PhraseKind::TrisFlip, "tris-flip", "the tris %0 %1 -> %2%select{| (cascade)}3"},
    {PhraseKind::TwoTrueEyes, "two-true-eyes",
     "a string with at least two true eyes is permanently alive: it cannot be captured; %0 has them (Benson, D-15)"},
    {PhraseKind::AttributesRecomputed, "attributes-recomputed",
     "attributes are recomputed after every change of the base board: %0"},
    {PhraseKind::AfterTheMove, "after-the-move",
     "%select{the string's stones are in no permanently alive string|stones of the string were removed}0"},
    {PhraseKind::OrderDependent, "order-dependent",
     "the attribute of the tris string %0 depends on the order of evaluation: %1 as given, %2 %3"},
    {PhraseKind::UnderSymmetry, "under-symmetry", "on the board under symmetry %0"},
    {PhraseKind::ByEngine, "by-engine", "by the %0 engine"},
    {PhraseKind::FunctionOfBaseBoard, "function-of-base-board", "attributes are a function of the base board alone"},
    {PhraseKind::OtherOrderSays, "other-order-says", "%0: %1"},
    {PhraseKind::FlipsBothColours, "flips-both-colours",
     "the move %0 at %1 flips tris to black and tris to white at once"},
    {PhraseKind::EncirclerAttribute, "encircler-attribute",
     "every tris in the flips of a move takes the encircler's attribute; all take effect for one colour"},
    {PhraseKind::FlipsAre, "flips-are", "flips: %0"},
    {PhraseKind::DoubleFive, "double-five", "the move %0 at %1 makes a five for black and a five for white at once"},
    {PhraseKind::FiveWins, "five-wins", "a five of %0 stones and %0 tris wins for %0"},
    // How this ruleset resolves a finding (D-112).
    {PhraseKind::ResolvedEyeWording, "resolved-eye-wording",
     "D-35: this ruleset follows the %select{2019|2026}0 private-eye wording (eye_rule=%select{menggo-2019|trisgo-2026}0)"},
    {PhraseKind::ResolvedColoursPerRound, "resolved-colours-per-round",
     "D-21 (encirclement=fixed-point): the rounds of one move may be for different colours"},
    {PhraseKind::ResolvedDoubleFive, "resolved-double-five",
     "D-22 (double_five=%select{mover: the mover wins|non-mover: the other player wins|draw}0): "
     "%select{black wins|white wins|draw}1"},
    {PhraseKind::ResolvedConversion, "resolved-conversion",
     "TG-8.6, D-26: the conversion is a stone move in the tris slot; Art. 7.1 forbids only the tris "
     "(emergency=%select{touches-last-move|liberty-drop}0)"},
    {PhraseKind::ResolvedRefused, "resolved-refused",
     "D-21 (encirclement=fixed-point): the move is refused as a contradiction"},
    {PhraseKind::ResolvedKomiFormula, "resolved-komi-formula",
     "D-18 (komi_formula=%select{literal|chinese}0): the %select{first|second}0 method decides: %1"},
    // What a search covered.
    {PhraseKind::SearchedAll, "searched-all",
     "all %0x%0 positions up to %1 %select{pieces|piece|pieces}1 (%2 boards up to symmetry, each slot to move)"},
    {PhraseKind::SearchedPart, "searched-part",
     "%0 of the %1 %2x%2 positions up to %3 %select{pieces|piece|pieces}3%select{| (this shard's part)}4 (%5 boards up "
     "to symmetry, each slot to move)"},
    {PhraseKind::SearchedRandom, "searched-random", "%0 random %1x%1 positions"},
    {PhraseKind::SearchedGames, "searched-games", "%0 random %1x%1 games (%2 positions)"},
    {PhraseKind::SearchedNothing, "searched-nothing", "nothing"},
    {PhraseKind::ProvenMinimal, "proven-minimal",
     "proven minimal (pieces, then moves, then board size) on boards up to %0x%0: every position there that could be "
     "smaller was searched, and none that a record reaches (its pieces placed, nothing captured, at most %1 passes "
     "between) shows it (searched: %2)"},
    {PhraseKind::SmallestFound, "smallest-found",
     "smallest found, not proven minimal (searched: %0; shrunk with %1 re-checks)"},
    // The frame of the audit's report.
    {PhraseKind::AuditHeading, "audit-heading",
     "trisgo audit %0: %1 checks, seed %2%select{|, shard %4/%5}3, %6 positions probed"},
    {PhraseKind::CheckDoesNotApply, "check-does-not-apply", "does not apply to this ruleset"},
    {PhraseKind::CheckNotDecided, "check-not-decided", "not decided: stopped by a signal after %0"},
    {PhraseKind::CheckHolds, "check-holds", "holds. %0 in %1"},
    {PhraseKind::CheckFound, "check-found", "FOUND, %select{resolved by the ruleset|open}0"},
    {PhraseKind::QuestionLine, "question-line", "question: %0"},
    {PhraseKind::SearchedLine, "searched-line", "searched: %0; found on %1 %select{positions|position|positions}1"},
    {PhraseKind::ExampleLine, "example-line",
     "%select{smallest found|proven minimal}0 example: %1x%1, %2 piece%select{s||s}2, move %3 next, %4's "
     "%select{stone|tris}5%6"},
    {PhraseKind::ReachedBy, "reached-by", ", reached by %0 move%select{s||s}0 from the empty board"},
    {PhraseKind::FoundBy, "found-by", " (%select{exhaustive|random|guided}0 search)"},
    {PhraseKind::MoveLine, "move-line", "move: %0"},
    {PhraseKind::MovePass, "move-pass", "%0 passes"},
    {PhraseKind::MovePlaced, "move-placed", "%0 %select{stone|tris|stone (Art. 8 conversion)}1 at %2"},
    {PhraseKind::IdsHeading, "ids-heading", "IDs:"},
    {PhraseKind::OtherTextsHeading, "other-texts-heading", "the texts of the other IDs:"},
    {PhraseKind::ResolvedLine, "resolved-line", "resolved: %0"},
    {PhraseKind::ReferenceLine, "reference-line",
     "reference engine: %select{does NOT find it (an engine disagreement)|finds the same}0"},
    {PhraseKind::FilesLine, "files-line", "picture: %0/%1.svg, position: %0/%1.pos"},
    {PhraseKind::AuditTotals, "audit-totals",
     "%0 open finding%select{s||s}0, %1 resolved by the ruleset, %2 check%select{s||s}2 hold"},
    {PhraseKind::AuditIncomplete, "audit-incomplete",
     "INCOMPLETE: stopped by a signal after %0 of %1 checks (the last one in part; each says what it searched)"},
    {PhraseKind::MergedPartial, "merged-partial",
     "PARTIAL: shards %0 missing; merged with --partial, each check covers only the shards merged"},
}};

}  // namespace

std::string_view phrase_kind_name(PhraseKind k) { return kEntries.at(static_cast<std::size_t>(k)).name; }

std::optional<PhraseKind> parse_phrase_kind(std::string_view name) {
  for (const Entry& e : kEntries)
    if (e.name == name) return e.kind;
  return std::nullopt;
}

const PhraseTable& english_phrases() {
  static const PhraseTable table = [] {
    PhraseTable t{"en", {}};
    for (const Entry& e : kEntries) t.templates.push_back(e.english);
    return t;
  }();
  return table;
}

// For the tests: the kind each entry says it is (the table must follow the enum).
PhraseKind phrase_table_kind(int i) { return kEntries.at(static_cast<std::size_t>(i)).kind; }

}  // namespace tg::text
