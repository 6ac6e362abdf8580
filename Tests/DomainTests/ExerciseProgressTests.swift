import XCTest
@testable import Domain

/// The exercise page's computations: ranges, records, axis scales, month labels, downsampling.
final class ExerciseProgressTests: XCTestCase {
    private let today = Day(year: 2026, month: 11, day: 23)
    private func d(_ iso: String) -> Day { Day(iso: iso)! }
    private func point(_ iso: String, e1rm: Double, heaviest: Double, volume: Double) -> ExerciseSessionPoint {
        ExerciseSessionPoint(day: d(iso), bestE1RM: e1rm, heaviest: heaviest, bestSetVolume: heaviest * 5, volume: volume, workingSets: 3)
    }

    func testRangesStartMonthsBack() {
        XCTAssertEqual(ProgressRange.threeMonths.start(today: today), d("2026-08-23"))
        XCTAssertEqual(ProgressRange.year.start(today: today), d("2025-11-23"))
        XCTAssertNil(ProgressRange.all.start(today: today))
        XCTAssertEqual(ProgressRange.threeMonths.start(today: d("2026-05-31")), d("2026-02-28"), "the month's last day when shorter")
        XCTAssertEqual(ProgressRange.threeMonths.next, .year)
        XCTAssertEqual(ProgressRange.all.next, .threeMonths)
    }

    func testSeriesAreFilteredToTheRange() {
        let progress = ExerciseProgress(exerciseID: "x", sessions: [
            point("2025-01-10", e1rm: 80, heaviest: 70, volume: 1000),
            point("2026-10-01", e1rm: 90, heaviest: 75, volume: 0),
            point("2026-11-20", e1rm: 95, heaviest: 80, volume: 1200),
        ])
        XCTAssertEqual(progress.e1RMSeries(in: .threeMonths, today: today).map(\.value), [90, 95])
        XCTAssertEqual(progress.e1RMSeries(in: .all, today: today).count, 3)
        XCTAssertEqual(progress.volumeSeries(in: .all, today: today).map(\.value), [1000, 1200], "a session without weights has no bar")
    }

    func testRecordsKeepTheFirstDayReachedAndMostRepsPerWeight() {
        let records = ExerciseRecords(sessions: [
            point("2026-01-01", e1rm: 90, heaviest: 80, volume: 2000),
            point("2026-02-01", e1rm: 90, heaviest: 82.5, volume: 1500),
            point("2026-03-01", e1rm: 95, heaviest: 80, volume: 2000),
        ], repsAtWeight: [
            RepsAtWeight(day: d("2026-01-01"), weight: 80, reps: 5),
            RepsAtWeight(day: d("2026-03-01"), weight: 80, reps: 7),
            RepsAtWeight(day: d("2026-04-01"), weight: 80, reps: 7),
            RepsAtWeight(day: d("2026-02-01"), weight: 82.5, reps: 3),
        ])
        XCTAssertEqual(records.bestE1RM, DatedRecord(95, d("2026-03-01")))
        XCTAssertEqual(records.heaviest, DatedRecord(82.5, d("2026-02-01")))
        XCTAssertEqual(records.bestSessionVolume, DatedRecord(2000, d("2026-01-01")), "a tie keeps the first day")
        XCTAssertEqual(records.bestSetVolume, DatedRecord(412.5, d("2026-02-01")))
        XCTAssertEqual(records.mostRepsAtWeight, [
            RepsAtWeight(day: d("2026-02-01"), weight: 82.5, reps: 3),
            RepsAtWeight(day: d("2026-03-01"), weight: 80, reps: 7),
        ])
        XCTAssertNil(ExerciseRecords(sessions: [], repsAtWeight: []).heaviest)
    }

    func testAxisScaleHasRoundEndsAndFewEnoughTicks() {
        let scale = axisScale(low: 21.3, high: 25.6, count: 5)
        XCTAssertEqual(scale.ticks, [20, 22, 24, 26])
        XCTAssertEqual(scale.low, 20)
        XCTAssertEqual(scale.high, 26)
        XCTAssertEqual(axisScale(low: 0, high: 2400, count: 4).ticks, [0, 1000, 2000, 3000])
        XCTAssertEqual(axisScale(low: 0, high: 10, count: 3).ticks, [0, 5, 10])
        let single = axisScale(low: 100, high: 100, count: 5)
        XCTAssertTrue(single.low < 100 && single.high > 100, "a single value gets room around it")
        XCTAssertGreaterThanOrEqual(axisScale(low: 0.5, high: 3, count: 5).low, 0, "never below zero for values that are not")
        for count in 2...12 { XCTAssertLessThanOrEqual(axisScale(low: 13.7, high: 987.1, count: count).ticks.count, count) }
    }

