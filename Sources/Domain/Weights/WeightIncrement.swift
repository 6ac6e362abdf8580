extension Settings {
    /// One weight increment of `exercise` in kilograms: what +/- add and progression offers.
    /// The exercise's own (dumbbells 2 kg, a machine 5 kg) when the lifter set one, else the
    /// step from Settings in the user's unit (2.5 kg or 5 lb).
    public func weightIncrement(for exercise: CatalogExercise?) -> Double {
        if let own = exercise?.weightStep, own > 0 { return own }
        return unit.toKilograms(weightStep)
    }
}
