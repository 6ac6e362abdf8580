/// `gymtrack status --format`: a line written with named fields in braces, "{exercise} {rest}",
/// for tmux status bars and shell prompts. The fields are a promise: renamed never, only added.
public enum StatusFormat {
    /// Every field, in the order the help lists them, with what it holds.
    public static let fields: [(name: String, meaning: String)] = [
        ("status", "the line status prints without --format"),
        ("workout", "the running workout: Day A · Bench Press 2/3 · rest 0:45"),
        ("split", "the running workout's split"),
        ("exercise", "the exercise in front"),
        ("set", "its working sets done"),
        ("sets", "its working sets planned"),
        ("rest", "the rest left, as 0:45"),
        ("rest_seconds", "the rest left, in seconds"),
        ("next", "the next split in the rotation, or the program's next day: A1 Squat, bench"),
        ("streak", "the gym streak: 5d, or 4w when weeks count"),
        ("challenge", "today's challenge sets of the target: 2/3"),
    ]

    /// `template` with each `{field}` replaced by its value in `values` (a field with no value
    /// reads as nothing: no workout running, no rest); `{{` and `}}` are braces. Throws the one
    /// sentence that says what is wrong with the template.
    public static func fill(_ template: String, _ values: [String: String]) throws(StatusFormatError) -> String {
        var out = ""
        var rest = Substring(template)
        while let c = rest.first {
            rest = rest.dropFirst()
            if c == "{" && rest.first == "{" || c == "}" && rest.first == "}" {
                out.append(c)
                rest = rest.dropFirst()
            } else if c == "{" {
                guard let end = rest.firstIndex(of: "}") else { throw StatusFormatError(message: "--format has a { without its }; write {{ for a brace.") }
                let name = String(rest[..<end])
                guard fields.contains(where: { $0.name == name }) else {
                    throw StatusFormatError(message: "--format has no field {\(name)}; the fields are " + fields.map { "{\($0.name)}" }.joined(separator: ", ") + ".")
                }
                out += values[name] ?? ""
                rest = rest[rest.index(after: end)...]
            } else if c == "}" {
                throw StatusFormatError(message: "--format has a } without its {; write }} for a brace.")
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// A `--format` template that cannot be read, with the sentence that says why.
public struct StatusFormatError: Error, Equatable {
    public let message: String
}