    func testMonthTicksAreSpacedAndNameTheYearAtJanuary() {
        let ticks = monthTicks(first: d("2025-11-23"), last: today, columns: 60)
        XCTAssertEqual(ticks.first?.label, "Dec")
        XCTAssertTrue(ticks.contains { $0.label == "2026" })
        for (a, b) in zip(ticks, ticks.dropFirst()) { XCTAssertLessThan(a.column + a.label.count, b.column) }
        let narrow = monthTicks(first: d("2016-11-23"), last: today, columns: 30)
        XCTAssertFalse(narrow.isEmpty)
        XCTAssertTrue(narrow.allSatisfy { $0.column + $0.label.count <= 30 })
        for (a, b) in zip(narrow, narrow.dropFirst()) { XCTAssertLessThan(a.column + a.label.count, b.column) }
    }

    func testDateTicksNameBothEndsAndAFewDatesBetweenAsTheWidthAllows() {
        func labels(_ first: String, _ columns: Int) -> [String] {
            dateTicks(first: d(first), last: today, columns: columns).map(\.label)
        }
        // Three months: the ends, and the month starts two columns clear of them (1 Sep is too near 25 Aug).
        XCTAssertEqual(labels("2026-08-25", 74), ["25 Aug", "Oct", "Nov", "23 Nov"])
        XCTAssertEqual(labels("2026-08-25", 34), ["25 Aug", "Oct", "23 Nov"])
        // A year: the ends say theirs, and each month between comes once.
        XCTAssertEqual(labels("2025-11-23", 74), ["23 Nov 2025", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "23 Nov 2026"])
        // Two years: the year at January among the months, else the years alone, else nothing
        // between: a lone "Oct" would not say which October.
        XCTAssertEqual(labels("2024-11-23", 74), ["23 Nov 2024", "May", "Jul", "Sep", "Nov", "2026", "Mar", "May", "23 Nov 2026"])
        XCTAssertEqual(labels("2024-11-23", 40), ["23 Nov 2024", "Oct", "2026", "23 Nov 2026"])
        XCTAssertEqual(labels("2024-11-23", 34), ["23 Nov 2024", "23 Nov 2026"])
        XCTAssertEqual(labels("2024-11-23", 22), ["Nov 2024", "Nov 2026"], "narrower: the months of the ends")
        // Two weeks: no month starts between, so a date halfway, or more where they keep apart.
        XCTAssertEqual(labels("2026-11-09", 34), ["9 Nov", "16 Nov", "23 Nov"])
        XCTAssertEqual(labels("2026-11-09", 60), ["9 Nov", "13 Nov", "16 Nov", "20 Nov", "23 Nov"])
        XCTAssertEqual(labels("2026-11-09", 20), ["9 Nov", "23 Nov"])
        // One day, and a plot too narrow for two dates.
        XCTAssertEqual(labels("2026-11-23", 20), ["23 Nov"])
        XCTAssertEqual(labels("2026-11-09", 10), ["23 Nov"])
        for (first, columns) in [("2026-08-25", 74), ("2024-11-23", 34), ("2026-11-09", 34), ("2016-01-01", 60)] {
            let ticks = dateTicks(first: d(first), last: today, columns: columns)
            XCTAssertEqual(ticks.first?.column, 0)
            XCTAssertEqual(ticks.last.map { $0.column + $0.label.count }, columns, "the last date ends at the right edge")
            for (a, b) in zip(ticks, ticks.dropFirst()) { XCTAssertLessThan(a.column + a.label.count, b.column, "\(ticks)") }
        }
    }

    func testDownsampleKeepsEachSlicesPeak() {
        let series = [DayValue(d("2026-11-01"), 5), DayValue(d("2026-11-02"), 9), DayValue(d("2026-11-30"), 3)]
        let buckets = downsample(series, first: d("2026-11-01"), last: d("2026-11-30"), buckets: 3)
        XCTAssertEqual(buckets, [9, nil, 3])
        XCTAssertEqual(downsample(series, first: d("2026-11-01"), last: d("2026-11-30"), buckets: 0), [])
    }

    func testAxisColumnIsClamped() {
        XCTAssertEqual(axisColumn(d("2026-01-01"), first: d("2026-02-01"), last: d("2026-03-01"), columns: 10), 0)
        XCTAssertEqual(axisColumn(d("2026-03-01"), first: d("2026-02-01"), last: d("2026-03-01"), columns: 10), 9)
    }
}
