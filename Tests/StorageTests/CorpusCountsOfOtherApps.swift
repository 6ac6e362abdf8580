import Foundation
import XCTest
@testable import Storage

/// What a Fitbod, Liftosaur or GymBook export in the corpus holds, counted from its CSV by this
/// test alone, as `CorpusCounts` counts Strong's, Hevy's and FitNotes'.
extension CorpusCounts {
    init?(otherApp header: [String], _ rows: [[String]]) {
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        func number(_ text: String) -> Double? { Double(text.trimmingCharacters(in: .whitespaces)) }
        let poundsPerKilogram = 2.204_622_621_8
        var workoutKeys: Set<String> = [], durationKeys: Set<String> = [], noteKeys: Set<String> = []
        var volume = 0.0, warmups = 0, amrapSets = 0, rpes = 0, planned = 0
        kilograms = 0
        if header.contains("isWarmup") {
            // Fitbod: a workout is its Date; the older form's Sets is how many sets a row is.
            let date = column("Date")!, exercise = column("Exercise")!, reps = column("Reps")!, warmup = column("isWarmup")!
            let weight = column("Weight(kg)") ?? column("Weight")!, note = column("Note")!, sets = column("Sets")
            let seconds = column("Duration(s)"), distance = column("Distance(m)"), incline = column("Incline"), resistance = column("Resistance")
            for r in rows {
                let n = sets.flatMap { Int(r[$0]) } ?? 1
                workoutKeys.insert(r[date])
                self.sets += n
                planned += n
                let w = abs(number(r[weight]) ?? 0) // an assisted exercise's help is below 0
                if w > 0 { weights += n; kilograms! += w * Double(n) }
                volume += w * (number(r[reps]) ?? 0) * Double(n)
                if let seconds, (number(r[seconds]) ?? 0).rounded() > 0 { setSeconds += n }
                if let distance, number(r[distance]) ?? 0 > 0 { distances += n }
                if r[warmup].lowercased() == "true" { warmups += n }
                let extras = [incline, resistance].compactMap { $0 }.contains { number(r[$0]) ?? 0 > 0 }
                if !r[note].isEmpty || extras { noteKeys.insert(r[date] + "|" + r[exercise]) }
            }
        } else if header.contains("Completed Reps") {
            // Liftosaur: a workout is its DateTime; a set is done when it has completed reps, and
            // the workout lasts until its last done set's time (whole seconds, both in UTC).
            let start = column("Workout DateTime")!, exercise = column("Exercise")!, reps = column("Completed Reps")!
            let weight = column("Completed Weight Value")!, unit = column("Completed Weight Unit")!, time = column("Completed Reps Time")!
            let warmup = column("Is Warmup Set?")!, amrap = column("Is AMRAP?")!, rpe = column("Completed RPE")!, note = column("Notes")!
            var done: Set<String> = [], steps: Set<String> = [], last: [String: String] = [:]
            for r in rows {
                let step = r[start] + "|" + r[exercise]
                workoutKeys.insert(r[start])
                steps.insert(step)
                planned += 1
                if !r[note].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { noteKeys.insert(step) }
                guard let n = number(r[reps]) else { continue }
                done.insert(step)
                sets += 1
                let kg = (number(r[weight]) ?? 0) / (r[unit] == "lb" ? poundsPerKilogram : 1)
                if kg > 0 { weights += 1; kilograms! += kg }
                volume += kg * n
                if r[warmup] == "1" { warmups += 1 }
                if r[amrap] == "1" { amrapSets += 1 }
                if !r[rpe].isEmpty { rpes += 1 }
                let seconds = String(r[time].prefix(19))
                if !r[time].isEmpty && seconds > last[r[start], default: ""] { last[r[start]] = seconds }
            }
            durationKeys = Set(last.filter { $0.value > String($0.key.prefix(19)) }.keys)
            skippedSteps = steps.subtracting(done).count
        } else if header.contains("Saltato") {
            // GymBook (Italian): a workout is a day's sets of one Programma, from its first done
            // set's time to its last; a skipped set is not done; units are in the cells.
            let date = column("Data")!, program = column("Programma")!, time = column("Orario")!, exercise = column("Esercizio")!
            let kind = column("Set / Set di riscaldamento / Set di defaticamento")!, amount = column("Ripetizioni / Tempo")!
            let load = column("Peso / Distanza")!, note = column("Appunti")!, skipped = column("Saltato")!
            var done: Set<String> = [], steps: Set<String> = [], times: [String: [String]] = [:], allTimes: [String: [String]] = [:]
            for r in rows {
                let workout = r[date] + "|" + r[program], step = workout + "|" + r[exercise]
                workoutKeys.insert(workout)
                steps.insert(step)
                planned += 1
                allTimes[workout, default: []].append(r[time])
                if !r[note].isEmpty { noteKeys.insert(step) }
                guard r[skipped] != "Si" else { continue }
                done.insert(step)
                times[workout, default: []].append(r[time])
                sets += 1
                let value = Double(r[load].split(separator: " ")[0].replacingOccurrences(of: ",", with: ".")) ?? 0
                let reps = r[amount].hasSuffix("ripetizioni") ? Double(r[amount].split(separator: " ")[0]) ?? 0 : 0
                if r[load].hasSuffix(" kg") && value > 0 { weights += 1; kilograms! += value; volume += value * reps }
                if r[load].hasSuffix(" km") && value > 0 { distances += 1 }
                if r[amount].hasSuffix("secondi") || r[amount].hasSuffix("minuti") { setSeconds += 1 }
                if r[kind] != "Set" { warmups += 1 }
            }
            durationKeys = Set(workoutKeys.filter { key in
                let clock = times[key] ?? allTimes[key]!
                return clock.max()! > clock.min()!
            })
            skippedSteps = steps.subtracting(done).count
        } else {
            return nil
        }
        if skippedSteps == nil { skippedSteps = 0 }
        workouts = workoutKeys.count
        workoutsWithDuration = durationKeys.count
        stepNotes = noteKeys.count
        self.volume = volume
        self.warmups = warmups
        self.amrapSets = amrapSets
        self.rpes = rpes
        plannedSets = planned
    }
}

extension RealExportsTests {
    /// The set kinds, the sum of weight × reps and the steps' plans a file holds, where its
    /// counts say them (`CorpusCounts`).
    func assertSetKindsAndPlans(_ expected: CorpusCounts, in store: Store, _ name: String) throws {
        if let volume = expected.volume {
            let stored = try store.db.firstRow("SELECT total(weight * reps) AS v FROM set_logs")?.double("v") ?? 0
            XCTAssertEqual(stored, volume, accuracy: max(0.01, volume * 1e-9), "\(name): weight × reps")
        }
        let counts: [(Int?, String, String)] = [
            (expected.warmups, "set_logs", "is_warmup = 1"), (expected.amrapSets, "set_logs", "set_type = 'amrap'"),
            (expected.rpes, "set_logs", "rpe IS NOT NULL"), (expected.stepNotes, "session_steps", "note != ''"),
            (expected.skippedSteps, "session_steps", "skipped = 1"),
        ]
        for (count, table, condition) in counts {
            if let count { XCTAssertEqual(try store.count(table, where: condition), count, "\(name): \(condition)") }
        }
        if let planned = expected.plannedSets {
            let stored = try store.db.firstRow("SELECT total(warmup_sets + working_sets) AS n FROM session_steps")?.double("n") ?? 0
            XCTAssertEqual(Int(stored), planned, "\(name): sets planned")
        }
    }
}
