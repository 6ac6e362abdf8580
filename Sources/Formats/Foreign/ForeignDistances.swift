import Domain

/// The unit of another app's distance: a column's own (Hevy's `distance_km`, Strong's `km`), a
/// `Distance Unit` cell (`km`, Strong's `mi.`, FitNotes' `m`), or none said.
enum ForeignDistanceUnit: Equatable {
    case kilometres, miles, metres, feet, yards

    var metres: Double {
        switch self {
        case .kilometres: return 1000
        case .miles: return 1609.344
        case .metres: return 1
        case .feet: return 0.3048
        case .yards: return 0.9144
        }
    }

    /// The unit a cell names; nil for an empty cell; an error for one gymtrack does not know.
    init?(cell text: String) throws {
        let t = text.trimmingSpaces.lowercased()
        let name = t.hasSuffix(".") ? String(t.dropLast()) : t
        switch name {
        case "": return nil
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": self = .kilometres
        case "mi", "mile", "miles": self = .miles
        case "m", "meter", "meters", "metre", "metres": self = .metres
        case "ft", "feet", "foot": self = .feet
        case "yd", "yds", "yard", "yards": self = .yards
        default: throw ImportError("\(quotedValue(text.trimmingSpaces)) must be km, mi, m, ft or yd.")
        }
    }

    /// The unit that goes with a weight unit, as the apps write a distance in the lifter's units.
    init(following unit: WeightUnit) { self = unit == .kg ? .kilometres : .miles }
}

extension Cells {
    /// The distance of a row, from the first of `columns` (each with the unit its name gives,
    /// or nil: the unit in `unitColumn`, else none said) holding one above zero. Bounded by
    /// `ExportFormat.Bounds.distanceMeters`; one whose unit is not said is bounded as miles,
    /// the larger unit it may be read in.
    func distance(_ columns: [(Column, ForeignDistanceUnit?)], unitColumn: Column? = nil) throws -> (value: Double, unit: ForeignDistanceUnit?)? {
        for (column, named) in columns where column.index != nil {
            guard let value = try number(column), value > 0 else { continue }
            var unit = named
            if unit == nil, let unitColumn {
                do { unit = try ForeignDistanceUnit(cell: self[unitColumn]) } catch let error as ImportError {
                    throw ImportError("Line \(line): \(unitColumn.name) \(error.message)")
                }
            }
            let limit = ExportFormat.Bounds.distanceMeters.upperBound / (unit ?? .miles).metres
            guard value <= limit else {
                throw ImportError("Line \(line): \(column.name) \(quotedValue(self[column].trimmingSpaces)) is farther than gymtrack keeps (1000 km"
                                  + (unit == nil ? ", or 621.371 in miles, its unit not said)." : ")."))
            }
            return (value, unit)
        }
        return nil
    }
}
