import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An interactive shell on a pseudo-terminal, typed into and read like a person at a keyboard.
///
/// `script` (util-linux) makes the pseudo-terminal the shell's controlling terminal, as a terminal emulator
/// does; keys are written to it and everything the terminal shows is read back. Every wait is for text to
/// appear, with a deadline generous enough for a busy machine, never a fixed pause.
final class TerminalSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var shown: [UInt8] = []
    private var searchedUpTo = 0

    /// Starts `command` (a program and its arguments) in `directory`.
    init(_ command: [String], environment: [String: String], directory: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = [
            "--quiet", "--flush", "--return", "--command", command.map(Self.quoted).joined(separator: " "), "/dev/null",
        ]
        process.environment = environment.merging(["SHELL": "/bin/sh", "TERM": "xterm", "COLUMNS": "200"]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        // A shell that has gone makes typing a broken pipe: an error to ignore, not a signal ending the tests.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Everything the terminal showed so far, escape sequences included.
    var transcript: String { String(decoding: shown, as: UTF8.self) }

    /// Presses keys: text, `\t` for Tab, `\r` for Enter.
    func type(_ keys: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data(keys.utf8))
    }

    /// Waits until `text` shows after what earlier waits found; false when `seconds` pass first.
    @discardableResult
    func waitFor(_ text: String, within seconds: Double = 60) -> Bool {
        let wanted = Array(text.utf8)
        let deadline = Date().addingTimeInterval(seconds)
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            if let end = firstEnd(of: wanted) {
                searchedUpTo = end
                return true
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { return false }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { return false }
            shown += chunk[..<count]
        }
    }

    /// Whether the shell exits within `seconds` (one still running is killed when the session goes).
    func exit(within seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        return !process.isRunning
    }

    /// `word` in single quotes, for the `sh -c` that `script` runs the command with.
    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func firstEnd(of wanted: [UInt8]) -> Int? {
        guard shown.count - searchedUpTo >= wanted.count else { return nil }
        for start in searchedUpTo...(shown.count - wanted.count)
        where shown[start..<start + wanted.count].elementsEqual(wanted) {
            return start + wanted.count
        }
        return nil
    }
}
