import Domain

/// A Strong export whose header line is gone (its owner deleted it): its rows are still
/// Strong's, told by their shape. Only the forms whose header names no unit are known so: a
/// header that put the unit in a column's name (`kg`, `Weight (kg)`, `Distance (meters)`)
/// cannot be told from its rows, and such a file is refused as before.
extension ForeignWorkouts {
    /// What a cell of one of Strong's columns holds.
    enum StrongCell {
        case date, text, name, duration, setOrder, number, weightUnit, distanceUnit

        func fits(_ cell: String, decimalComma: Bool) -> Bool {
            let text = cell.trimmingSpaces
            switch self {
            case .text: return true
            case .name: return !text.isEmpty
            case .date:
                // Either order: the file's own dates decide which, as for a file with its header.
                return DateOrder.allCases.contains { order in ((try? parseLocalDateTime(text, order: order)) ?? nil) != nil }
            case .duration: return text.isEmpty || parseForeignDuration(text) != nil
            case .setOrder: return StrongSetOrder(text) != nil
            case .number: return text.isEmpty || Double(decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text) != nil
            case .weightUnit: return ["", "kg", "kgs", "lb", "lbs"].contains(text.lowercased())
            case .distanceUnit: return ((try? ForeignDistanceUnit(cell: text)) ?? nil) != nil || text.isEmpty
            }
        }
    }

    /// Strong's forms without a unit in a column's name, each column with what its cells hold.
    static let strongShapes: [[(name: String, cell: StrongCell)]] = [
        // The desktop and iOS form.
        [("Date", .date), ("Workout Name", .text), ("Duration", .duration), ("Exercise Name", .name), ("Set Order", .setOrder),
         ("Weight", .number), ("Reps", .number), ("Distance", .number), ("Seconds", .number), ("Notes", .text),
         ("Workout Notes", .text), ("RPE", .number)],
        // The newer form with units in cells, with and without the workout's duration last.
        [("Date", .date), ("Workout Name", .text), ("Exercise Name", .name), ("Set Order", .setOrder), ("Weight", .number),
         ("Weight Unit", .weightUnit), ("Reps", .number), ("RPE", .number), ("Distance", .number), ("Distance Unit", .distanceUnit),
         ("Seconds", .number), ("Notes", .text), ("Workout Notes", .text), ("Workout Duration", .duration)],
        [("Date", .date), ("Workout Name", .text), ("Exercise Name", .name), ("Set Order", .setOrder), ("Weight", .number),
         ("Weight Unit", .weightUnit), ("Reps", .number), ("RPE", .number), ("Distance", .number), ("Distance Unit", .distanceUnit),
         ("Seconds", .number), ("Notes", .text), ("Workout Notes", .text)],
        // Older forms, without the workout's duration, with and without RPE.
        [("Date", .date), ("Workout Name", .text), ("Exercise Name", .name), ("Set Order", .setOrder), ("Weight", .number),
         ("Reps", .number), ("Distance", .number), ("Seconds", .number), ("Notes", .text), ("Workout Notes", .text)],
        [("Date", .date), ("Workout Name", .text), ("Exercise Name", .name), ("Set Order", .setOrder), ("Weight", .number),
         ("Reps", .number), ("Distance", .number), ("Seconds", .number), ("Notes", .text), ("Workout Notes", .text), ("RPE", .number)],
    ]

    /// The header of the one Strong form whose shape `fields` (a file's first record) has,
    /// or nil: none, or more than one.
    static func strongHeader(shapedLike fields: [String], decimalComma: Bool) -> [String]? {
        let fitting = strongShapes.filter { shape in
            shape.count == fields.count && zip(shape, fields).allSatisfy { $0.cell.fits($1, decimalComma: decimalComma) }
        }
        guard fitting.count == 1 else { return nil }
        return fitting[0].map(\.name)
    }
}
