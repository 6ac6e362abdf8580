/// The lifter's own weight increment of one exercise (kilograms), by the exercise's id, and when
/// it was set (the exercise row's stamp): a bundled exercise is no record of the file, so its
/// step travels on its own.
public struct ImportedWeightStep: Equatable, Sendable {
    public var exerciseID: String
    public var kilograms: Double
    public var updatedAt: String

    public init(exerciseID: String, kilograms: Double, updatedAt: String) {
        self.exerciseID = exerciseID
        self.kilograms = kilograms
        self.updatedAt = updatedAt
    }
}
