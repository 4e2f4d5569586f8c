import Foundation
import IntentKitTesting
import Synchronization
import Testing

@testable import IntentKit

/// The journal keeps whole records only, says what went wrong when it cannot write, and bounds what one run adds.
@Suite struct JournalSafetyTests {
    let directory = TemporaryDirectory()

    func record(_ intent: String, parameters: JSONValue = .object([]), message: String? = nil) -> JournalRecord {
        JournalRecord(
            time: "2025-11-08T12:00:00.000Z", intent: intent, parameters: parameters, ok: message == nil,
            errorCase: message == nil ? nil : "nope", message: message, durationMs: 1.5, mode: "silent")
    }

    @Test func aDurationKeepsItsWholeSeconds() throws {
        let duration = Duration.seconds(2) + .milliseconds(760)
        #expect(duration.totalMilliseconds == 2760)
        #expect((Duration.seconds(1) + .microseconds(1500)).totalMilliseconds == 1001.5)
        let outcome = Outcome(
            intent: "Echo", arguments: RawArguments(pairs: []), parameters: nil, result: nil, failure: nil,
            startedAt: Date(timeIntervalSince1970: 0), duration: duration)
        #expect(JournalRecord(outcome: outcome, mode: "silent").durationMs == 2760)
    }

    @Test func aShortWriteLeavesTheFileAsItWas() throws {
        var journal = Journal(path: directory.path("journal.jsonl"))
        try journal.append(record("First"))
        let before = try String(contentsOfFile: journal.path, encoding: .utf8)
        let calls = Mutex(0)
        journal.writer = { descriptor, bytes in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            guard call == 1 else {
                errno = ENOSPC
                return -1
            }
            return write(descriptor, bytes.baseAddress, bytes.count / 2)
        }
        #expect(throws: JournalError.cannotWrite(path: journal.path, reason: "No space left on device")) {
            try journal.append(record("Second"))
        }
        #expect(try String(contentsOfFile: journal.path, encoding: .utf8) == before)
    }

    @Test func aFullDeviceIsNamedNotAStaleError() throws {
        var journal = Journal(path: directory.path("journal.jsonl"))
        journal.writer = { _, _ in
            errno = ENOSPC
            return -1
        }
        let error = #expect(throws: JournalError.self) { try journal.append(record("Run")) }
        #expect(error?.description == "Cannot write the journal '\(journal.path)': No space left on device.")
    }

    /// A journal path that holds something other than a file, made by `make` at the path.
    static let notFiles: [(kind: String, make: @Sendable (String) -> Void)] = [
        ("a FIFO", { path in mkfifo(path, 0o600) }),
        ("a character device", { path in SpecialFile.characterDevice.make(at: path) }),
        ("a folder", { path in mkdir(path, 0o700) }),
    ]

    @Test(arguments: 0..<notFiles.count)
    func aJournalThatIsNotARegularFileIsRefusedWithoutWaiting(index: Int) throws {
        let (kind, make) = Self.notFiles[index]
        let journal = Journal(path: directory.path("journal.jsonl"))
        make(journal.path)
        // A FIFO takes a small record into its buffer and loses it; a large batch would wait for a reader forever.
        let error = #expect(throws: JournalError.self) { try journal.append(record("Run")) }
        let reason = kind == "a folder" ? "Is a directory" : "not a regular file (it is \(kind))"
        #expect(error?.description == "Cannot write the journal '\(journal.path)': \(reason).")
        #expect(journal.unrecorded() == UnrecordedRuns(count: 1, problem: error?.description ?? ""))
    }

    /// Where a symbolic link at the journal's path leads, made by `make` beside it.
    static let linkTargets: [(kind: String, make: @Sendable (String) -> Void)] = [
        ("a regular file", { path in _ = FileManager.default.createFile(atPath: path, contents: Data("kept\n".utf8)) }),
        ("nothing", { _ in }),
        ("a character device", { path in SpecialFile.characterDevice.make(at: path) }),
    ]

    @Test(arguments: 0..<linkTargets.count)
    func aJournalThatIsASymbolicLinkIsRefusedAndWhatItLeadsToIsLeftAlone(index: Int) throws {
        let (kind, make) = Self.linkTargets[index]
        let journal = Journal(path: directory.path("journal.jsonl"))
        let target = directory.path("elsewhere")
        make(target)
        #expect(symlink(target, journal.path) == 0)
        let before = FileManager.default.contents(atPath: target)
        let error = #expect(throws: JournalError.self, "a link to \(kind)") { try journal.append(record("Run")) }
        #expect(
            error?.description
                == "Cannot write the journal '\(journal.path)': not a regular file (it is a symbolic link; the journal "
                + "is never written through one).")
        #expect(FileManager.default.contents(atPath: target) == before, "what the link leads to is not written")
        var status = stat()
        #expect(lstat(journal.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(journal.unrecorded()?.count == 1)
    }

    @Test func runsLostToADiskFullBeforeTheJournalStartedAreStillCounted() throws {
        var journal = Journal(path: directory.path("journal.jsonl"))
        let full: @Sendable (Int32, UnsafeRawBufferPointer) -> Int = { _, _ in
            errno = ENOSPC
            return -1
        }
        journal.writer = full
        journal.noteWriter = full
        #expect(throws: JournalError.self) { try journal.append(record("First")) }
        #expect(throws: JournalError.self) { try journal.append(contentsOf: [record("Second"), record("Third")]) }
        #expect(journal.unrecorded() == UnrecordedRuns(count: 3, problem: UnrecordedRuns.problemNotKept))
        #expect(
            journal.unrecorded()?.description
                == "3 runs not recorded: The reason was not kept: the disk had no room for it.")
        journal.noteWriter = nil
        #expect(throws: JournalError.self) { try journal.append(record("Fourth")) }
        let problem = "Cannot write the journal '\(journal.path)': No space left on device."
        #expect(journal.unrecorded() == UnrecordedRuns(count: 4, problem: problem), "the words come back with room")
        journal.writer = nil
        try journal.append(record("Fifth"))
        #expect(journal.unrecorded()?.count == 4)
        journal.forgetUnrecorded()
        #expect(journal.unrecorded() == nil)
        var status = stat()
        #expect(stat(journal.unrecordedPath, &status) == 0 && Int(status.st_size) == UnrecordedRuns.reservedBytes)
    }

    @Test func runsTheJournalCouldNotRecordAreCountedBesideItUntilShown() throws {
        var journal = Journal(path: directory.path("journal.jsonl"))
        try journal.append(record("First"))
        #expect(journal.unrecorded() == nil)
        journal.writer = { _, _ in
            errno = ENOSPC
            return -1
        }
        #expect(throws: JournalError.self) { try journal.append(record("Second")) }
        #expect(throws: JournalError.self) { try journal.append(contentsOf: [record("Third"), record("Fourth")]) }
        let problem = "Cannot write the journal '\(journal.path)': No space left on device."
        #expect(journal.unrecorded() == UnrecordedRuns(count: 3, problem: problem))
        #expect(journal.unrecorded()?.description == "3 runs not recorded: " + problem)
        journal.writer = nil
        try journal.append(record("Fifth"))
        #expect(journal.unrecorded()?.count == 3, "a record written later does not make up for the lost ones")
        journal.forgetUnrecorded()
        #expect(journal.unrecorded() == nil)
        #expect(journal.records().map(\.intent) == ["First", "Fifth"])
    }

    @Test func theCountOfUnrecordedRunsHasItsRoomBeforeTheDiskFills() throws {
        let journal = Journal(path: directory.path("journal.jsonl"))
        try journal.append(record("First"))
        var status = stat()
        #expect(stat(journal.unrecordedPath, &status) == 0)
        #expect(Int(status.st_size) == UnrecordedRuns.reservedBytes)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(journal.unrecorded() == nil)
    }

    @Test func aTornLineIsSkippedAndCounted() throws {
        let valid = record("Valid").json.serialized()
        let torn = String(record("Torn").json.serialized().prefix(40))
        let path = try directory.write("journal.jsonl", valid + "\n" + torn + valid + "\n" + valid + "\n")
        let reading = Journal(path: path).reading()
        #expect(reading.records.map(\.intent) == ["Valid", "Valid"])
        #expect(reading.skippedLines == 1)
        #expect(reading.damageNote == "1 damaged line skipped")
        #expect(Journal(path: path).reading(limit: 1).records.count == 1)
    }

    @Test func aRecordIsBoundedWhateverItCarries() throws {
        let huge = String(repeating: "x", count: 131_072)
        let parameters = JSONValue.object((0..<30).map { ("p\($0)", .string(huge)) } + [(huge, .string("v"))])
        let journal = Journal(path: directory.path("journal.jsonl"))
        try journal.append(record(huge, parameters: parameters, message: huge))
        let line = try String(contentsOfFile: journal.path, encoding: .utf8)
        #expect(line.utf8.count <= Journal.maximumRecordBytes)
        let stored = try #require(journal.records().first)
        let marker = String(repeating: "x", count: 200) + "…(truncated, 131072 bytes)"
        #expect(stored.intent == marker)
        #expect(stored.message == marker)
        #expect(stored.parameters == .string("…(truncated, \(parameters.serialized().utf8.count) bytes)"))
    }

    @Test func aLongValueIsCutWithAMarker() {
        let bounded = record("Run", parameters: .object([("note", .string(String(repeating: "é", count: 300)))]))
            .bounded()
        #expect(bounded.parameters["note"] == .string(String(repeating: "é", count: 100) + "…(truncated, 600 bytes)"))
        let short = record("Run", parameters: .object([("note", "short")]))
        #expect(short.bounded() == short)
    }

    @Test func threeHugeRunsDoNotRotateHistoryAway() throws {
        let journal = Journal(path: directory.path("journal.jsonl"))
        for index in 0..<5 { try journal.append(record("Small\(index)")) }
        let huge = String(repeating: "y", count: 131_072)
        for _ in 0..<3 { try journal.append(record("Huge", parameters: .object([("note", .string(huge))]))) }
        #expect(journal.records().map(\.intent) == (0..<5).map { "Small\($0)" } + ["Huge", "Huge", "Huge"])
    }

    @Test func rotationAlsoFollowsTheRecordCount() throws {
        let journal = Journal(path: directory.path("journal.jsonl"), maximumBytes: 1 << 30, maximumRecords: 10)
        for index in 0..<25 { try journal.append(record("Run\(index)")) }
        let current = try String(contentsOfFile: journal.path, encoding: .utf8).split(separator: "\n")
        let rotated = try String(contentsOfFile: journal.rotatedPath, encoding: .utf8).split(separator: "\n")
        #expect(current.count <= 10)
        #expect(rotated.count == 10)
        #expect(journal.records().last?.intent == "Run24")
    }
}
