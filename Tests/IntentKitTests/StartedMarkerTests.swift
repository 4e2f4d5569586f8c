import Foundation
import IntentKitTesting
import Testing

@testable import IntentKit

/// The markers a run that may take long leaves while it runs: the record of a run whose process ended without
/// removing its marker (it was killed) is journaled once; a marker of a process still running is left alone.
@Suite struct StartedMarkerTests {
    let directory = TemporaryDirectory()
    var journal: Journal { Journal(path: directory.path("journal.jsonl")) }

    let record = JournalRecord(
        time: "2025-11-08T12:00:00.000Z", intent: "Routine", parameters: .object([]), ok: false,
        errorCase: "interrupted", message: "killed", durationMs: 0, mode: "silent")

    /// The identity `/proc` gives process `pid` (field 22 of its stat), as a marker notes it.
    static func identity(_ pid: Int32) -> String {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let fields = stat[(stat.lastIndex(of: ")").map { stat.index(after: $0) } ?? stat.startIndex)...]
            .split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : ""
    }

    func leaveMarker(pid: Int32, identity: String) throws {
        try FileManager.default.createDirectory(atPath: journal.startedFolder, withIntermediateDirectories: true)
        let text = JSONValue.object([("process", .string(identity)), ("record", record.json)]).serialized()
        try Data(text.utf8).write(to: URL(fileURLWithPath: journal.startedFolder + "/\(pid)"))
    }

    /// A process that runs for the length of the test.
    func sleeper() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["30"]
        try process.run()
        return process
    }

    enum Owner: CaseIterable {
        case ended, running, reused
    }

    @Test(arguments: Owner.allCases) func aMarkerIsJournaledOnceItsProcessHasEnded(owner: Owner) throws {
        let process = try sleeper()
        // SIGKILL: a child of the test process may be started with SIGTERM blocked.
        defer { kill(process.processIdentifier, SIGKILL) }
        let pid = process.processIdentifier
        switch owner {
        case .ended:
            kill(pid, SIGKILL)
            #expect(Waiting.exit(of: process))
            try leaveMarker(pid: pid, identity: Self.identity(pid))
        case .running: try leaveMarker(pid: pid, identity: Self.identity(pid))
        case .reused: try leaveMarker(pid: pid, identity: "1")
        }
        journal.journalKilledRuns()
        journal.journalKilledRuns()
        let marker = FileManager.default.fileExists(atPath: journal.startedFolder + "/\(pid)")
        #expect(journal.records() == (owner == .running ? [] : [record]))
        #expect(marker == (owner == .running))
    }

    @Test func theMarkerOfThisProcessStaysUntilItsRunRemovesIt() throws {
        let marker = try #require(journal.markStarted(record))
        journal.journalKilledRuns()
        #expect(journal.records().isEmpty)
        #expect(FileManager.default.fileExists(atPath: marker))
        journal.removeMarker(marker)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
