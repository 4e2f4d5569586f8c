import IntentKit
import RitualistIntents

/// `ritual run INTENT --trigger ID`, as a scheduler's unit or an event starts it: the trigger must be one of
/// INTENT's.
package enum TriggerRun {
    package static func entry(_ id: String, intent: String, catalog: Catalog) throws(TriggerError) -> TriggerEntry {
        let all = TriggerEntry.all(in: catalog)
        guard let entry = all.first(where: { $0.id == id.lowercased() }) else {
            throw .unknownTrigger(id: id, known: all.map(\.id))
        }
        guard entry.intent.lowercased() == intent.lowercased() else {
            throw .otherIntent(id: entry.id, intent: entry.intent, given: intent)
        }
        return entry
    }
}
