import Foundation
import Primitives
import ZIPFoundation

/// Tells which format a file or folder is in, from what it holds rather than its name, for `import` without
/// `--from`: a SQLite header is a Loop backup, a folder or zip holding `Habits.csv` a Loop CSV export, a folder
/// holding `habits` and `log` harsh's files, and JSON with Ritualist's `formatVersion` a Ritualist export.
package enum FormatDetection {
    /// What was tried, for the message about a file none of them matched.
    static let tried =
        "tried a Ritualist export (JSON with \"formatVersion\"), a Loop Habit Tracker backup (a SQLite file), "
        + "a Loop CSV export (a folder or zip holding Habits.csv) and harsh's files (a folder holding habits and "
        + "log); give --from to name the format"

    /// The format of the file or folder at `path`.
    package static func source(of path: String) throws(TransferError) -> ImportSource {
        switch try InputFile.kind(of: path) {
        case .folder:
            if exists(path + "/Habits.csv") { return .loopCSV }
            if exists(path + "/habits"), exists(path + "/log") { return .harsh }
            throw TransferError(file: path, "is a folder that holds no format Ritualist imports: \(tried)")
        case .other:
            throw TransferError(file: path, "is not a regular file or a folder (a named pipe or a device)")
        case .file:
            let head = try InputFile.head(of: path, count: 4096)
            if head.starts(with: Array("SQLite format 3\u{0}".utf8)) { return .loop }
            if head.starts(with: [0x50, 0x4B, 0x03, 0x04]), zipHoldsLoopCSV(path) { return .loopCSV }
            if isRitualJSON(head) { return .ritual }
            throw TransferError(file: path, "is not a file Ritualist can import: \(tried)")
        }
    }

    /// Whether the text starts as an object whose keys include `formatVersion` (the export writes it first).
    static func isRitualJSON(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        guard text.drop(while: \.isWhitespace).first == "{" else { return false }
        return text.contains("\"formatVersion\"")
    }

    private static func zipHoldsLoopCSV(_ path: String) -> Bool {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read, pathEncoding: nil)
        } catch {
            return false
        }
        return archive.contains { $0.path == "Habits.csv" || $0.path.hasSuffix("/Habits.csv") }
    }

    private static func exists(_ path: String) -> Bool {
        if case .file = try? InputFile.kind(of: path) { return true }
        return false
    }
}
