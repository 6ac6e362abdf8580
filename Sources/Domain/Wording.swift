/// "1 set", "3 sets": a count and its noun, as the screens and the command line write them.
public func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)" + (n == 1 ? "" : "s") }
