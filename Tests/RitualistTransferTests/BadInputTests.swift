import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistTransfer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct BadInputTests {
    /// How each bad input is made in `folder`, and the start of what the error says after the file's name.
    static let cases: [(String, @Sendable (TemporaryDirectory) throws -> String, String)] = [
        (
            "folder",
            { folder in
                let path = folder.path("folder.json")
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                return path
            }, "is a folder; expected a file"
        ),
        (
            "fifo",
            { folder in
                let path = folder.path("pipe.json")
                _ = mkfifo(path, 0o600)
                return path
            }, "is not a regular file (a named pipe or a device)"
        ),
        (
            "2 GB",
            { folder in
                let path = try folder.write("huge.json", "")
                _ = truncate(path, 2 << 30)
                return path
            }, "is 2.0 GiB; the largest file an import reads is 128 MiB"
        ),
        (
            "truncated", { folder in try folder.write("cut.json", "{\"formatVersion\": 1, \"habits\": [{\"id\": ") },
            "is not valid JSON (truncated or malformed)"
        ),
        ("not JSON", { folder in try folder.write("text.json", "habits: yes") }, "is not valid JSON"),
        (
            "newer",
            { folder in
                try folder.write("v2.json", "{\"formatVersion\": 2, \"habits\": [], \"whatever\": 1}")
            }, "is an export of format version 2, which needs a newer Ritualist (this one reads up to version 1)"
        ),
        (
            "missing field",
            { folder in
                try folder.write("v1.json", "{\"formatVersion\": 1, \"habits\": [], \"logs\": []}")
            }, "the field 'restDays' is missing"
        ),
        (
            "bad day",
            { folder in
                try folder.write(
                    "day.json",
                    "{\"formatVersion\": 1, \"habits\": [], \"logs\": [], \"restDays\": [{\"day\": \"2025-13-01\", "
                        + "\"habit\": null}]}")
            }, "restDays[0].day: '2025-13-01' is not a date (expected YYYY-MM-DD)"
        ),
    ]

    @Test(arguments: cases.indices)
    func aBadFileIsRefusedNamingItAndNothingIsWritten(index: Int) throws {
        let (_, make, message) = Self.cases[index]
        let target = try TransferFixture(empty: true)
        let path = try make(target.folder)
        do {
            _ = try HistoryImport(path: path, source: .ritual).run(
                into: target.store, configPath: target.folder.path("config.yaml"))
            Issue.record("the import of \(path) succeeded")
        } catch let error as TransferError {
            #expect(error.file == path)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
        #expect(try target.store.habits().isEmpty)
    }

    @Test func aFileOfUnknownFormatIsRefusedWithWhatWasTried() throws {
        let folder = TemporaryDirectory()
        let path = try folder.write("notes.txt", "hello")
        #expect(throws: TransferError.self) { try FormatDetection.source(of: path) }
        do {
            _ = try FormatDetection.source(of: path)
        } catch {
            #expect(error.message.contains("tried a Ritualist export"))
            #expect(error.message.contains("--from"))
        }
    }

    @Test func detectionFindsEachFormatFromWhatTheFileHolds() throws {
        let folder = TemporaryDirectory()
        let export = try folder.write("export.json", "  {\"formatVersion\": 1}")
        let sqlite = try folder.write("backup.db", "SQLite format 3\u{0}" + String(repeating: " ", count: 100))
        let loopFolder = folder.path("loop")
        try FileManager.default.createDirectory(atPath: loopFolder, withIntermediateDirectories: false)
        _ = try folder.write("loop/Habits.csv", "Position,Name\n")
        let harsh = folder.path("harsh")
        try FileManager.default.createDirectory(atPath: harsh, withIntermediateDirectories: false)
        _ = try folder.write("harsh/habits", "")
        _ = try folder.write("harsh/log", "")
        #expect(try FormatDetection.source(of: export) == .ritual)
        #expect(try FormatDetection.source(of: sqlite) == .loop)
        #expect(try FormatDetection.source(of: loopFolder) == .loopCSV)
        #expect(try FormatDetection.source(of: harsh) == .harsh)
    }
}
