import Foundation
import IntentKit
import RitualistApp
import RitualistCore
import RitualistStore

/// The store an `import --dry-run` works in: it writes nothing in the home and nothing beside the file.
///
/// The import's own transaction is rolled back whatever it does; what this adds is that opening the store creates
/// nothing either. A home with a store has it opened with a stamp that never reads or creates the machine id (the
/// entries it would stamp are rolled back); a home without one is not given one: the dry run works in an empty
/// store in a private temporary folder, removed when it ends.
struct DryRunStore {
    let store: any HabitStore
    /// The temporary folder to remove, when the home had no store.
    private let folder: String?

    init(runtime: RitualistRuntime) throws {
        let stamp = ChangeStamp.fixed(runtime.now.instant, machine: ChangeStamp.unknownMachine)
        if FileManager.default.fileExists(atPath: runtime.paths.database) {
            store = try SQLiteHabitStore.open(at: runtime.paths.database, stamp: stamp)
            folder = nil
            return
        }
        var template = Array((NSTemporaryDirectory() + "/ritualist-dry-run-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw StoreError.unavailable(path: NSTemporaryDirectory(), reason: "a private folder cannot be made there")
        }
        let path = String(cString: made)
        folder = path
        do {
            store = try SQLiteHabitStore.open(at: path + "/ritualist.sqlite", stamp: stamp)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            throw error
        }
    }

    /// Removes the temporary folder, if there is one.
    func close() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }
}
