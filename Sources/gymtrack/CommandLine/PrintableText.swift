import Domain

/// A name from the database as a terminal may be given it: control characters written as
/// escapes (`\e`, `\u{7}`), as import messages write a file's text, so a name an imported
/// file gave an exercise or a workout cannot move the cursor or retitle the terminal. Whole,
/// however long. JSON output needs no more than JSON's own escaping.
func printableName(_ name: String) -> String {
    escapedText(name, limit: .max)
}
