import Foundation
import Primitives

/// `ritual backup`: a checked, owner-only copy of the live store, by default into the state folder's `backups/`
/// under a timestamped name, keeping the newest seven there.
package enum StoreBackup {
    /// How many backups `backups/` keeps: older ones are removed after each new one.
    package static let kept = 7

    /// The folder default backups go to.
    package static func folder(stateDirectory: String) -> String { stateDirectory + "/backups" }

    /// `ritualist-20251108T170000.250Z.sqlite`: the time of the backup, so names sort as times do.
    package static func fileName(at date: Date) -> String {
        "ritualist-"
            + Timestamp.text(date).replacingOccurrences(of: "-", with: "").replacingOccurrences(
                of: ":", with: "") + ".sqlite"
    }

    /// Copies the store at `store` to `destination`. Throws, naming the file, when there is no store or a step fails.
    package static func backup(store: String, to destination: String) throws(TransferError) {
        guard case .file = try? InputFile.kind(of: store) else {
            throw TransferError(file: store, "does not exist yet: there is no store to back up")
        }
        try StoreCopy.copy(store, to: destination)
    }

    /// Backs up into `folder` (created owner-only) under a timestamped name, then removes all but the newest
    /// `kept` backups there. Returns the new file and the removed ones.
    package static func backup(store: String, intoFolder folder: String, at date: Date) throws(TransferError)
        -> (file: String, removed: [String])
    {
        do {
            try OwnerOnlyDirectory.create(folder)
        } catch {
            throw TransferError(file: folder, "cannot be created: \(error.description)")
        }
        let file = folder + "/" + fileName(at: date)
        try backup(store: store, to: file)
        return (file, prune(folder))
    }

    /// Removes all but the newest `kept` backups of `folder` (files named as `fileName` names them).
    static func prune(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let backups = names.filter { $0.hasPrefix("ritualist-") && $0.hasSuffix(".sqlite") }.sorted()
        let removed = backups.dropLast(kept).map { folder + "/" + $0 }
        for path in removed { try? FileManager.default.removeItem(atPath: path) }
        return removed
    }
}
