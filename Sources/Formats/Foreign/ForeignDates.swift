import Domain

// Dates, times and lengths of time as other apps write them, in the languages they export in.

/// A date whose year is outside `DataBounds.years`: refused before any arithmetic on it, which
/// a year of twelve digits would overflow.
struct YearOutOfBounds: Error {}

/// The day of a date read from a file, once its year is known to be within the bounds.
private func boundedDay(year: Int, month: Int, day: Int) throws(YearOutOfBounds) -> Day {
    guard DataBounds.years.contains(year) else { throw YearOutOfBounds() }
    return Day(year: year, month: month, day: day)
}

/// Local wall-clock seconds (since 1970-01-01 00:00 local) and the offset given in the text, if
/// any; nil when the text is no date and time, `YearOutOfBounds` when its year is past the bounds.
func parseLocalDateTime(_ text: String, order: DateOrder? = nil) throws(YearOutOfBounds) -> (Int, Int?)? {
    let b = Array(text.utf8)
    if b.count >= 10, b[4] == UInt8(ascii: "-"), let iso = Day(iso: String(decoding: b[0..<10], as: UTF8.self)) {
        let day = try boundedDay(year: iso.year, month: iso.month, day: iso.day)
        if b.count == 10 { return (day.dayNumber * 86_400 + 12 * 3600, nil) }
        guard b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T"), let h = digits(b, 11, 2), b.count >= 16,
              b[13] == UInt8(ascii: ":"), let m = digits(b, 14, 2), h < 24, m < 60 else { return nil }
        var i = 16, s = 0
        if i < b.count, b[i] == UInt8(ascii: ":") {
            guard let sec = digits(b, 17, 2), sec < 61 else { return nil }
            s = sec
            i = 19
            if i < b.count, b[i] == UInt8(ascii: ".") { i += 1; while i < b.count, b[i] >= 48, b[i] <= 57 { i += 1 } }
        }
        var local = day.dayNumber * 86_400 + h * 3600 + m * 60 + s
        if i == b.count { return (local, nil) }
        var rest = String(decoding: b[i...], as: UTF8.self).trimmingSpaces
        // Fitbod on a 12-hour phone: "2025-01-01 06:30:00 PM +0000".
        if let meridiem = ["AM", "PM"].first(where: { rest.uppercased().hasPrefix($0) }) {
            guard h >= 1, h <= 12 else { return nil }
            local += (h == 12 ? -12 : 0) * 3600 + (meridiem == "PM" ? 12 * 3600 : 0)
            rest = String(rest.dropFirst(2)).trimmingSpaces
        }
        if rest.isEmpty { return (local, nil) }
        if rest == "Z" || rest == "+00:00" || rest == "UTC" { return (local, 0) }
        // "+02:00", or Fitbod's "+0000".
        let r = Array(rest.utf8)
        let colon = r.count == 6 ? 1 : 0
        if r.count == 5 + colon, r[0] == UInt8(ascii: "+") || r[0] == UInt8(ascii: "-"), let oh = digits(r, 1, 2),
           colon == 0 || r[3] == UInt8(ascii: ":"), let om = digits(r, 3 + colon, 2) {
            return (local, (oh * 3600 + om * 60) * (r[0] == UInt8(ascii: "-") ? -1 : 1))
        }
        return nil
    }
    if let slash = try parseSlashDateTime(text, order: order) { return slash }
    return try parseHevyDateTime(text)
}

/// "13/09/2021 10:41", "9/13/2021 10:41:22 PM" in `order`; "13.09.2021 10:41" (always day
/// first). A date alone is at noon.
func parseSlashDateTime(_ text: String, order: DateOrder?) throws(YearOutOfBounds) -> (Int, Int?)? {
    let words = text.split(separator: " ")
    guard let first = words.first else { return nil }
    let dotted = first.contains(".") && !first.contains("/")
    let parts = first.split(separator: dotted ? "." : "/", omittingEmptySubsequences: false)
    guard parts.count == 3, let a = Int(parts[0]), let b = Int(parts[1]), let y = Int(parts[2]), parts[2].count == 4 else { return nil }
    let dayFirst: Bool
    if dotted { dayFirst = true } else if let order { dayFirst = order == .dmy } else { return nil }
    let (d, m) = dayFirst ? (a, b) : (b, a)
    guard m >= 1, m <= 12, d >= 1, d <= Day.daysIn(month: m, year: y) else { return nil }
    let clock = words.count > 1 ? clockSeconds(Array(words[1...])) : 12 * 3600
    guard let clock else { return nil }
    return (try boundedDay(year: y, month: m, day: d).dayNumber * 86_400 + clock, nil)
}

/// Hevy's "8 Apr 2026, 16:50", with the month in any language Hevy exports in ("11 Nis 2026,
/// 13:05") and a 12-hour clock too ("8 Apr 2026, 4:50 PM").
func parseHevyDateTime(_ text: String) throws(YearOutOfBounds) -> (Int, Int?)? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
    guard words.count >= 4, let d = Int(words[0]), let y = Int(words[2]), let month = monthNumber(words[1]),
          d >= 1, d <= Day.daysIn(month: month, year: y), let clock = clockSeconds(Array(words[3...])) else { return nil }
    return (try boundedDay(year: y, month: month, day: d).dayNumber * 86_400 + clock, nil)
}

