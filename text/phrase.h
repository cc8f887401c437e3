#pragma once
// The sentences of the audit's findings as data (issue 34): a PhraseKind and
// its typed parameters, like an engine's Reason (vocab/reason.h) but for
// what `trisgo audit` says about an example: a check's summary and what each
// clashing statement says on it. The words are made from a Phrase here
// (phrase_templates.cpp, render_phrase), in the user's label set; nothing
// parses points back out of them.
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "text/reason_text.h"
#include "vocab/engine.h"

namespace tg::text {

enum class PhraseKind : std::uint16_t {  // more than 256 kinds: audit, diff and explain
  // C-1 komi-formulas
  KomiSummary,          // (first method's winner, second method's winner)
  KomiFirstMethod,      // (black, komi, black - komi, comparison, white, winner)
  KomiSecondMethod,     // (black, comparison, Y, komi, Y + komi, winner)
  NobodyPointsSum,      // (points for nobody, B + W, N - X)
  // C-2 both-counts-lose, C-6 no-stone-areas
  CountsDameSummary,     // (both lose: 0 or 1, dame points)
  CountsNoStoneSummary,  // (both lose: 0 or 1, points touching no stone)
  BlackCount,            // (black, comparison, Y + m, winner)
  WhiteCount,            // (white, comparison, Y - m, winner)
  DameForNobody,         // (dame points)
  NoStoneForNobody,      // (points touching no stone)
  // C-3 eye-rules
  EyeDefinitionsDiffer,    // (tris string, 2019 attribute, 2026 attribute)
  EyeAttributeRulesDiffer, // (tris string)
  TrisCountsUnderText,     // (tris string, By, Wy, Bo, Wo, attribute, branch, eye verdicts)
  StringEyeVerdict,        // (side, string, has a private eye: 0 or 1)
  MixedRulesAgree,         // (attribute with eye_rule=menggo-2019, attribute_rule=trisgo-2026)
  MixedRulesDisagree,      // (that attribute, attribute under attribute_rule=menggo-2019)
  // C-4 conversion
  ConversionSummary,    // (move number, side, point)
  ConversionForbidden,  // (point, side, string in atari)
  ConversionAllowed,    // (point, side)
  SlotFixesPieceKind,   // ()
  // settles
  DoesNotSettle,         // (point, gomoku: 0 or 1)
  JudgeEveryRound,       // ()
  FlipsRepeatABoard,     // ()
  RemovedAtOnce,         // ()
  CascadeTerminates,     // ()
  EngineRefuses,         // (the engine's reason)
  // legal-move
  NoLegalMove,           // ()
  MayPass,               // ()
  NoLegalMoveListed,     // (move number)
  // terminates
  ReturnsToState,        // (move number, point, move number of the earlier state)
  NoRepeatedPosition,    // ()
  RepeatsState,          // (move number of the earlier state)
  // C-5 permanent-life
  LifeTakenAway,         // (side, string, mover, move number, point, flips, captured: 0 or 1)
  TrisFlip,              // (tris string, from, to, in the cascade: 0 or 1)
  TwoTrueEyes,           // (string)
  AttributesRecomputed,  // (flips)
  AfterTheMove,          // (captured: 0 or 1)
  // attribute-order
  OrderDependent,        // (tris string, attribute as given, other attribute, how)
  UnderSymmetry,         // (symmetry)
  ByEngine,              // (engine name)
  FunctionOfBaseBoard,   // ()
  OtherOrderSays,        // (how, attribute)
  // TrisGomoku
  FlipsBothColours,      // (move number, point)
  EncirclerAttribute,    // ()
  FlipsAre,              // (points flipped)
  DoubleFive,            // (move number, point)
  FiveWins,              // (side)
  // How this ruleset resolves a finding (D-112; CheckFinding::resolution)
  ResolvedEyeWording,        // (eye_rule: 0 menggo-2019, 1 trisgo-2026)
  ResolvedColoursPerRound,   // ()
  ResolvedDoubleFive,        // (double_five: 0 mover, 1 non-mover, 2 draw; winner: 0 black, 1 white, 2 draw)
  ResolvedConversion,        // (emergency: 0 touches-last-move, 1 liberty-drop)
  ResolvedRefused,           // ()
  ResolvedKomiFormula,       // (komi_formula: 0 literal, 1 chinese; winner)
  // What a search covered (audit/search.h, SearchReport::searched), counts
  // written with thousands separators
  SearchedAll,               // (size, pieces, boards up to symmetry)
  SearchedPart,              // (done, of, size, pieces, this shard's part: 0 or 1, boards up to symmetry)
  SearchedRandom,            // (done, size)
  SearchedGames,             // (games, size, positions)
  SearchedNothing,           // ()
  ProvenMinimal,             // (board size, passes, searched)
  SmallestFound,             // (searched, re-checks)
  // The frame of `trisgo audit`'s report (audit_text), line by line
  AuditHeading,              // (ruleset, checks, seed, sharded: 0 or 1, shard, shards, positions)
  CheckDoesNotApply,         // ()
  CheckNotDecided,           // (searched)
  CheckHolds,                // (what holds, searched)
  CheckFound,                // (open: 0 or 1)
  QuestionLine,              // (question)
  SearchedLine,              // (searched, positions found on)
  ExampleLine,               // (proven: 0 or 1, board size, pieces, next move, side, slot: 0 stone 1 tris, more)
  ReachedBy,                 // (moves)
  FoundBy,                   // (phase: 0 exhaustive, 1 random, 2 guided)
  MoveLine,                  // (move)
  MovePass,                  // (side)
  MovePlaced,                // (side, kind: 0 stone, 1 tris, 2 conversion, the point in words)
  IdsHeading,                // ()
  OtherTextsHeading,         // ()
  ResolvedLine,              // (resolution)
  ReferenceLine,             // (agrees: 0 or 1)
  FilesLine,                 // (folder, check name)
  AuditTotals,               // (open, resolved, holding)
  AuditIncomplete,           // (checks done, checks planned)
  MergedPartial,             // (the shards missing, "K/N, ...")
  // `trisgo diff` (audit/diff.cpp): its report's frame, line by line
  DiffHeading,               // (label A, label B)
  DiffNoteLine,              // (note)
  DiffOrdersDiffer,          // (order of A, order of B)
  DiffSearchedLine,          // (searched, seed, sharded: 0 or 1, shard, shards, positions probed, extras)
  DiffSkipped,               // (positions beyond an engine's limits)
  DiffStoppedByTime,         // (units done)
  DiffIncomplete,            // (units done, units planned)
  DiffPartial,               // (the shards missing)
  DiffNone,                  // ()
  DiffKinds,                 // (kinds of difference)
  DiffKindLine,              // (kind, positions, the example: DiffExample or DiffNoExample)
  DiffNoExample,             // ()
  DiffExample,               // (proven: 0 or 1, board size, pieces, has a record: 0 or 1, moves, phase: 0 exhaustive, 1 random, 2 guided)
  DiffOptionsLine,           // (the options that differ, with their IDs)
  DiffTextOf,                // (side, the text it follows)
  DiffWarningLine,           // (the re-check's note)
  DiffRecheckFailed,         // (the engine's error)
  DiffRecheckDiffers,        // (a finding: 0 or 1, the reference's finding in one line)
  // diff's questions (Finding::question_data)
  DiffQuestionTris,          // (point)
  DiffQuestionEye,           // (side, point)
  DiffQuestionForbidden,     // (side, slot: 0 stone, 1 tris, point)
  DiffQuestionEnded,         // ()
  DiffQuestionScore,         // ()
  DiffQuestionResult,        // ()
  DiffQuestionWinner,        // ()
  DiffQuestionLegal,         // (move, the D-70 note or nothing)
  DiffQuestionOutcome,       // (move)
  DiffQuestionEndsWith,      // (move)
  DiffDeclines,              // (ruleset, side offered the flybomb)
  DiffMove,                  // (side, kind: 0 stone, 1 tris, 2 pass, 3 emergency, point)
  DiffMovePass,              // (side)
  // diff's answers (Answer::data)
  DiffAttribute,             // (attribute)
  DiffAttributeBranch,       // (attribute, branch, By, Wy, Bo, Wo)
  DiffAttributeBonds,        // (attribute, branch, black bonds, white bonds)
  DiffHasEye,                // ()
  DiffNoEye,                 // ()
  DiffNoEyeBecause,          // (the reason's ID, the engine's reason)
  DiffNotForbidden,          // ()
  DiffForbidden,             // (Illegal as a number, its article)
  DiffEnded,                 // (ended: 0 or 1)
  DiffEndsGame,              // (ends: 0 or 1)
  DiffScore,                 // (black, white, neutral, nobody, komi, Y, literal, chinese, winner: 0 black, 1 white, 2 draw)
  DiffResult,                // (winner: 0 black, 1 white, 2 draw)
  DiffIllegal,               // (Illegal as a number, its article)
  DiffLegal,                 // (captured: count, points; changes: count, list; cascade: count, points; targets encircled)
  DiffChange,                // (point, from, to)
  // `trisgo explain`'s graphs (explain/): questions, node titles, lines and edges; points come as
  // words in the graph's label set
  ExplainMorePoints,         // (the first points, how many in all)
  ExplainNoPoints,           // ()
  ExplainMoreStrings,        // (the first strings' points, how many in all)
  ExplainSlot,               // (side, slot: 0 stone, 1 tris)
  ExplainRule,               // (the rule's formula or ID, what it gives)
  ExplainInspected,          // (side inspected, strings, their first points)
  ExplainHasEyeAlready,      // (side, point of its string, liberties, the eye's points)
  ExplainEyeTouchesNoStone,  // (side)
  ExplainSimulationAlready,  // (point)
  ExplainSimulationAdds,     // (side, points, more than one: 0 or 1)
  ExplainThenEye,            // (point, side, point of its string)
  ExplainCannotMakeEye,      // (side)
  ExplainGuarded,            // (empty points, side)
  ExplainStringEye,          // (side, points, has a private eye: 0 or 1)
  ExplainCountsOnce,         // (By, Wy, Bo or Wo)
  ExplainNoInnerRegion,      // ()
  ExplainNoClosedRegion,     // (side)
  ExplainRegions,            // (regions, inner: 0 or 1, private, with the colours' legend: 0 or 1)
  ExplainCountsIn,           // (By, Wy, Bo or Wo)
  ExplainRegionEye,          // (inner: 0 or 1, points)
  ExplainInsideRing,         // (side)
  ExplainNoOwnInside,        // (side)
  ExplainNoOtherEyeInside,   // (side)
  ExplainConditionsHold,     // (side)
  ExplainNothingToInspect,   // (inner: 0 or 1, side)
  ExplainRegionFails,        // (inner: 0 or 1, points, the condition's ID)
  ExplainRegionEdge,         // (0 private eye, 1 candidate region, 2 inner region)
  ExplainWhyTris,            // (point, attribute)
  ExplainTrisIs,             // (points, attribute)
  ExplainParams,             // (By Wy Bo Wo, 2019: 0 or 1, branch)
  ExplainWholeString,        // ()
  ExplainBranch,             // (2019: 0 or 1, branch or clause, rule)
  ExplainByWy,               // ()
  ExplainBoWo,               // ()
  ExplainTie,                // (black strings, white strings)
  ExplainBranchEdge,         // ()
  ExplainNoStringTouches,    // ()
  ExplainAdjacentEdge,       // ()
  ExplainGomokuStored,       // ()
  ExplainWouldTurn,          // (side, encirclement type)
  ExplainMainCore,           // (points)
  ExplainTargetLiberties,    // (points, the ring's last: 0 or 1)
  ExplainIfEncircledEdge,    // ()
  ExplainWhyGrey,            // (point, attribute)
  ExplainGreyIs,             // (points, attribute)
  ExplainBondsBranch,        // (black bonds, white bonds, branch)
  ExplainBondsNoEyes,        // ()
  ExplainBondRule,           // (branch: 0 M13-5.1 .. 5 M13-5.4.3, 6 other; black bonds, white bonds, attribute)
  ExplainBondIs,             // ()
  ExplainTwoBonds,           // ()
  ExplainStringBonds,        // (side, points, bonds)
  ExplainBondPairs,          // (pairs)
  ExplainBondsEdge,          // (side, or nothing: the count of both)
  ExplainNoStoneTouches,     // ()
  ExplainNoBonds,            // ()
  ExplainBondsAllEdge,       // ()
  ExplainHasEyeQuestion,     // (side, point)
  ExplainIllegal,            // (side, kind: 0 stone .. 3 emergency, pass: 0 or 1, point, Illegal as a number, its article)
  ExplainLastLiberty,        // (side, points, point)
  ExplainTrisMayNotCapture,  // ()
  ExplainHolisticBoard,      // ()
  ExplainWouldCaptureEdge,   // ()
  ExplainLosesAfterRecompute,// ()
  ExplainOneLibertyEye,      // (side, points)
  ExplainEyeOfOpponent,      // (point)
  ExplainIsTheEyeEdge,       // ()
  ExplainTigersMouth,        // (side, points)
  ExplainMouthClosed,        // (the mover's own: 0 or 1, sides)
  ExplainAnyMouth,           // ()
  ExplainFormedByEdge,       // ()
  ExplainNoLiberty,          // (side, points)
  ExplainSuicide,            // (suicide: 0 forbidden, 1 allowed)
  ExplainTheStringEdge,      // ()
  ExplainBringsBack,         // (move number)
  ExplainBoardSeen,          // (side, point, move number)
  ExplainThisPosition,       // (this very position: 0 or 1)
  ExplainThenToPlay,         // (the slot then)
  ExplainRecursEdge,         // ()
  ExplainOccurredBefore,     // ()
  ExplainEarlierKnown,       // (positions)
  ExplainEarlier,            // (move number)
  ExplainBoardSeenBefore,    // ()
  ExplainSeenBeforeEdge,     // ()
  ExplainConditionsPQ,       // ()
  ExplainConditionP,         // ()
  ExplainConditionQ,         // (emergency's value)
  ExplainPQEdge,             // ()
  ExplainMayGo,              // (slot, point)
  ExplainLegal,              // (slot, point)
  ExplainNoRuleForbids,      // ()
  ExplainItCaptures,         // (points)
  ExplainItChanges,          // (changes)
  ExplainWhoWon,             // ()
  ExplainGameGoesOn,         // ()
  ExplainGameEndedWinner,    // (winner: 0 black, 1 white, 2 draw)
  ExplainGomokuEnd,          // (GomokuEnd as a number)
  ExplainFive,               // (side, overline: 0 or 1, points)
  ExplainFiveLine,           // ()
  ExplainFiveEdge,           // ()
  ExplainWhoOwns,            // ()
  ExplainCount,              // (winner, komi_formula: 0 literal, 1 chinese)
  ExplainCounts,             // (black, white, neutral, any for nobody: 0 or 1, nobody's, komi)
  ExplainAsItStands,         // ()
  ExplainFirstFormula,       // ()
  ExplainFirstLine,          // (black, komi, black - komi, white, winner)
  ExplainMethodEdge,         // (1 or 2)
  ExplainSecondFormula,      // ()
  ExplainSecondLine,         // (black, Y + komi, winner)
  ExplainPiecesCount,        // (black, white)
  ExplainPiecesWhat,         // ()
  ExplainPiecesNeutral,      // (pieces)
  ExplainStepEdge,           // (step)
  ExplainNeutralTris,        // (points)
  ExplainPointsInX,          // (points)
  ExplainEmptyOwner,         // (points, Owner as a number)
  ExplainAreas,              // (areas, points, shared: 0 or 1, each, touches anything: 0 or 1, what it touches)
  ExplainTouchWord,          // (0 black, 1 white, 2 neutral tris)
  ExplainTouchesOnly,        // (side, neutral tris too: 0 or 1)
  ExplainTouchesBoth,        // ()
  ExplainEnclosedNeutral,    // ()
  ExplainNobody,             // (touches a stone: 0 or 1)
  ExplainChangeTitle,        // (points, from, to)
  ExplainFlippedByEncirclement,// ()
  ExplainBondsFacts,         // (black bonds, white bonds)
  ExplainBefore,             // (the counts, branch)
  ExplainAfter,              // (the counts, branch)
  ExplainEncircles,          // (side, encirclement type)
  ExplainSecondaryCores,     // (cores)
  ExplainReinforcements,     // (strings)
  ExplainWalls,              // (walls)
  ExplainFlips,              // (points)
  ExplainWhatDid,            // (move number, side, pass: 0 or 1, kind: 0 stone .. 3 emergency, point)
  ExplainMoveTitle,          // (move number, side, kind: 0 stone .. 3 emergency, pass: 0 or 1, point)
  ExplainMoveCounts,         // (captured, attribute changes, cascade steps)
  ExplainEmergencySaves,     // (side, points)
  ExplainEmergencyP,         // ()
  ExplainEmergencyQ,         // (point)
  ExplainCaptures,           // (pieces, points)
  ExplainCapturesWhy,        // ()
  ExplainCapturesEdge,       // ()
  ExplainTargetEdge,         // (set aside: 0 or 1)
  ExplainChangeEdge,         // (0 flip, 1 attribute change, 2 then)
  ExplainCascadeStep,        // (step, points)
  ExplainCascadeWhy,         // (cascade's value)
  ExplainCascadeEdge,        // (step)
  ExplainGameEnds,           // ()
  ExplainGomokuResult,       // (GomokuEnd as a number, winner)
  ExplainEndCount,           // (black, white, winner)
  ExplainEndEdge,            // ()
  // explain_end.cpp: whether the game has ended, and the count
  ExplainEndMoveWords,       // (side, kind: 0 stone .. 3 emergency, pass: 0 or 1, point)
  ExplainEndQuestion,        // (with a move: 0 or 1, the move's words)
  ExplainEndTitle,           // (ended: 0 or 1, after a move: 0 or 1, the move's words)
  ExplainEndGomoku,          // (GomokuEnd as a number)
  ExplainEndRule,            // (0 two-passes, 1 stone-passes)
  ExplainNoPassJustMade,     // ()
  ExplainPassInSlot,         // (move number, the slot)
  ExplainEndCountEdge,       // (ended: 0 or 1)
  // explain_turn.cpp: whose move it is (FlybombGo, MengGo's seats)
  ExplainTurnEdge,           // ()
  ExplainFlybombDeclineTitle, // (move number, the stone's side, the offered side)
  ExplainFlybombOffered,    // (side, turn)
  ExplainOpponentTakesMove, // ()
  ExplainRandomFlybombTitle, // (move number, side, turn)
  ExplainSeedDrew,          // (side, turn)
  ExplainFollowsStone,      // (side, move number)
  ExplainOpponentMayNotMove, // ()
  ExplainChosenOfferedTitle, // (move number, side, turn)
  ExplainAfterStone,        // (side, move number)
  ExplainChosenLeft,        // (side, left, of how many)
  ExplainNoRandomDue,       // ()
  ExplainWouldDecline,      // (side)
  ExplainStoneNoFlybombTitle, // (move number, side)
  ExplainFirstMoveBlack,    // ()
  ExplainAfterFlybomb,      // (move number)
  ExplainNoFlybombDrawn,    // (side, the mode gives chosen ones: 0 or 1, chosen ones left)
  ExplainRandomFlybombs,    // (seed, black's turns: how many, the turns; white's the same)
  ExplainDrawnFrom,         // (last turn, random per side, chosen per side)
  ExplainSeatTitle,         // (move number, seat, grey: 0 or 1, side, two players: 0 or 1, the team game's seat)
  ExplainSeatsGoStart,      // ()
  ExplainCycleOfSix,        // ()
  ExplainCycleEntry,        // (move number, entry, seat, piece: 0 black, 1 white, 2 grey, 3 tris)
  ExplainFourSeats,         // ()
  ExplainTwoSeatPlayers,    // ()
  ExplainGreyColour,        // ()
  ExplainM19Title,          // (move number, player, tris: 0 or 1, side)
  ExplainM19Rounds,         // ()
  ExplainCycleOfEight,      // ()
  // The pictures of a finding (audit/cause.h, finding_picture, finding_svg):
  // the tags on the board and the notes under it
  PictureColon,             // (what: list, its answer: list)
  PictureTrisTag,           // (attribute, branch, has a branch: 0 or 1)
  PictureBonds,             // (black bonds, white bonds)
  PictureParams,            // (By, Wy, Bo, Wo)
  PictureRegionTag,         // (fails: 0 or 1, the failed condition's ID)
  PictureCandidates,        // (candidate regions, one: 0 or 1, private eyes)
  PictureLegal,             // ()
  PictureFlipTag,           // (from, to)
  PictureRemovesFlips,      // (pieces removed, one: 0 or 1, tris strings flipped, one: 0 or 1)
  PictureAfterMove,         // (the move: list)
  PictureEnded,             // (ended: 0 or 1, passes in a row, gomoku: 0 or 1, GomokuEnd as a number)
  PicturePassSlots,         // (the slots: list)
  PicturePassSlot,          // (move number, side, tris: 0 or 1)
  PictureResult,            // (winner)
  PictureCounts,            // (black, white, neutral, nobody counted: 0 or 1, nobody, komi)
  PictureFirstMethod,       // (black - komi, white, winner)
  PictureSecondMethod,      // (black, Y + komi, winner)
  PictureBefore,            // (the move: list)
  PictureTheExample,        // ()
  PictureAfterTheMove,      // ()
  PictureAuditTitle,        // (the check's name)
};
inline constexpr int kPhraseKinds = static_cast<int>(PhraseKind::PictureAuditTitle) + 1;

struct Phrase;

// Points in words separated by spaces, at most `limit` of them and "and N
// more", "(none)" for none (the audit's spelling of a string).
struct PointList {
  std::vector<Point> points;
  std::int64_t limit = 8;
  friend bool operator==(const PointList&, const PointList&) = default;
};

// Phrases joined by a separator (the flips of a move, the eye verdicts).
struct PhraseList {
  std::vector<Phrase> items;
  std::string separator;
  friend bool operator==(const PhraseList& a, const PhraseList& b);
};

// A comparison of two numbers, in words " < ", " = ", " > ".
enum class Compare : std::uint8_t { Less, Equal, Greater };
Compare compare(double a, double b);

// One parameter of a phrase. Integers are move numbers, counts and 0/1
// choices (%select); doubles are scores.
using PhraseArg = std::variant<std::int64_t, double, Point, PointList, Side, Attribute, Winner, Compare, std::string,
                               Reason, PhraseList>;

struct Phrase {
  PhraseKind kind = PhraseKind::NoLegalMove;
  std::vector<PhraseArg> args;  // in the order the enum's comment names them
  friend bool operator==(const Phrase&, const Phrase&) = default;
};

inline bool operator==(const PhraseList& a, const PhraseList& b) {
  return a.separator == b.separator && a.items == b.items;
}

// Any integer type as a number (std::uint64_t is unsigned long long on
// WebAssembly, web/, and unsigned long here: one template takes both).
template <std::integral T>
  requires(!std::same_as<T, bool>)
PhraseArg to_phrase_arg(T v) {
  return PhraseArg(static_cast<std::int64_t>(v));
}
inline PhraseArg to_phrase_arg(bool v) { return PhraseArg(static_cast<std::int64_t>(v)); }
inline PhraseArg to_phrase_arg(double v) { return PhraseArg(v); }
inline PhraseArg to_phrase_arg(Point v) { return PhraseArg(v); }
inline PhraseArg to_phrase_arg(PointList v) { return PhraseArg(std::move(v)); }
inline PhraseArg to_phrase_arg(Side v) { return PhraseArg(v); }
inline PhraseArg to_phrase_arg(Attribute v) { return PhraseArg(v); }
inline PhraseArg to_phrase_arg(Winner v) { return PhraseArg(v); }
inline PhraseArg to_phrase_arg(Compare v) { return PhraseArg(v); }
inline PhraseArg to_phrase_arg(std::string v) { return PhraseArg(std::move(v)); }
inline PhraseArg to_phrase_arg(Reason v) { return PhraseArg(std::move(v)); }
inline PhraseArg to_phrase_arg(PhraseList v) { return PhraseArg(std::move(v)); }

// The builder: phrase(PhraseKind::FiveWins, Side::Black).
template <typename... A>
Phrase phrase(PhraseKind kind, A&&... a) {
  Phrase p{kind, {}};
  (p.args.push_back(to_phrase_arg(std::forward<A>(a))), ...);
  return p;
}

// A list of points as a phrase parameter (PointList).
inline PointList points(std::vector<Point> v, std::int64_t limit = 8) { return PointList{std::move(v), limit}; }

// The stable kebab-case name of a kind (JSON), and the kind by name.
std::string_view phrase_kind_name(PhraseKind k);
std::optional<PhraseKind> parse_phrase_kind(std::string_view name);

struct PhraseTable {
  std::string_view language;
  std::vector<std::string_view> templates;  // by PhraseKind
  std::string_view of(PhraseKind k) const { return templates.at(static_cast<std::size_t>(k)); }
};
const PhraseTable& english_phrases();
// The same in Chinese (phrase_templates_zh.cpp), and the table of a language.
const PhraseTable& chinese_phrases();
const PhraseTable& phrase_table(Language l);

// A number with at most two decimals and no trailing zeros ("3.75", "12").
std::string score_number(double v);
// One parameter in words, in `labels`.
std::string phrase_arg_text(const PhraseArg& a, Labels labels, const PhraseTable& table = english_phrases());
// The phrase's sentence, in `labels`.
std::string render(const Phrase& p, Labels labels, const PhraseTable& table = english_phrases());

}  // namespace tg::text
