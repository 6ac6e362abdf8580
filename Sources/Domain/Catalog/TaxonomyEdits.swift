/// The muscle taxonomy grown by hand: a region added to a group (or to a new group), and the
/// regions an exercise typed by hand trains.

/// A region to add, with the group it goes in: one of the taxonomy's, or a new one.
public struct NewRegion: Hashable, Sendable {
    public var region: MuscleRegion
    /// The group: its id and name (its regions are not carried).
    public var group: MuscleGroup
    public var isNewGroup: Bool

    public init(region: MuscleRegion, group: MuscleGroup, isNewGroup: Bool) {
        self.region = region
        self.group = group
        self.isNewGroup = isNewGroup
    }
}

extension Catalog {
    /// A region named `name` in the group named `groupName` (any case), or in a new group of that
    /// name; a sentence when a name is missing or the group has a region of that name already.
    public func newRegion(named name: String, inGroup groupName: String) -> Result<NewRegion, TaxonomyEditError> {
        let name = name.trimmingSpaces, groupName = groupName.trimmingSpaces
        guard !groupName.isEmpty else { return .failure(TaxonomyEditError("Name the muscle group the region belongs to.")) }
        guard !name.isEmpty else { return .failure(TaxonomyEditError("Name the region.")) }
        let existing = groups.first { $0.name.lowercased() == groupName.lowercased() }
        if let existing, existing.regions.contains(where: { $0.name.lowercased() == name.lowercased() || $0.label.lowercased() == name.lowercased() }) {
            return .failure(TaxonomyEditError("\(existing.name) has a region named \(name) already."))
        }
        let group = existing.map { MuscleGroup(id: $0.id, name: $0.name, regions: []) }
            ?? MuscleGroup(id: freeID("custom-" + slug(groupName), taken: Set(groups.map(\.id))), name: groupName, regions: [])
        let id = freeID(group.id + "-" + slug(name), taken: Set(groups.flatMap(\.regions).map(\.id)))
        return .success(NewRegion(region: MuscleRegion(id: id, groupID: group.id, name: name, label: name), group: group, isNewGroup: existing == nil))
    }

    /// The catalog with `new` added at the end of its group (a new group last).
    public func adding(_ new: NewRegion) -> Catalog {
        var groups = self.groups
        if let i = groups.firstIndex(where: { $0.id == new.group.id }) {
            groups[i].regions.append(new.region)
        } else {
            groups.append(MuscleGroup(id: new.group.id, name: new.group.name, regions: [new.region]))
        }
        return Catalog(groups: groups, exercises: exercises, isPartial: isPartial)
    }

    /// The catalog with the exercise `id` training `primary` (in taxonomy order), nothing secondary.
    public func settingRegions(of id: String, primary: Set<String>) -> Catalog {
        guard var exercise = exercise(id) else { return self }
        exercise.primary = groups.flatMap(\.regions).map(\.id).filter { primary.contains($0) }
        exercise.secondary = []
        var catalog = self
        catalog.upsert(exercise)
        return catalog
    }
}

/// Why a region could not be added: one sentence for the person.
public struct TaxonomyEditError: Error, Equatable, Sendable {
    public var sentence: String
    public init(_ sentence: String) { self.sentence = sentence }
}

/// "Hip Adductors" → "hip-adductors".
private func slug(_ text: String) -> String {
    let lowered = text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    return String(lowered).split(separator: "-").joined(separator: "-")
}

/// `base`, or `base` with dashes added until no id in `taken` has it.
private func freeID(_ base: String, taken: Set<String>) -> String {
    var id = base
    while taken.contains(id) { id += "-" }
    return id
}
