import Foundation
import Primitives
import RitualistCore
import ZIPFoundation

/// The files of a Loop CSV export that an import reads, `Habits.csv` and each `NNN Name/Checkmarks.csv`, from a
/// folder or a zip, each read only when asked for and handed over, not kept.
///
/// A zip is never extracted to disk: its entries are listed, and one is inflated in memory only when the reader
/// asks for it (`Habits.csv` first, then the `Checkmarks.csv` of each habit it names; the rest is never inflated),
/// each refused past ``maximumEntrySize`` bytes and all of them together past ``maximumTotalSize`` as they
/// inflate, whatever sizes the archive claims. An archive naming a path that leaves its folder (`../x`, `/etc/x`:
/// "zip slip") is refused whole.
struct LoopCSVFiles {
    /// The largest zip read: 256 MiB.
    static let maximumArchiveSize = 256 * 1_048_576
    /// The most entries a zip may list.
    static let maximumEntries = 100_000

    /// The folder or zip, as the user named it.
    let location: String
    /// The day the export was written (its modification day), for habits without entries.
    let modified: Day
    /// The largest file read, from a folder or inflated from a zip.
    let maximumEntrySize: Int
    /// The most bytes read from all the files of one export together.
    let maximumTotalSize: Int
    /// The paths inside the export of the files an import may read, in name order.
    private let paths: [String]
    /// The zip and its entries by path; nil for a folder.
    private let zip: (archive: LoopCSVZip, entries: [String: Entry])?
    /// The bytes read so far, against ``maximumTotalSize``.
    private var totalRead = 0

    /// The export at `location`, a folder or a zip file, within the given bounds.
    init(_ location: String, maximumEntrySize: Int, maximumTotalSize: Int) throws(TransferError) {
        self.location = location
        self.maximumEntrySize = maximumEntrySize
        self.maximumTotalSize = maximumTotalSize
        switch ForeignFile.kind(of: location) {
        case .folder:
            modified = try ForeignFile.requireRegularFile(
                location + "/Habits.csv", limit: maximumEntrySize, what: "a Loop CSV export's Habits.csv"
            ).modified
            let children = (try? FileManager.default.contentsOfDirectory(atPath: location)) ?? []
            paths = (["Habits.csv"] + children.sorted().map { $0 + "/Checkmarks.csv" }).filter { path in
                guard Self.wanted(path), case .regularFile = ForeignFile.kind(of: location + "/" + path) else {
                    return false
                }
                return true
            }
            zip = nil
        case .regularFile:
            modified = try ForeignFile.requireRegularFile(
                location, limit: Self.maximumArchiveSize, what: "a Loop CSV export"
            ).modified
            let listed = try Self.list(location)
            zip = listed
            paths = listed.entries.keys.sorted()
        case .missing: throw TransferError(file: location, "there is no such file or folder")
        case .other:
            throw TransferError(file: location, "is not a folder or a zip file; expected a Loop CSV export")
        }
        guard paths.contains("Habits.csv") else {
            throw TransferError(file: location, "is not a Loop CSV export: it holds no 'Habits.csv'")
        }
    }

    /// The name an error gives the file at `path` inside the export.
    func name(_ path: String) -> String { location + "/" + path }

    /// The path of the `Checkmarks.csv` in the folder numbered `position` (`001 Run`, or `001` alone for a name
    /// without ASCII letters), if any; in name order, so that two folders with one number always give the same one.
    func checkmarks(position: Int) -> String? {
        let number = ISODate.padded(position, 3)
        return paths.first { path in
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count == 2 && parts[1] == "Checkmarks.csv"
                && (parts[0] == number || parts[0].hasPrefix(number + " "))
        }
    }

    /// The text of the file at `path` inside the export, read now and counted against the total bound.
    mutating func text(_ path: String) throws(TransferError) -> String {
        let remaining = maximumTotalSize - totalRead
        let limit = min(maximumEntrySize, remaining)
        let bytes: [UInt8]
        if let zip {
            guard let entry = zip.entries[path] else { throw TransferError(file: name(path), "there is no such file") }
            do { bytes = try zip.archive.contents(of: entry, limit: limit) } catch .tooLarge {
                throw tooLarge(path, remaining: remaining, what: "uncompressed")
            } catch {
                throw TransferError(file: name(path), "cannot be read from the zip archive: it is damaged")
            }
        } else {
            let full = name(path)
            if remaining < maximumEntrySize, case .regularFile(let size, _) = ForeignFile.kind(of: full), size > limit {
                throw tooLarge(path, remaining: remaining, what: "")
            }
            bytes = try ForeignFile.read(full, limit: limit, what: "a Loop CSV file")
        }
        totalRead += bytes.count
        return try ForeignFile.text(of: bytes, file: name(path))
    }

    /// The error for a file past the bound of one file, or of the whole export when less than that was left.
    private func tooLarge(_ path: String, remaining: Int, what: String) -> TransferError {
        let size = what.isEmpty ? "" : " " + what
        guard remaining < maximumEntrySize else {
            return TransferError(
                file: name(path),
                "is larger than \(ForeignFile.megabytes(maximumEntrySize))\(size), the most Ritualist reads from one "
                    + "entry")
        }
        return TransferError(
            file: location,
            "holds more than \(ForeignFile.megabytes(maximumTotalSize))\(size) in the files an import reads "
                + "(reached at '\(path)'), the most Ritualist reads from one export")
    }

    /// Whether the export reads a file at `path`: only the two kinds an import needs.
    private static func wanted(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return path == "Habits.csv" || (parts.count == 2 && parts[1] == "Checkmarks.csv" && !parts[0].isEmpty)
    }

    /// The zip at `path` and the entries an import may read, every path checked before any is read.
    private static func list(_ path: String) throws(TransferError) -> (archive: LoopCSVZip, entries: [String: Entry]) {
        let bytes = try ForeignFile.read(path, limit: Self.maximumArchiveSize, what: "a Loop CSV export")
        guard let zip = LoopCSVZip(path, bytes: bytes) else {
            throw TransferError(file: path, "is not a Loop CSV export: it is neither a folder nor a zip archive")
        }
        var entries: [String: Entry] = [:]
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
            guard entry.type == .file, Self.wanted(entry.path), entries[entry.path] == nil else { continue }
            entries[entry.path] = entry
        }
        return (zip, entries)
    }
}
