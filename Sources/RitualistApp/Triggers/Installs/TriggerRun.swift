import IntentKit

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

    /// How the run is journaled and what it reads as `event.*`: for an event trigger, the event its starter passed
    /// in `RITUALIST_EVENT` (`event: completed Meditate`); otherwise the trigger's own label and no event.
    package static func origin(of entry: TriggerEntry, environment: [String: String]) -> (
        label: String, event: JSONValue?
    ) {
        guard !entry.trigger.isTimed, let text = environment["RITUALIST_EVENT"],
            let event = try? JSONParser.parse(text), let kind = event["kind"]?.stringValue
        else { return (entry.trigger.label, nil) }
        return ("event: \(kind)" + (event["habit"]?["name"]?.stringValue.map { " " + $0 } ?? ""), event)
    }
}
