import Foundation

/// The variables gymtrack reads, by getenv: ProcessInfo copies the whole environment, which
/// every start would pay for to read a few variables.
func environment(_ keys: String...) -> [String: String] {
    var found: [String: String] = [:]
    for key in keys { if let value = getenv(key) { found[key] = String(cString: value) } }
    return found
}

/// `path` itself when it is absolute and already standard (no empty, `.` or `..` component, no
/// trailing slash), which is what `DatabaseLocation.absolute` would return for it, without
/// going through Foundation's URL standardisation at every start; else nil.
func standardAbsolute(_ path: String?) -> String? {
    guard let path, path.hasPrefix("/"), path.count > 1, !path.hasSuffix("/") else { return nil }
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    return components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." } ? path : nil
}
