import Foundation

/// Finds the executables the package built, next to the test bundle, for end-to-end tests.
public enum BuiltProducts {
    /// The path of the built executable `name` (`ritual`, `pantry`).
    public static func path(of name: String, file: StaticString = #filePath) -> String {
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
public struct ProcessResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs an executable with arguments and an environment, capturing its output.
public enum ProcessRunner {
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: String? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

extension ProcessRunner {
    /// Starts `count` copies of the command before waiting for any, so they really run at the same moment,
    /// and returns their exit statuses.
    public static func runConcurrently(
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
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
