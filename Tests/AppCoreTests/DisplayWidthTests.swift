@testable import AppCore
import Domain
import Glibc
import XCTest

/// glibc's wcwidth, which Glibc does not import without _XOPEN_SOURCE.
@_silgen_name("wcwidth") private func glibcWcwidth(_ c: wchar_t) -> Int32

/// Characters take their display width on the grid: CJK and emoji two columns, combining
/// marks none, and borders and right-aligned columns stay where they belong.
final class DisplayWidthTests: XCTestCase {
    // MARK: the width of a character

    func testWidthsOfCharacters() {
        XCTAssertEqual(Character("a").displayWidth, 1)
        XCTAssertEqual(Character("é").displayWidth, 1)
        XCTAssertEqual(Character("e\u{301}").displayWidth, 1, "a combining mark adds nothing")
        XCTAssertEqual(Character("日").displayWidth, 2)
        XCTAssertEqual(Character("カ").displayWidth, 2)
        XCTAssertEqual(Character("한").displayWidth, 2)
        XCTAssertEqual(Character("Ａ").displayWidth, 2, "fullwidth forms")
        XCTAssertEqual(Character("💪").displayWidth, 2)
        XCTAssertEqual(Character("💪🏽").displayWidth, 2, "a skin tone joins its emoji")
        XCTAssertEqual(Character("👨‍👩‍👧").displayWidth, 2, "a ZWJ family is one emoji")
        XCTAssertEqual(Character("❤\u{FE0F}").displayWidth, 2, "VS16 asks for emoji presentation")
        XCTAssertEqual(Character("❤").displayWidth, 1)
        XCTAssertEqual(Character("🇯🇵").displayWidth, 2, "a flag")
        XCTAssertEqual(Character("⚡").displayWidth, 2, "U+26A1 has emoji presentation")
        XCTAssertEqual(Character("✓").displayWidth, 1, "U+2713 does not")
        XCTAssertEqual(Character("\u{7}").displayWidth, 0)
        XCTAssertEqual(Character("\u{200B}").displayWidth, 0)
        XCTAssertEqual("日本語 Push 💪".displayWidth, 14)
        XCTAssertEqual("Cafe\u{301}".displayWidth, 4)
        // Every glyph the screens draw is one column, as the snapshots assume.
        for glyph in [Glyphs.unicode.setDone, Glyphs.unicode.setTodo, Glyphs.unicode.pointer, Glyphs.unicode.clock,
                      Glyphs.unicode.check, Glyphs.unicode.missed, Glyphs.unicode.paused, "─", "│", "┌", "█", "░", "▟", "⣿", "·", "—", "…"] {
            XCTAssertEqual(glyph.displayWidth, 1, glyph)
        }
    }

