/// "1 set", "3 sets": a count and its noun, as the screens and the command line write them.
/// "1 set", "3 sets", "1,163 sessions": a count and its noun, the thousands marked.
public func plural(_ n: Int, _ word: String) -> String { "\(groupedThousands(n)) \(word)" + (n == 1 ? "" : "s") }

/// A value from a file, quoted for a message: control characters written as escapes (`\e`,
/// `\n`, `\u{7}`), so a file cannot move the cursor or retitle the terminal, and a long value cut.
public func quotedValue(_ text: String, limit: Int = 40) -> String {
    "'" + escapedText(text, limit: limit) + "'"
}

/// `text` with control characters written as escapes and cut after `limit` characters.
/// The one rule for whatever a file, a peer or the database brings that is printed or drawn:
/// `controlEscape` for each character a terminal would act on, and a backslash doubled, so
/// that `\e` in a message is always the escape and never a name's own two characters.
public func escapedText(_ text: String, limit: Int = 40) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count >= limit { out += "…"; break }
        if scalar == "\\" {
            out += "\\\\"
        } else if let escape = controlEscape(scalar) {
            out += escape
        } else {
            out.unicodeScalars.append(scalar)
        }
        count += 1
    }
    return out
}

/// The escape a character a terminal would act on is shown as, nil for any other: C0 controls
/// (`\e`, `\n`, `\r`, `\t`, else `\u{7}`), DEL and the C1 controls (a lone 0x9B is a CSI to
/// some terminals), the line and paragraph separators, and the bidirectional overrides and
/// isolates, which would reorder the text around them.
public func controlEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x1B: return "\\e"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
        return "\\u{\(String(scalar.value, radix: 16))}"
    default: return nil
    }
}

/// Text of several lines from a file or the database (a plan file), printed to be read back:
/// each control character escaped by `controlEscape` but its line breaks (`\n`, `\r`, as any
/// editor ends lines) and tabs, and a backslash left as it is, so text without other control
/// characters is printed byte for byte.
public func escapedLines(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if scalar != "\n" && scalar != "\r" && scalar != "\t", let escape = controlEscape(scalar) {
            out.append(contentsOf: escape.unicodeScalars)
        } else {
            out.append(scalar)
        }
    }
    return String(out)
}

/// An import's summary in sentences, for the command line and the Settings tab's message.
extension ImportSummary {
    /// What a replace removes: "1987 sessions, 3 splits and 12 challenge days".
    public var removedText: String {
        var parts = [plural(sessionsRemoved, "session"), plural(splitsRemoved, "split"), plural(challengeDaysRemoved, "challenge day")]
        if exercisesRemoved > 0 { parts.append(plural(exercisesRemoved, "custom exercise")) }
        if bodyRemoved > 0 { parts.append(plural(bodyRemoved, "body measurement")) }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    /// What a sync changed (or would change) on one machine, in one line: "2 sessions added,
    /// 1 session updated (31 sets), 1 challenge day" or "nothing".
    public var syncText: String {
        var parts: [String] = []
        if sessionsAdded > 0 { parts.append(plural(sessionsAdded, "session") + " added") }
        if sessionsUpdated > 0 { parts.append(plural(sessionsUpdated, "session") + " updated") }
        if sets > 0 { parts[parts.count - 1] += " (\(plural(sets, "set")))" }
        if splitsAdded + splitsUpdated > 0 { parts.append(plural(splitsAdded + splitsUpdated, "split")) }
        if exercisesAdded + exercisesUpdated > 0 { parts.append(plural(exercisesAdded + exercisesUpdated, "custom exercise")) }
        if challengeDaysAdded + challengeDaysUpdated > 0 { parts.append(plural(challengeDaysAdded + challengeDaysUpdated, "challenge day")) }
        if bodyAdded + bodyUpdated > 0 { parts.append(plural(bodyAdded + bodyUpdated, "body measurement")) }
        if settingsChanged > 0 { parts.append(plural(settingsChanged, "setting")) }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    /// The lines printed after an import.
    public var text: String {
        var lines = [(dryRun ? "Dry run, nothing written; from \(source) it would import:" : "Imported from \(source):")]
        if changedNothing && !replaced {
            lines.append("  nothing \(dryRun ? "would change" : "changed"): the database already holds everything the file does.")
        }
        lines.append("  sessions: \(groupedThousands(sessionsAdded)) added, \(groupedThousands(sessionsUpdated)) updated, \(groupedThousands(sessionsUnchanged)) unchanged")
        lines.append("  sets: \(groupedThousands(sets))")
        lines.append("  splits: \(splitsAdded) added, \(splitsUpdated) updated, \(splitsUnchanged) unchanged")
        lines.append("  exercises: \(exercisesAdded) added, \(exercisesUpdated) updated")
        if challengeDaysAdded + challengeDaysUpdated > 0 {
            lines.append("  challenge days: \(challengeDaysAdded) added, \(challengeDaysUpdated) updated")
        }
        if bodyAdded + bodyUpdated + bodyUnchanged > 0 {
            lines.append("  body measurements: \(groupedThousands(bodyAdded)) added, \(groupedThousands(bodyUpdated)) updated, \(groupedThousands(bodyUnchanged)) unchanged")
        }
        if settingsChanged > 0 { lines.append("  settings: \(settingsChanged) changed") }
        lines += notes
        if sessionsKeptAsEdited > 0 {
            lines.append("  \(plural(sessionsKeptAsEdited, "session")) edited here since the file was first imported "
                         + "\(sessionsKeptAsEdited == 1 ? "was" : "were") kept as \(sessionsKeptAsEdited == 1 ? "it is" : "they are"), not read again.")
        }
        // After what the file says, being the longest: that stays in view in a message box.
        if !newExercises.isEmpty {
            lines.append("  new custom exercises: \(newExercises.map { escapedText($0, limit: 60) }.joined(separator: ", ")).")
        }
        if !defaultSplitsAdded.isEmpty {
            lines.append("  the default splits \(defaultSplitsAdded.joined(separator: "/")) \(dryRun ? "would be" : "are") back in the rotation: the file has no split in it")
        }
        if replaced {
            if dryRun {
                lines.append("Replace: \(removedText) would be removed; the database would be backed up first.")
            } else {
                lines.append("Replaced: \(removedText) removed" + (backupPath.map { "; the database as it was is backed up in \($0)." } ?? "."))
            }
        }
        return lines.joined(separator: "\n")
    }
}
