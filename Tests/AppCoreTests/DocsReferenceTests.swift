@testable import AppCore
import Foundation
import XCTest

/// Every source path, file and Swift type that README.md and docs/ name in backticks is in the
/// repository, so a rename or a move cannot leave the docs pointing at nothing. Only prose is
/// read: fenced blocks (shell sessions, config and plan files, JSON) are examples, not names.
final class DocsReferenceTests: XCTestCase {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryPathFileAndTypeTheDocsNameIsInTheRepository() throws {
        let repository = try RepositoryIndex(root: root)
        var missing: [String] = []
        var checked = 0
        for document in try documents() {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            for (line, span) in codeSpans(in: text) {
                guard let reference = DocName(span, repository: repository) else { continue }
                checked += 1
                if !repository.holds(reference) { missing.append("\(document):\(line): `\(span)` \(reference.kind)") }
            }
        }
        XCTAssertGreaterThan(checked, 100, "the docs' names were found and checked")
        // One failure naming them all: after a move, the whole list is fixed at once.
        XCTAssertTrue(missing.isEmpty, """
            Names in README.md and docs/ that are not in the repository (\(missing.count)); rename or move them there:
            \(missing.joined(separator: "\n"))
            """)
    }

    /// Every link from one doc to a file of the repository (`[decisions](decisions/)`,
    /// `[the format](docs/programs.md)`) leads to one.
    func testEveryLinkToAFileOfTheRepositoryLeadsToOne() throws {
        var broken: [String] = []
        for document in try documents() {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            let folder = root.appendingPathComponent(document).deletingLastPathComponent()
            for (line, target) in localLinks(in: text)
            where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).standardizedFileURL.path) {
                broken.append("\(document):\(line): (\(target))")
            }
        }
        XCTAssertTrue(broken.isEmpty, "Links in README.md and docs/ that lead nowhere (\(broken.count)):\n" + broken.joined(separator: "\n"))
    }

    /// The checks themselves, on names that are there, names that are not, and what is not a name.
    func testWhatCountsAsAName() throws {
        let repository = try RepositoryIndex(root: root)
        func check(_ span: String) -> Bool? { DocName(span, repository: repository).map(repository.holds) }
        XCTAssertEqual(check("Sources/AppCore/Core/Keymap.swift"), true)
        XCTAssertEqual(check("Sources/AppCore/Core/"), true)
        XCTAssertEqual(check("Sources/AppCore/Gone.swift"), false)
        XCTAssertEqual(check("Domain/Program/"), true, "a folder under a target's name")
        XCTAssertEqual(check("Domain/Nowhere/"), false)
        XCTAssertEqual(check("Keymap.swift"), true, "a file anywhere under Sources or Tests")
        XCTAssertEqual(check("Core/Keymap.swift"), true)
        XCTAssertEqual(check("Nowhere.swift"), false)
        XCTAssertEqual(check("ProgramPlanner"), true)
        XCTAssertEqual(check("Store.loadCatalog"), true, "the type before the member")
        XCTAssertEqual(check("ActiveWorkout.changes(since:)"), true)
        XCTAssertEqual(check("DocsReferenceTests"), true, "a test class")
        XCTAssertEqual(check("StorageTests"), true, "a target")
        XCTAssertEqual(check("NoSuchPlanner"), false)
        XCTAssertEqual(check("Nothing.here"), false)
        for notAName in ["Enter", "PgUp", "Space", "GYMTRACK_DB", "NO_COLOR", "sessions.session_type", "Push",
                         "Bench Press (Barbell)", "Weight(lbs)", "WorkoutExport.csv", "Sources/AppCore/<Screen>/",
                         "render<Screen>(state)", "foo-….txt", "GymBook"] {
            XCTAssertNil(check(notAName), notAName)
        }
    }

    /// README.md and every Markdown file under docs/, relative to the repository.
    func documents() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        let under = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + under.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }
}

/// A backticked name the docs give, as the repository must hold it.
private struct DocName {
    enum Kind: CustomStringConvertible {
        case path, file, type
        var description: String {
            switch self {
            case .path: return "is no file or folder"
            case .file: return "is no file under Sources or Tests"
            case .type: return "is no type, extension or target declared in Sources or Tests"
            }
        }
    }

    var kind: Kind
    var name: String

    /// Words the docs write in backticks that look like Swift's but are other apps' names.
    static let notSwift: Set<String> = ["GymBook", "FitNotes"]
    /// Files named for what they are, not for source: an export, a data file, a page.
    static let dataExtensions = ["csv", "json", "md", "txt", "sqlite", "theme", "fish", "bash", "1"]

