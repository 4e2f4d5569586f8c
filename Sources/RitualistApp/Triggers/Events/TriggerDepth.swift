/// How deep a run sits in a chain of automations that event triggers started: `RITUALIST_TRIGGER_DEPTH`, one
/// higher in each automation a change starts than in the run that made the change. Past `limit` an automation is
/// refused (and the refusal journaled), so two automations that complete each other's habits end.
package enum TriggerDepth {
    /// The environment variable that carries the depth.
    package static let variable = "RITUALIST_TRIGGER_DEPTH"
    /// The deepest automation a chain may start.
    package static let limit = 4

    /// The depth `environment` says: 0 for a run nobody's trigger started, past the limit for nonsense.
    package static func of(_ environment: [String: String]) -> Int {
        guard let text = environment[variable], !text.isEmpty else { return 0 }
        guard text.count <= 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let depth = Int(text) else {
            return limit + 1
        }
        return depth
    }
}
