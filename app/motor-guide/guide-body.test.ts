import { describe, expect, it } from "vitest";
import { parseGuideBody } from "./guide-body";

describe("parseGuideBody", () => {
  it("makes a paragraph of each block between blank lines, and a list of bullet lines", () => {
    const body = "Depreciation is deducted:\n\n• Rubber parts: 50%\n• Glass parts: nil\n\nLabour is not depreciated.";
    expect(parseGuideBody(body)).toEqual([
      { kind: "paragraph", text: "Depreciation is deducted:" },
      { kind: "list", items: ["Rubber parts: 50%", "Glass parts: nil"] },
      { kind: "paragraph", text: "Labour is not depreciated." },
    ]);
  });

  it("keeps a list and a paragraph apart even without a blank line between them", () => {
    expect(parseGuideBody("Before:\n• one\n• two\nAfter the list.")).toEqual([
      { kind: "paragraph", text: "Before:" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "After the list." },
    ]);
  });

  it("joins the lines of one paragraph, and ignores extra blank lines, spaces and Windows line ends", () => {
    expect(parseGuideBody("\r\n  First line\r\nsecond line  \r\n\r\n\r\n\r\nNext  \n")).toEqual([
      { kind: "paragraph", text: "First line second line" },
      { kind: "paragraph", text: "Next" },
    ]);
  });

  it("reads text in any script, and drops an empty bullet", () => {
    expect(parseGuideBody("• ಕ್ಲೇಮ್ ರಹಿತ ವರ್ಷ: 20%\n• \n• क्लेम के बाद: 0%")).toEqual([
      { kind: "list", items: ["ಕ್ಲೇಮ್ ರಹಿತ ವರ್ಷ: 20%", "क्लेम के बाद: 0%"] },
    ]);
  });

  it("answers nothing for an empty body", () => {
    expect(parseGuideBody("")).toEqual([]);
    expect(parseGuideBody("\n\n")).toEqual([]);
  });
});
