import IntentKit

/// The events a committed run fired, read from what its actions returned: a single action's result, or each
/// succeeded step of a composition (nested ones included).
package enum ChangeEvents {
    /// The events of `change`, in the order they happened; none for a run that changed nothing.
    package static func events(in change: RunChange, catalog: Catalog) -> [ChangeEvent] {
        guard change.changed, let declaration = catalog.declaration(named: change.intent),
            let result = change.outcome.result?.json
        else { return [] }
        return events(of: declaration, result: result, catalog: catalog, depth: 0)
    }

    private static func events(of declaration: IntentDeclaration, result: JSONValue, catalog: Catalog, depth: Int)
        -> [ChangeEvent]
    {
        if let action = declaration.action { return events(action: action, result: result) }
        guard depth < 16, let steps = result["steps"]?.arrayValue else { return [] }
        return steps.flatMap { step -> [ChangeEvent] in
            guard step["ok"]?.boolValue == true, let value = step["result"] else { return [] }
            if let action = step["action"]?.stringValue { return events(action: action, result: value) }
            guard let name = step["intent"]?.stringValue, let called = catalog.declaration(named: name) else {
                return []
            }
            return events(of: called, result: value, catalog: catalog, depth: depth + 1)
        }
    }

    /// What one action's result says happened.
    static func events(action: String, result: JSONValue) -> [ChangeEvent] {
        let habit = result["habit"]
        func event(_ kind: RitualistEvent) -> ChangeEvent {
            ChangeEvent(
                kind: kind, habitID: habit?["id"]?.stringValue, habitName: habit?["name"]?.stringValue,
                day: result["date"]?.stringValue, value: result["progress"]?.doubleValue)
        }
        let changed = result["change"]?.stringValue != "unchanged"
        switch action {
        case "habits.complete": return changed ? [event(.completed)] : []
        case "habits.log":
            guard changed else { return [] }
            return [event(.logged)] + (result["completed"]?.boolValue == true ? [event(.completed)] : [])
        case "habits.undo":
            guard changed else { return [] }
            return [event(.undone)] + (result["completed"]?.boolValue == false ? [event(.streakBroken)] : [])
        case "habits.skip": return result["changed"]?.boolValue == true ? [event(.skipped)] : []
        case "habits.add":
            return [
                ChangeEvent(
                    kind: .habitAdded, habitID: result["id"]?.stringValue, habitName: result["name"]?.stringValue)
            ]
        case "navigation.previous", "navigation.next", "navigation.today":
            return result["changed"]?.boolValue == true
                ? [ChangeEvent(kind: .dayChanged, day: result["date"]?.stringValue)] : []
        default: return []
        }
    }
}
