import AppCore
import Domain
import Foundation
import Glibc
import Storage
import Synchronization

/// Carries out an export, import, backup or reset on `store` (a connection of the task's own),
/// calling `step` at each step it reaches: a title and lines to show.
public typealias DataTaskRunner = @Sendable (DataTask, Store, Moment, _ step: @escaping @Sendable (String) -> Void) throws
    -> (title: String, lines: [String])

/// What a data task running off the loop has to say to it: its steps and its end, as messages,
/// with a pipe the loop's wait watches, so news wakes it.
final class DataTaskMailbox: Sendable {
    private let messages = Mutex<[Msg]>([])
    /// Readable while news waits; the loop polls it beside the keyboard.
    let wakeDescriptor: Int32
    private let wakeWriter: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for fd in ends {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        wakeDescriptor = ends[0]
        wakeWriter = ends[1]
    }

    deinit {
        if wakeDescriptor >= 0 { close(wakeDescriptor) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    func post(_ msg: Msg) {
        messages.withLock { $0.append(msg) }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    /// The news so far, oldest first; the pipe is read empty.
    func take() -> [Msg] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
        return messages.withLock { news in
            defer { news = [] }
            return news
        }
    }

    /// Waits up to `milliseconds` for news.
    func wait(milliseconds: Int32) {
        var fd = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&fd, 1, milliseconds)
    }

    /// Runs `task` on a thread of its own, on a Store of its own opened on `path`: the loop's
    /// connection stays with the loop. Its steps and its end are posted here.
    func start(_ task: DataTask, path: String, now: Moment, runner: @escaping DataTaskRunner) {
        Thread.detachNewThread { [self] in
            let end: Msg
            do {
                let store = try Store(path: path, openHere: true)
                let (title, lines) = try runner(task, store, now) { step in self.post(.dataTaskProgress(step)) }
                end = .dataTaskFinished(title: title, lines: lines)
            } catch {
                end = .dataTaskFailed(sentence(for: error))
            }
            post(end)
        }
    }
}

/// An error already phrased for the person at the terminal (what failed, what to do), shown
/// as it is: the store's, and those of what a data task does beside it (a file it reads or
/// writes), which the executable defines.
public protocol UserFacingError: Error {
    var message: String { get }
}

extension StoreError: UserFacingError {}

/// The one sentence a failed write or task shows.
func sentence(for error: Error) -> String {
    (error as? UserFacingError)?.message ?? "Could not save: \(error). Nothing was changed."
}

/// Whether `path` names something that is not a folder (a file an export would replace).
func isExistingFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
}
