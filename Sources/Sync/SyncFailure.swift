/// A sync that cannot go on, in one sentence for the person at the terminal: what failed and
/// what to do. The executable shows it as it is.
public struct SyncFailure: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
