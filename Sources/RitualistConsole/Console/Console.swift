import Foundation
import IntentKit
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command reads its environment and input and writes its output: the process's own, or one a test
/// supplies, so commands run in process with what they print captured.
///
/// Commands read `Console.current`, the console the front end (`RitualCLI.main`) sets in a task-local for the
/// duration of one command.
package struct Console: Sendable {
    /// The three standard streams.
    package enum Stream: Sendable {
        case input, output, error
    }

    package var environment: [String: String]
    /// Whether the command asked for JSON (`--json`), so that a failure prints the error envelope on stdout.
    package var answersInJSON = false
    /// The time zone commands show days in: the process's own, or the one a test's environment names in `TZ`.
    package let zone: WallZone
    package let write: @Sendable (Stream, String) -> Void
    package let readLine: @Sendable () -> String?
    package let isTerminal: @Sendable (Stream) -> Bool
    /// Whether input is there to read without waiting (a line, or its end); a console whose input is all given
    /// up front always says yes.
    package let inputIsWaiting: @Sendable () -> Bool
    /// The input as bytes, for a reader that bounds its lines (`LineReader.Source`); nil reads `readLine`'s lines.
    package let readInput: (@Sendable (UnsafeMutableRawBufferPointer) -> Int)?
    /// The columns of the terminal stdout is, nil when it is none or does not say.
    package let terminalColumns: @Sendable () -> Int?

    package init(
        environment: [String: String], zone: WallZone? = nil, write: @escaping @Sendable (Stream, String) -> Void,
        readLine: @escaping @Sendable () -> String? = { nil },
        isTerminal: @escaping @Sendable (Stream) -> Bool = { _ in false },
        inputIsWaiting: @escaping @Sendable () -> Bool = { true },
        readInput: (@Sendable (UnsafeMutableRawBufferPointer) -> Int)? = nil,
        terminalColumns: @escaping @Sendable () -> Int? = { nil }
    ) {
        self.environment = environment
        self.zone = zone ?? WallZone(tz: environment["TZ"])
        self.write = write
        self.readLine = readLine
        self.isTerminal = isTerminal
        self.inputIsWaiting = inputIsWaiting
        self.readInput = readInput
        self.terminalColumns = terminalColumns
    }

    /// The width views for people fit in: `COLUMNS` when set, else the terminal's own when stdout is one; nil when
    /// nothing says (a pipe, a file), and lines then keep their full length.
    package var width: Int? {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return isTerminal(.output) ? terminalColumns() : nil
    }

    /// The process's environment and standard streams.
    package static var process: Console {
        Console(
            environment: processEnvironment(), zone: .process,
            write: { stream, text in
                // Straight to the file: `FileHandle` and `Data` made from text cost every start a conformance lookup.
                _ = FileDescriptor.writeAll(text, to: stream == .error ? STDERR_FILENO : STDOUT_FILENO)
            },
            readLine: { Swift.readLine() },
            isTerminal: { stream in
                switch stream {
                case .input: return isatty(STDIN_FILENO) == 1
                case .output: return isatty(STDOUT_FILENO) == 1
                case .error: return isatty(STDERR_FILENO) == 1
                }
            },
            inputIsWaiting: {
                // Lines stdio has buffered already are not seen here: a group of batch lines then ends early.
                var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                return poll(&input, 1, 0) > 0
            },
            readInput: { buffer in
                while true {
                    let count = read(STDIN_FILENO, buffer.baseAddress, buffer.count)
                    if count >= 0 || errno != EINTR { return count >= 0 ? count : -Int(errno) }
                }
            },
            terminalColumns: {
                var size = winsize()
                return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
            })
    }

    /// The console of the command running in this task: the one `with(_:_:)` set, else the process's own.
    package static var current: Console { installed ?? .process }

    /// Set only for the duration of a command: a task-local's default is made when it is first read, and a
    /// default of `.process` read the whole environment again on every start, for a value never used.
    @TaskLocal private static var installed: Console?

    /// Runs `body` with `console` as `Console.current`.
    package static func with<Result>(_ console: Console, _ body: () throws -> Result) rethrows -> Result {
        try $installed.withValue(console, operation: body)
    }

    /// The process's environment, read from `environ` as `getenv` reads it (the first of a name wins), without
    /// Foundation's copy of it.
    package static func processEnvironment() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: growing a dictionary of every variable rehashes it several times on every start.
        var environment = [String: String](minimumCapacity: count)
        var entry = environ
        while let pointer = entry.pointee {
            // Name and value decoded from the C string in place, either side of its `=` (a whole-entry `String` cut
            // into substrings was costly for every variable at every start).
            if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
                let name = String(
                    decoding: UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals)), as: UTF8.self
                )
                if environment[name] == nil { environment[name] = String(cString: equals + 1) }
            }
            entry += 1
        }
        return environment
    }
}
