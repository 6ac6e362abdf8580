import Domain
import Formats
import Foundation

// Plan files named on the line: read, and checked with each mistake's line and column.

/// The plan file at `file` as text, or the sentence saying why it cannot be read.
func readPlanFile(_ file: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: file) else {
        throw UsageError(message: "Cannot read \(file): check the path and that you may read it.")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw UsageError(message: "\(file) is not UTF-8 text: save it as UTF-8.") }
    return text
}

/// The parsed file, or a usage error listing each mistake as FILE:LINE:COLUMN.
func checked(_ text: String, file: String, catalog: Catalog) throws -> ProgramFile.Parsed {
    switch ProgramFile.parse(text, catalog: catalog) {
    case .success(let parsed): return parsed
    case .failure(let mistakes): throw UsageError(message: mistakeLines(mistakes, file: file))
    }
}

func mistakeLines(_ mistakes: ProgramFileMistakes, file: String) -> String {
    mistakes.all.map { "\(file):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
}

func checkProgram(_ file: String, catalog: Catalog) throws -> String {
    let parsed = try checked(try readPlanFile(file), file: file, catalog: catalog)
    let program = parsed.program
    let weeks = program.weeks > 1 ? ", \(program.weeks) weeks" : ""
    let blanks = parsed.blanks.isEmpty ? "" : "; \(parsed.blanks.count) weights (?) are asked for when it starts"
    return "\(file): \(printableName(program.name)), \(program.days.count) day\(program.days.count == 1 ? "" : "s")\(weeks): no mistakes\(blanks)."
}
