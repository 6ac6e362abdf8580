import Domain
import Formats
import XCTest
@testable import Storage

/// Programs in an export and back: a merge keeps the later version of each (by uid, else by
/// key), tombstones keep deleted ones away, a replace takes the file's, older files have none.
final class ProgramExchangeTests: XCTestCase {
    private let now = moment(sunday, 9, 0)

    private func exported(_ store: Store) throws -> ImportBundle {
        try ExportFormat.decode(Array(try store.exportText(at: now).utf8))
    }

    private func storeWithProgram(text: String = "here", at time: Moment) throws -> (Store, ProgramRecord) {
        let store = try Store.withCatalog(now: now)
        return (store, try store.saveProgram(ProgramRecord(key: "GZCLP", text: text), now: time))
    }

    func testTheExportCarriesEachProgramWhole() throws {
        let (store, program) = try storeWithProgram(at: now)
        try store.startProgram(uid: program.uid, now: moment(sunday, 9, 30))
        let bundle = try exported(store)
        XCTAssertEqual(bundle.programs, [try XCTUnwrap(try store.program(uid: program.uid))])
        XCTAssertEqual(bundle.programs.first?.startedAt, moment(sunday, 9, 30).epochSeconds)
        XCTAssertEqual(bundle.settings[SettingKey.program.rawValue], program.uid)
        XCTAssertNotNil(bundle.settingsUpdatedAt[SettingKey.program.rawValue], "stamped, so a sync keeps the later choice")
    }

    func testAMergeKeepsTheLaterVersion() throws {
        let (store, program) = try storeWithProgram(at: now)
        var file = ImportBundle(source: "test")
        var older = program
        older.text = "older"
        older.updatedAt = moment(sunday, 8, 0).isoDateTime
        file.programs = [older]
        var summary = try store.importBundle(file, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.program(uid: program.uid)?.text, "here", "an older version changes nothing")
        XCTAssertTrue(summary.notes.isEmpty, summary.text)

        var newer = program
        newer.text = "newer"
        newer.startedAt = 1_795_000_000
        newer.updatedAt = "2026-11-22T09:30:00Z" // later, in another offset
        file.programs = [newer]
        summary = try store.importBundle(file, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.program(uid: program.uid), newer)
        XCTAssertTrue(summary.text.contains("programs: 0 added, 1 updated"), summary.text)

        // The same program (one key) started on another machine, edited later there: the file's,
        // uid and all, and still the one followed.
        try store.startProgram(uid: program.uid, now: moment(sunday, 9, 40))
        let elsewhere = ProgramRecord(uid: ULID.make(epochSeconds: now.epochSeconds), key: "GZCLP", text: "elsewhere",
                                      updatedAt: "2026-11-22T10:00:00Z")
        file.programs = [elsewhere]
        _ = try store.importBundle(file, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.programs(), [elsewhere])
        XCTAssertEqual(try store.activeProgram(), elsewhere)

        // One new here is added.
        let fresh = ProgramRecord(uid: ULID.make(epochSeconds: now.epochSeconds), key: "PPL", text: "ppl", updatedAt: now.isoDateTime)
        file.programs = [fresh]
        summary = try store.importBundle(file, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.programs().map(\.key), ["GZCLP", "PPL"])
        XCTAssertTrue(summary.text.contains("programs: 1 added, 0 updated"), summary.text)
    }

    func testTombstonesAreRespected() throws {
        let (store, program) = try storeWithProgram(at: now)
        // The file deleted it: gone here too.
        var file = ImportBundle(source: "test")
        file.tombstones = [program.uid: moment(sunday, 10, 0).isoDateTime]
        _ = try store.importBundle(file, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try store.programs(), [])

        // Deleted here: a file that still has it does not bring it back.
        let (other, kept) = try storeWithProgram(at: now)
        let alive = try exported(other)
        try other.deleteProgram(uid: kept.uid, now: moment(sunday, 10, 0))
        var later = alive
        later.programs[0].updatedAt = moment(sunday, 11, 0).isoDateTime
        _ = try other.importBundle(later, mode: .merge, dryRun: false, now: now)
        XCTAssertEqual(try other.programs(), [])
    }

    func testAReplaceTakesTheFilesPrograms() throws {
        let (store, program) = try storeWithProgram(at: now)
        try store.startProgram(uid: program.uid, now: now)
        let (source, theirs) = try storeWithProgram(text: "theirs", at: moment(sunday, 8, 0))
        let file = try exported(source)
        _ = try store.importBundle(file, mode: .replace, dryRun: false, now: now)
        XCTAssertEqual(try store.programs(), [theirs], "the file's, though older")
        XCTAssertNil(try store.activeProgram(), "the file follows none")
    }

    func testAFileOfAnOlderFormatHasNoProgramsAndAProgramIsChecked() throws {
        let older = """
            {"format": "gymtrack-export", "schemaVersion": 3, "createdAt": "2026-11-22T08:00:00+01:00", "app": {"name": "gymtrack", "version": "0.1"},
             "settings": {}, "taxonomy": [], "exercises": [], "splits": [], "sessions": [], "challengeDays": []}
            """
        XCTAssertEqual(try ExportFormat.decode(Array(older.utf8)).programs, [])
        let store = try Store.withCatalog(now: now)
        XCTAssertTrue(try store.importBundle(try ExportFormat.decode(Array(older.utf8)), mode: .merge, dryRun: false, now: now).changedNothing)

        func refusal(_ programs: String) -> String? {
            let text = older.replacingOccurrences(of: "\"schemaVersion\": 3", with: "\"schemaVersion\": 4")
                .replacingOccurrences(of: "\"challengeDays\": []", with: "\"challengeDays\": [], \"programs\": \(programs)")
            do {
                _ = try ExportFormat.decode(Array(text.utf8))
                return nil
            } catch {
                return (error as? ImportError)?.message
            }
        }
        let uid = "01KAAAAAAAAAAAAAAAAAAAAAAA"
        XCTAssertNil(refusal("[{\"uid\": \"\(uid)\", \"key\": \"GZCLP\", \"text\": \"\", \"startedAt\": null, \"updatedAt\": \"2026-11-22T08:00:00Z\"}]"))
        XCTAssertEqual(refusal("[{\"uid\": \"\(uid)\", \"key\": \"\", \"text\": \"\", \"startedAt\": null, \"updatedAt\": \"2026-11-22T08:00:00Z\"}]"),
                       "Field programs[0].key must be non-empty text.")
        XCTAssertEqual(refusal("[{\"uid\": \"\(uid)\", \"key\": \"A\", \"text\": \"\", \"startedAt\": -1, \"updatedAt\": \"2026-11-22T08:00:00Z\"}]"),
                       "Field programs[0].startedAt must be a number from 0 to 253402300799, or null.")
        XCTAssertEqual(refusal("""
            [{"uid": "\(uid)", "key": "A", "text": "", "startedAt": null, "updatedAt": "2026-11-22T08:00:00Z"},
             {"uid": "01KBBBBBBBBBBBBBBBBBBBBBBB", "key": "A", "text": "", "startedAt": null, "updatedAt": "2026-11-22T08:00:00Z"}]
            """), "Field programs[1].key repeats programs[0].key; each program needs a key of its own.")
    }
}
