import Foundation
import Synchronization

/// A program run to its end without a shell (`gsettings`, `systemctl`, `crontab`), found on the environment's
/// `PATH`, with what it printed.
package struct ExternalCommand {
    package let status: Int32
    package let output: String
    package let errors: String

    /// Runs `arguments`, feeding `input` when given; nil when the program cannot be started at all.
    package static func run(_ arguments: [String], environment: [String: String], input: String? = nil)
        -> ExternalCommand?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do {
            try process.run()
        } catch {
            return nil
        }
        if let input {
            feed.fileHandleForWriting.write(Data(input.utf8))
            try? feed.fileHandleForWriting.close()
        }
        // Errors are read on another thread, so that neither pipe fills while the other is read.
        let problem = Mutex<Data>(Data())
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            try? errors.fileHandleForReading.close()
            problem.withLock { $0 = data }
            done.signal()
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Closed here, not left to Foundation, which keeps a process's pipes as long as this process runs.
        try? output.fileHandleForReading.close()
        done.wait()
        process.waitUntilExit()
        return ExternalCommand(
            status: process.terminationStatus, output: text,
            errors: String(decoding: problem.withLock { $0 }, as: UTF8.self))
    }

    /// What it printed on stderr, trimmed, for a message.
    package var problem: String { errors.trimmingCharacters(in: .whitespacesAndNewlines) }
}