/// "16:50", "16:50:22", "4:50 PM", "4:50pm": seconds since midnight.
func clockSeconds(_ words: [Substring]) -> Int? {
    guard let first = words.first, words.count <= 2 else { return nil }
    var clock = first.lowercased()
    var meridiem = words.count == 2 ? words[1].lowercased().filter { $0 != "." } : ""
    for suffix in ["am", "pm"] where clock.hasSuffix(suffix) && meridiem.isEmpty {
        meridiem = suffix
        clock = String(clock.dropLast(2))
    }
    let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 }),
          var h = Int(parts[0]), let m = Int(parts[1]), m < 60 else { return nil }
    let s = parts.count == 3 ? Int(parts[2]) : 0
    guard let s, s < 60 else { return nil }
    switch meridiem {
    case "": guard h < 24 else { return nil }
    case "am": guard h >= 1, h <= 12 else { return nil }; if h == 12 { h = 0 }
    case "pm": guard h >= 1, h <= 12 else { return nil }; if h != 12 { h += 12 }
    default: return nil
    }
    return h * 3600 + m * 60 + s
}

/// The month a name or abbreviation stands for, in the languages Hevy and Strong export in:
/// "Apr", "Nis" (Turkish), "Mär", "févr.", "ago". A word that begins one month's name in
/// some language and another month's in another is no month.
func monthNumber(_ word: Substring) -> Int? {
    let w = word.lowercased().filter { $0 != "." }
    guard w.count >= 3 else { return nil }
    var found: Int?
    for (month, names) in monthNames.enumerated() {
        guard names.contains(where: { $0.hasPrefix(w) }) else { continue }
        if let f = found, f != month + 1 { return nil }
        found = month + 1
    }
    return found
}

/// Each month's names: English, Turkish, German, French, Spanish, Italian, Portuguese, Dutch,
/// Polish, Russian (nominative and genitive), and Indonesian.
private let monthNames: [[String]] = [
    ["january", "ocak", "januar", "jänner", "janvier", "enero", "gennaio", "janeiro", "januari", "styczeń", "stycznia", "январь", "января"],
    ["february", "şubat", "februar", "février", "febrero", "febbraio", "fevereiro", "februari", "luty", "lutego", "февраль", "февраля"],
    ["march", "mart", "märz", "mars", "marzo", "março", "maart", "marzec", "marca", "март", "марта", "maret"],
    ["april", "nisan", "avril", "abril", "aprile", "kwiecień", "kwietnia", "апрель", "апреля"],
    ["may", "mayıs", "mai", "mayo", "maggio", "maio", "mei", "maj", "maja", "май", "мая"],
    ["june", "haziran", "juni", "juin", "junio", "giugno", "junho", "czerwiec", "czerwca", "июнь", "июня"],
    ["july", "temmuz", "juli", "juillet", "julio", "luglio", "julho", "lipiec", "lipca", "июль", "июля"],
    ["august", "ağustos", "août", "agosto", "augustus", "sierpień", "sierpnia", "август", "августа", "agustus"],
    ["september", "eylül", "septembre", "septiembre", "settembre", "setembro", "wrzesień", "września", "сентябрь", "сентября"],
    ["october", "ekim", "oktober", "octobre", "octubre", "ottobre", "outubro", "październik", "października", "октябрь", "октября"],
    ["november", "kasım", "novembre", "noviembre", "novembro", "listopad", "listopada", "ноябрь", "ноября", "nopember"],
    ["december", "aralık", "dezember", "décembre", "diciembre", "dicembre", "dezembro", "grudzień", "grudnia", "декабрь", "декабря", "desember"],
]

/// A length of time as apps write it: plain seconds, `1:02:03`, `01:30`, or numbers with units
/// in the app's language (`2h 38m`, `38min`, `1 h 46 min`, `1小时13分钟`, `45 Min.`, `30s`).
func parseForeignDuration(_ text: String) -> Int? {
    if let n = Double(text), n.isFinite, n >= 0, n < 1e9 { return Int(n) }
    if text.contains(":") {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count >= 2, parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 && $0! < 100_000 }) else { return nil }
        return parts.reduce(0) { $0 * 60 + $1! }
    }
    var total = 0
    var number: Int?
    var unit = ""
    var sawUnit = false
    func close() -> Bool {
        guard let n = number, let seconds = durationUnits[unit.lowercased().filter { $0 != "." }] else { return false }
        total += n * seconds
        number = nil
        unit = ""
        sawUnit = true
        return true
    }
    for c in text {
        if let digit = c.wholeNumberValue, c.isASCII {
            if !unit.isEmpty { guard close() else { return nil } }
            guard (number ?? 0) < 1_000_000 else { return nil }
            number = (number ?? 0) * 10 + digit
        } else if c == " " {
            continue
        } else {
            guard number != nil else { return nil }
            unit.append(c)
        }
    }
    if number != nil { guard close() else { return nil } }
    return sawUnit ? total : nil
}

/// Seconds in each unit word apps write after a number.
private let durationUnits: [String: Int] = {
    var table: [String: Int] = [:]
    for w in ["h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "hora", "horas", "ora", "ore", "小时", "時間", "시간", "ч", "saat", "u", "uur", "godz"] {
        table[w] = 3600
    }
    for w in ["m", "min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuti", "分钟", "分", "분", "мин", "dk", "dakika"] {
        table[w] = 60
    }
    for w in ["s", "sec", "secs", "second", "seconds", "sek", "sekunden", "seconde", "secondes", "segundo", "segundos", "secondo", "secondi", "秒", "초", "с", "sn", "saniye"] {
        table[w] = 1
    }
    return table
}()
