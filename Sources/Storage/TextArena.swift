import CSQLite
import Glibc

/// Text bound to a statement without SQLite copying it. With SQLITE_TRANSIENT, SQLite
/// allocates and copies every text it is given and frees it at the next reset: for an
/// import's many-row inserts that was a malloc and a free per text value, about 7% of the
/// import. Bound from here (SQLITE_STATIC), the bytes are copied once into chunks that live
/// as long as the arena and are reused for each statement run.
///
/// Safe because `Statement.step` clears the bindings when a statement finishes or fails:
/// no statement points into the arena once it has run, so `reuse` may overwrite it.
final class TextArena {
    private static let chunkSize = 64 * 1024
    private var chunks: [UnsafeMutableRawBufferPointer] = []
    private var chunk = 0
    private var used = 0

    deinit { for c in chunks { c.deallocate() } }

    /// Forgets what was copied: the statements bound from it have run.
    func reuse() {
        chunk = 0
        used = 0
    }

    /// A NUL-terminated copy of `text` that lives until the next `reuse`, and its length in bytes.
    func copy(_ text: String) -> (UnsafePointer<CChar>, Int32) {
        let utf8 = text.utf8
        if let copied = utf8.withContiguousStorageIfAvailable({ copy($0) }) { return copied }
        return Array(utf8).withUnsafeBufferPointer { copy($0) }
    }

    private func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> (UnsafePointer<CChar>, Int32) {
        let needed = bytes.count + 1
        while chunk < chunks.count && used + needed > chunks[chunk].count {
            chunk += 1
            used = 0
        }
        if chunk == chunks.count {
            chunks.append(.allocate(byteCount: max(TextArena.chunkSize, needed), alignment: 1))
            used = 0
        }
        let start = chunks[chunk].baseAddress! + used
        if let base = bytes.baseAddress { start.copyMemory(from: base, byteCount: bytes.count) }
        start.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
        used += needed
        return (UnsafePointer(start.assumingMemoryBound(to: CChar.self)), Int32(bytes.count))
    }
}
