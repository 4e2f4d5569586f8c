import IntentKit

/// One declared trigger with the id the schedulers and `run --trigger` know it by: the intent's name lowercased and
/// the trigger's place in its `on:` list (`streakguard-1`).
package struct TriggerEntry: Sendable {
    package let id: String
    package let intent: String
    package let trigger: Trigger

    package init(id: String, intent: String, trigger: Trigger) {
        self.id = id
        self.intent = intent
        self.trigger = trigger
    }

    /// Every trigger of `catalog`, by intent name and then in file order.
    package static func all(in catalog: Catalog) -> [TriggerEntry] {
        catalog.declarations.flatMap { declaration in
            declaration.triggers.enumerated().map { offset, trigger in
                TriggerEntry(
                    id: declaration.name.lowercased() + "-\(offset + 1)", intent: declaration.name, trigger: trigger)
            }
        }
    }

    /// The entry with `id` (ignoring case), or nil.
    package static func find(_ id: String, in catalog: Catalog) -> TriggerEntry? {
        all(in: catalog).first { $0.id == id.lowercased() }
    }
}
