import Foundation
import Primitives
import RitualistCore
import ZIPFoundation

/// The files of a Loop CSV export that an import reads, `Habits.csv` and each `NNN Name/Checkmarks.csv`, from a
/// folder or a zip, held in memory.
///
/// A zip is never extracted to disk: its entries are read in memory, each refused past ``maximumEntrySize``
/// bytes as it inflates (whatever size the archive claims), and an archive naming a path that leaves its folder
/// (`../x`, `/etc/x`: "zip slip") is refused whole.
struct LoopCSVFiles {
    /// The largest zip read: 256 MiB.
    static let maximumArchiveSize = 256 * 1_048_576
    /// The most entries a zip may list.
    static let maximumEntries = 100_000

    /// The folder or zip, as the user named it.
    let location: String
    /// The text of each file read, by its path inside the export (`Habits.csv`, `001 Run/Checkmarks.csv`).
    private(set) var files: [String: String] = [:]
    /// The day the export was written (its modification day), for habits without entries.
    private(set) var modified: Day
    /// The largest file read, from a folder or inflated from a zip.
    let maximumEntrySize: Int

    /// The export at `location`, a folder or a zip file, each file in it at most `maximumEntrySize` bytes.
    init(_ location: String, maximumEntrySize: Int) throws(TransferError) {
        self.location = location
        self.maximumEntrySize = maximumEntrySize
        switch ForeignFile.kind(of: location) {
        case .folder:
            modified = try Self.readFolder(location, limit: maximumEntrySize, into: &files)
        case .regularFile:
            modified = try ForeignFile.requireRegularFile(
                location, limit: Self.maximumArchiveSize, what: "a Loop CSV export"
            ).modified
            try readArchive(location)
        case .missing: throw TransferError(file: location, "there is no such file or folder")
        case .other:
            throw TransferError(file: location, "is not a folder or a zip file; expected a Loop CSV export")
        }
        guard files["Habits.csv"] != nil else {
            throw TransferError(file: location, "is not a Loop CSV export: it holds no 'Habits.csv'")
        }
    }

    /// The name an error gives the file at `path` inside the export.
    func name(_ path: String) -> String { location + "/" + path }

    /// The path and text of the `Checkmarks.csv` in the folder numbered `position` (`001 Run`, or `001` alone for a
    /// name without ASCII letters), if any.
    func checkmarks(position: Int) -> (path: String, text: String)? {
        let number = ISODate.padded(position, 3)
        // In name order, so that two folders with one number always give the same one.
        let path = files.keys.sorted().first { path in
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count == 2 && parts[1] == "Checkmarks.csv"
                && (parts[0] == number || parts[0].hasPrefix(number + " "))
        }
        return path.flatMap { path in files[path].map { (path, $0) } }
    }

    /// Whether the export reads a file at `path`: only the two kinds an import needs.
    private static func wanted(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return path == "Habits.csv" || (parts.count == 2 && parts[1] == "Checkmarks.csv" && !parts[0].isEmpty)
    }

    private static func readFolder(_ folder: String, limit: Int, into files: inout [String: String])
        throws(TransferError) -> Day
    {
        let modified = try ForeignFile.requireRegularFile(
            folder + "/Habits.csv", limit: limit, what: "a Loop CSV export's Habits.csv"
        ).modified
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for path in ["Habits.csv"] + children.sorted().map({ $0 + "/Checkmarks.csv" }) where wanted(path) {
            let full = folder + "/" + path
            guard case .regularFile = ForeignFile.kind(of: full) else { continue }
            files[path] = try ForeignFile.text(full, limit: limit, what: "a Loop CSV file")
        }
        return modified
    }

    private mutating func readArchive(_ path: String) throws(TransferError) {
        let bytes = try ForeignFile.read(path, limit: Self.maximumArchiveSize, what: "a Loop CSV export")
        guard let zip = LoopCSVZip(path, bytes: bytes) else {
            throw TransferError(file: path, "is not a Loop CSV export: it is neither a folder nor a zip archive")
        }
        var count = 0
        for entry in zip.archive {
            count += 1
            guard count <= Self.maximumEntries else {
                throw TransferError(file: path, "lists more than \(Self.maximumEntries) entries; refused")
            }
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !entry.path.hasPrefix("/"), !entry.path.contains("\\"), !parts.contains("..") else {
                throw TransferError(
                    file: path, "holds the entry '\(entry.path)', whose path leaves the archive's folder; refused")
            }
            guard entry.type == .file, Self.wanted(entry.path) else { continue }
            let contents: [UInt8]
            do { contents = try zip.contents(of: entry, limit: maximumEntrySize) } catch .tooLarge {
                throw TransferError(
                    file: name(entry.path),
                    "is larger than \(ForeignFile.megabytes(maximumEntrySize)) uncompressed, "
                        + "the most Ritualist reads from one entry")
            } catch {
                throw TransferError(file: name(entry.path), "cannot be read from the zip archive: it is damaged")
            }
            files[entry.path] = try ForeignFile.text(of: contents, file: name(entry.path))
        }
    }
}