    /// What `span` names, or nil when it names nothing to check: a key, a column, an
    /// environment variable, a placeholder (`<Screen>`, `…`), a word of prose.
    init?(_ span: String, repository: RepositoryIndex) {
        let span = span.trimmingCharacters(in: .whitespaces)
        guard !span.isEmpty, !span.contains(where: { "…*<{ $".contains($0) }) else { return nil }
        let firstComponent = String(span.prefix { $0 != "/" })
        if span.hasPrefix("Sources/") || span.hasPrefix("Tests/") {
            (kind, name) = (.path, span)
        } else if span.contains("/"), repository.targets.contains(firstComponent) {
            (kind, name) = (.path, span)
        } else if let dot = span.lastIndex(of: "."), ["swift", "c", "h"].contains(String(span[span.index(after: dot)...])),
                  span.allSatisfy({ $0.isLetter || $0.isNumber || "_+-./".contains($0) }) {
            (kind, name) = (.file, span)
        } else if let dot = span.lastIndex(of: "."), Self.dataExtensions.contains(String(span[span.index(after: dot)...])) {
            return nil
        } else if let type = Self.typeName(span) {
            (kind, name) = (.type, type)
        } else {
            return nil
        }
    }

    /// The type `span` starts with, when it reads as Swift: `ProgramPlanner`, `Store.loadCatalog`,
    /// `ActiveWorkout.changes(since:)`. A single word (`Store`, `Enter`, `Date`) counts only with a
    /// member after it, as prose and keys are single words too; UPPER_CASE and lower case never.
    static func typeName(_ span: String) -> String? {
        let call = span.firstIndex(of: "(")
        if call != nil, !span.hasSuffix(")") { return nil }
        let path = call.map { String(span[..<$0]) } ?? span
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, let first = head.first, first.isUppercase, first.isASCII,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }),
              head.contains(where: \.isLowercase), !head.contains("_"),
              !notSwift.contains(head), KeyOverrides.key(named: head) == nil else { return nil }
        let compound = head.filter(\.isUppercase).count >= 2
        return compound || parts.count > 1 ? head : nil
    }
}

/// What the repository holds under Sources/ and Tests/: its files, its folders, its targets and
/// the names its Swift files declare.
private struct RepositoryIndex {
    var paths: Set<String> = []
    var targets: Set<String> = []
    var declared: Set<String> = []

    init(root: URL) throws {
        let manager = FileManager.default
        for top in ["Sources", "Tests"] {
            let folder = root.appendingPathComponent(top)
            for target in try manager.contentsOfDirectory(atPath: folder.path) { targets.insert(target) }
            let under = manager.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for relative in under {
                paths.insert(top + "/" + relative)
                guard relative.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                declared.formUnion(Self.declarations(in: text))
            }
        }
    }

    /// The names after `struct`, `enum`, `class`, `protocol`, `typealias`, `actor` and `extension`.
    static func declarations(in text: String) -> [String] {
        let introducers: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor", "extension"]
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return zip(words, words.dropFirst()).compactMap { introducers.contains($0) ? String($1) : nil }
    }

    func holds(_ reference: DocName) -> Bool {
        switch reference.kind {
        case .path:
            let path = reference.name.hasSuffix("/") ? String(reference.name.dropLast()) : reference.name
            if path.hasPrefix("Sources/") || path.hasPrefix("Tests/") { return paths.contains(path) }
            return paths.contains("Sources/" + path) || paths.contains("Tests/" + path)
        case .file:
            return paths.contains { $0.hasSuffix("/" + reference.name) }
        case .type:
            return declared.contains(reference.name) || targets.contains(reference.name)
        }
    }
}

/// The lines of `markdown` outside fenced blocks, each with its number.
private func proseLines(in markdown: String) -> [(number: Int, line: Substring)] {
    var lines: [(Int, Substring)] = []
    var fence: String?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == " " }
        if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
            if fence == nil { fence = marker } else if fence == marker { fence = nil }
            continue
        }
        if fence == nil { lines.append((index + 1, line)) }
    }
    return lines
}

/// The targets of the prose's links that name a file of the repository, relative to the
/// document (`](decisions/0001-….md)`), without their `#fragment`; web addresses left out.
private func localLinks(in markdown: String) -> [(line: Int, target: String)] {
    proseLines(in: markdown).flatMap { number, line in
        line.components(separatedBy: "](").dropFirst().compactMap { rest -> (Int, String)? in
            let target = String(rest.prefix { $0 != ")" && $0 != " " }.prefix { $0 != "#" })
            guard !target.isEmpty, !target.contains(":") else { return nil }
            return (number, target)
        }
    }
}

/// Each inline code span outside fenced blocks, with its line number: the text between a run of
/// backticks and the next run of as many, on one line.
private func codeSpans(in markdown: String) -> [(line: Int, span: String)] {
    var spans: [(Int, String)] = []
    for (number, line) in proseLines(in: markdown) {
        let characters = Array(line)
        var i = 0
        while i < characters.count {
            guard characters[i] == "`" else { i += 1; continue }
            var run = 0
            while i + run < characters.count && characters[i + run] == "`" { run += 1 }
            let start = i + run
            var j = start, closed: Int?
            while j < characters.count {
                if characters[j] == "`" {
                    var closing = 0
                    while j + closing < characters.count && characters[j + closing] == "`" { closing += 1 }
                    if closing == run { closed = j; break }
                    j += closing
                } else {
                    j += 1
                }
            }
            guard let end = closed else { break }
            spans.append((number, String(characters[start..<end])))
            i = end + run
        }
    }
    return spans
}
