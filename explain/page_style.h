#pragma once
// The frame both HTML pages of explain/ share (the report page and the match
// summary): the fonts, with a CJK one for Chinese labels, and the dark header.
namespace tg::explain {

inline constexpr const char* kPageFrameStyle = R"(
body { font-family: "DejaVu Sans", "Noto Sans CJK SC", Arial, sans-serif; margin: 0; background: #fbfaf7; color: #222; }
header { padding: 10px 16px; background: #2b2b2b; color: #fff; overflow-wrap: anywhere; }
header h1 { font-size: 18px; margin: 0 0 4px 0; }
)";

}  // namespace tg::explain
