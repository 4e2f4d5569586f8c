import Foundation
import IntentKitTesting
import ZIPFoundation

/// Writes a Loop CSV export, as a folder or as the zip Loop makes, for tests.
struct LoopCSVFixture {
    static let header =
        "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?"

    /// Files by their path in the export.
    var files: [String: String] = [:]

    /// An export whose `Habits.csv` holds `rows` (each a line after the header).
    init(habits rows: [String], header: String = LoopCSVFixture.header) {
        files["Habits.csv"] = ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// Adds `folder/Checkmarks.csv` with `rows` (`date,value,notes` lines, newest first, as Loop writes them).
    mutating func checkmarks(_ folder: String, _ rows: [String], header: String = "Date,Value,Notes") {
        files[folder + "/Checkmarks.csv"] = ([header] + rows).joined(separator: "\n") + "\n"
        files[folder + "/Scores.csv"] = "Date,Score\n2015-01-25,0.5000\n"
    }

    /// The export written as a folder in `directory`; returns its path.
    func folder(in directory: TemporaryDirectory) throws -> String {
        for (path, text) in files { try directory.write("export/" + path, text) }
        return directory.path("export")
    }

    /// The export written as a zip in `directory`, with `extra` entries added as they are; returns its path.
    func zip(in directory: TemporaryDirectory, extra: [String: Data] = [:]) throws -> String {
        let path = directory.path("Loop Habits CSV 2015-01-25.zip")
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        let entries = files.mapValues { Data($0.utf8) }.merging(extra) { $1 }
        for (name, data) in entries.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
        }
        return path
    }

    /// Where the data of the entry named `name` starts in the zip `bytes`, after its local header.
    static func dataOffset(of name: String, in bytes: [UInt8]) -> Int? {
        let name = Array(name.utf8)
        for start in bytes.indices.dropLast(30) where bytes[start..<start + 4] == [0x50, 0x4B, 0x03, 0x04] {
            let nameLength = Int(bytes[start + 26]) | Int(bytes[start + 27]) << 8
            let extraLength = Int(bytes[start + 28]) | Int(bytes[start + 29]) << 8
            if Array(bytes[(start + 30)...].prefix(nameLength)) == name { return start + 30 + nameLength + extraLength }
        }
        return nil
    }
}
