import XCTest
@testable import Domain

/// The one codec between settings and their stored strings.
final class SettingsCodecTests: XCTestCase {
    func testStoredStringsRoundTripAndBadOnesKeepTheDefault() {
        let settings = Settings(bell: false, challengeTarget: 5, unit: .lb, restSeconds: 120)
        let stored = Dictionary(uniqueKeysWithValues: SettingKey.allCases.map { ($0, settings.stored($0)) })
        XCTAssertEqual(Settings(stored: stored), settings)
        XCTAssertEqual(Settings(stored: [:]), Settings())
        XCTAssertEqual(Settings(stored: [.unit: "stone", .challengeTarget: "x", .restSeconds: "-4"]), Settings())
        XCTAssertEqual(Settings(stored: [.challengeTarget: "0"]).challengeTarget, 1, "a day needs at least one set")
        XCTAssertEqual(Settings().challengeTarget, DailyChallenge.defaultTarget)
        XCTAssertEqual(SettingKey.restSeconds.rawValue, "rest_seconds", "the stored key names never change")
        XCTAssertEqual(SettingKey.challengeTarget.rawValue, "challenge_target")
    }
}