    /// Every code point glibc knows (Unicode 14) gets the width glibc's `wcwidth` gives it
    /// (controls and unassigned: 0 here, -1 there).
    func testAgreesWithGlibcWcwidth() throws {
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil else { throw XCTSkip("no C.UTF-8 locale") }
        defer { setlocale(LC_CTYPE, "C") }
        let fourteen = Unicode.Version(major: 14, minor: 0)
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                  age.major < fourteen.major || (age.major == fourteen.major && age.minor <= fourteen.minor) else { continue }
            if [.privateUse, .surrogate, .unassigned].contains(scalar.properties.generalCategory) { continue }
            let glibc = Int(glibcWcwidth(wchar_t(bitPattern: value)))
            checked += 1
            // U+1171E became a spacing mark in Unicode 15 (Swift's tables are newer than glibc's).
            if max(0, glibc) != scalar.displayWidth && value != 0x1171E {
                mismatches.append(String(format: "U+%04X glibc %d ours %d", value, glibc, scalar.displayWidth))
            }
        }
        XCTAssertGreaterThan(checked, 140_000)
        XCTAssertEqual(mismatches.prefix(20), [], "\(mismatches.count) code points differ from glibc")
    }

    // MARK: the grid

    func testWideCharactersTakeTwoCellsAndLinesReadNaturally() {
        var screen = Screen(width: 10, height: 1)
        let end = screen.put("日本a", x: 1, y: 0)
        XCTAssertEqual(end, 6)
        XCTAssertEqual(screen[1, 0].character, "日")
        XCTAssertTrue(screen[2, 0].isContinuation)
        XCTAssertEqual(screen[3, 0].character, "本")
        XCTAssertTrue(screen[4, 0].isContinuation)
        XCTAssertEqual(screen[5, 0].character, "a")
        XCTAssertEqual(screen.lines, [" 日本a"])
    }

    func testDecomposedAccentStaysInItsCell() {
        var screen = Screen(width: 10, height: 1)
        let end = screen.put("Cafe\u{301} x", x: 0, y: 0)
        XCTAssertEqual(end, 6)
        XCTAssertEqual(screen[3, 0].character.unicodeScalars.map(\.value), [0x65, 0x301], "the accent stays with its e")
        XCTAssertEqual(screen[5, 0].character, "x")
    }

    func testWideCharacterAcrossTheLimitIsReplacedWithASpace() {
        var screen = Screen(width: 10, height: 1)
        screen.put("##########", x: 0, y: 0)
        let end = screen.put("ab日", x: 0, y: 0, maxX: 3)
        XCTAssertEqual(end, 3)
        XCTAssertEqual(screen.lines, ["ab #######"])
        XCTAssertFalse(screen[3, 0].isContinuation)
        // At the right edge of the screen too.
        screen.put("日", x: 9, y: 0)
        XCTAssertEqual(screen.lines, ["ab ######"])
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var screen = Screen(width: 8, height: 1)
        screen.put("日本語", x: 0, y: 0)
        screen.put("x", x: 1, y: 0) // the right half of 日
        XCTAssertEqual(screen.lines, [" x本語"])
        XCTAssertFalse(screen.row(0).contains { $0.isContinuation && $0.character != " " })
        screen.put("y", x: 2, y: 0) // the left half of 本
        XCTAssertEqual(screen.lines, [" xy 語"])
        XCTAssertFalse(screen[3, 0].isContinuation, "本's right half is a plain space now")
        // A wide character over two halves of two others.
        screen = Screen(width: 8, height: 1)
        screen.put("日本語", x: 0, y: 0)
        screen.put("💪", x: 1, y: 0)
        XCTAssertEqual(screen.lines, [" 💪 語"])
        // Filling a rectangle that cuts one in two.
        screen = Screen(width: 8, height: 1)
        screen.put("日本語", x: 0, y: 0)
        screen.fill(x: 3, y: 0, width: 2, height: 1, with: Cell("-"))
        XCTAssertEqual(screen.lines, ["日 --"])
        // Copying cells one by one (how scrolled canvases are drawn) keeps the pairs.
        var copy = Screen(width: 8, height: 1)
        copy.put("abcdefgh", x: 0, y: 0)
        for x in 0..<8 { copy[x, 0] = screen[x, 0] }
        XCTAssertEqual(copy, screen)
    }

    func testAsciiKeepsTheColumns() {
        var screen = Screen(width: 8, height: 1)
        screen.put("日a│", x: 0, y: 0)
        screen.asciify()
        XCTAssertEqual(screen.lines, ["??a?"])
    }

    func testPutRightMeasuresDisplayWidth() {
        var screen = Screen(width: 10, height: 1)
        let x = screen.putRight("日本|", right: 10, y: 0)
        XCTAssertEqual(x, 5)
        XCTAssertEqual(screen[9, 0].character, "|")
    }

    func testTruncateAndWrapByWidth() {
        XCTAssertEqual(truncate("日本語のテキスト", 7), "日本語…")
        XCTAssertEqual(truncate("日本語のテキスト", 8).displayWidth, 7, "a wide character never crosses the edge")
        XCTAssertEqual(truncate("日本語", 6), "日本語")
        XCTAssertEqual(truncate("日本語のテキスト", 7, fromStart: true), "…キスト")
        XCTAssertEqual(truncate("Cafe\u{301} au lait", 5), "Cafe\u{301}…")
        XCTAssertEqual(truncate("Café", 4), "Café")
        XCTAssertEqual(wrap("日本語 Push 💪 day", width: 8), ["日本語", "Push 💪", "day"])
        XCTAssertEqual(wrap("日本語日本語", width: 5), ["日本", "語日", "本語"])
        XCTAssertEqual(wrap("日本", width: 1), ["日", "本"], "a character wider than the line still moves on")
        for line in wrap("トレーニング の 記録 を 毎日 つける 💪💪💪", width: 9) {
            XCTAssertLessThanOrEqual(line.displayWidth, 9, line)
        }
    }

    func testBoxBordersStayAlignedAroundWideText() {
        for title in ["日本語 Push 💪", "Café", "Cafe\u{301} 💪 ❤\u{FE0F} 🇯🇵", "テスト テスト テスト テスト テスト"] {
            var screen = Screen(width: 24, height: 4)
            let rect = Rect(x: 1, y: 0, width: 20, height: 4)
            Widgets.box(rect, title: title, glyphs: .unicode, into: &screen)
            screen.put(truncate(title, rect.width - 4), x: rect.x + 2, y: 1)
            screen.put(truncate("→ " + title + " " + title, rect.width - 4), x: rect.x + 2, y: 2)
            for y in 0..<4 {
                let corner: Character = y == 0 ? "┐" : (y == 3 ? "┘" : "│")
                XCTAssertEqual(screen[rect.maxX - 1, y].character, corner, "row \(y) with \(title):\n\(screen.text)")
                XCTAssertEqual(borderColumn(in: screen.lines[y], of: corner), rect.maxX - 1, "row \(y) with \(title):\n\(screen.text)")
            }
        }
    }

    // MARK: screens with a split named in CJK and emoji

    func testHomeAndPlansKeepBordersAndColumnsWithAWideSplitName() {
        let name = "日本語 Push 💪"
        for (w, h) in [(40, 16), (80, 24)] {
            var state = Fixtures.state(width: w, height: h)
            state.splits[0].name = name
            state.splits[0].title = name + " — Upper Strength"
            let home = render(state)
            XCTAssertTrue(home.text.contains("日本語 Push"), home.text)
            assertBordersAligned(home, "home \(w)x\(h)")
            if w == 80 {
                // The card's label is cut inside the box, and the box's right edge is intact.
                let row = home.lines.firstIndex { $0.contains("日本語") }!
                let line = home.lines[row]
                XCTAssertEqual(line.filter { $0 == "│" }.count, 6, "three cards, two edges each:\n\(home.text)")
                XCTAssertEqual(home.lines[row - 1].displayWidth, home.lines[row + 3].displayWidth)
            } else {
                // The narrow list pads each name to the same width, "next" tags in one column.
                let rows = home.lines.filter { $0.contains("next") }
                for row in rows { XCTAssertEqual(row.displayWidth, w - 1, row) }
            }

            state.tab = .plans
            let plans = render(state)
            let rows = plans.lines.filter { $0.contains("#1") || $0.contains("#2") || $0.contains("#3") }
            XCTAssertEqual(rows.count, 3, plans.text)
            XCTAssertTrue(rows[0].contains("日本語"), plans.text)
            // The rotation numbers stay right-aligned whatever the names.
            let ends = Set(rows.map(\.displayWidth))
            XCTAssertEqual(ends.count, 1, "right column ragged:\n\(plans.text)")
            assertBordersAligned(plans, "plans \(w)x\(h)")

            // The edit form over the list, with the name in its field.
            Fixtures.press(&state, .char("e"))
            let form = render(state)
            XCTAssertTrue(form.text.contains("日本語 Push"), form.text)
            XCTAssertTrue(form.text.contains("┌"), form.text)
            assertBordersAligned(form, "plans form \(w)x\(h)")

            // The split opened: its title cut before the edge.
            Fixtures.press(&state, .escape, .enter)
            let detail = render(state)
            XCTAssertTrue(detail.text.contains("日本語"), detail.text)
            for line in detail.lines { XCTAssertLessThanOrEqual(line.displayWidth, w, line) }
        }
    }

    /// Every box drawn has its right edge (┐ │ ┘) in the same display column on every row.
    private func assertBordersAligned(_ screen: Screen, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        // Find each ┌ and follow its box down: the matching ┐ must sit above │ … ┘ in one column.
        for (y, text) in screen.lines.enumerated() {
            var column = 0
            for character in text {
                if character == "┌" {
                    let right = (column..<screen.width).first { screen[$0, y].character == "┐" }
                    guard let right else { XCTFail("no ┐ after ┌ at \(column),\(y) in \(what):\n\(screen.text)", file: file, line: line); continue }
                    var row = y + 1
                    while row < screen.height && screen[column, row].character == "│" {
                        XCTAssertEqual(screen[right, row].character, "│", "row \(row) of \(what):\n\(screen.text)", file: file, line: line)
                        row += 1
                    }
                    XCTAssertEqual(screen[right, row].character, "┘", "bottom of \(what):\n\(screen.text)", file: file, line: line)
                }
                column += character.displayWidth
            }
        }
    }

    /// The display column of the last `character` in `line`.
    private func borderColumn(in line: String, of character: Character) -> Int? {
        var column = 0, found: Int?
        for c in line {
            if c == character { found = column }
            column += c.displayWidth
        }
        return found
    }
}
