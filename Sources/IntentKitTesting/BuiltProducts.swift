import Dispatch
import Foundation
import Synchronization

/// Finds the executables the package built, next to the test bundle, for end-to-end tests.
package enum BuiltProducts {
    /// The path of the built executable `name` (`ritual`, `pantry`).
    package static func path(of name: String, file: StaticString = #filePath) -> String {
        var candidates: [URL] = []
        if let bundle = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/\(name)"))
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let found else { preconditionFailure("no built '\(name)' in \(candidates.map(\.path))") }
        return found.path
    }
}

/// The result of running a process to completion.
package struct ProcessResult: Sendable {
    package let status: Int32
    package let stdout: String
    package let stderr: String

    package init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs an executable with arguments and an environment, capturing its output.
package enum ProcessRunner {
    /// A process that did not finish, or close its output, within the deadline; it was killed.
    package struct TimedOut: Error, CustomStringConvertible {
        package let command: [String]
        package let seconds: Double
        package var description: String { "'\(command.joinedText(separator: " "))' did not finish within \(seconds) s" }
    }

    /// Runs the command to its end, reading stdout and stderr as it writes them (so neither pipe fills while the
    /// other is read) and feeding `stdin` from another thread; past `timeout` seconds it is killed.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: String? = nil, timeout: Double = 120
    ) throws -> ProcessResult {
        // A process that exits before reading all of `stdin` fails the write, not this process.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let output = Mutex<[Int: Data]>([:])
        let finished = DispatchGroup()
        for (index, pipe) in [out, err].enumerated() {
            finished.enter()
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                // Closed here: Foundation keeps the process, and with it its pipes, for as long as this process runs.
                try? pipe.fileHandleForReading.close()
                output.withLock { $0[index] = data }
                finished.leave()
            }
        }
        let writer = input.fileHandleForWriting
        Thread.detachNewThread {
            if let stdin { try? writer.write(contentsOf: Data(stdin.utf8)) }
            try? writer.close()
        }
        guard Waiting.finished(finished, seconds: timeout), Waiting.exit(of: process, within: 10) else {
            kill(process.processIdentifier, SIGKILL)
            throw TimedOut(command: [executable] + arguments, seconds: timeout)
        }
        return output.withLock { output in
            ProcessResult(
                status: process.terminationStatus, stdout: String(decoding: output[0] ?? Data(), as: UTF8.self),
                stderr: String(decoding: output[1] ?? Data(), as: UTF8.self))
        }
    }
}

extension ProcessRunner {
    /// Starts `count` copies of the command before waiting for any, so they really run at the same moment,
    /// and returns their exit statuses.
    package static func runConcurrently(
        _ executable: String, _ arguments: [String], environment: [String: String],
        count: Int
    ) throws -> [Int32] {
        let processes = try (0..<count).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        return processes.map { process in
            Waiting.exit(of: process) ? process.terminationStatus : -1
        }
    }
}
