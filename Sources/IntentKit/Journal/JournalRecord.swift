/// One line of the journal: what ran, with which parameters, how it ended, how long it took.
package struct JournalRecord: Sendable, Equatable {
    /// UTC, `2025-11-08T17:00:00.123Z`.
    package let time: String
    /// The intent's name.
    package let intent: String
    /// The parameters as bound, or the raw arguments when binding failed.
    package let parameters: JSONValue
    /// Whether the run succeeded.
    package let ok: Bool
    /// The failure's case name, when it failed.
    package let errorCase: String?
    /// The failure's category (`FailureCategory`'s name, as outcomes and error envelopes show it); nil for a
    /// success and for records written before categories were journaled.
    package let category: String?
    /// The failure's message, when it failed.
    package let message: String?
    /// How long the run took, in milliseconds.
    package let durationMs: Double
    /// `silent` or `strict`.
    package let mode: String
    /// A composition's steps as its outcome lists them (each with its id, target, status and error); nil for a
    /// single action.
    package let steps: JSONValue?
    /// What started the run by itself (`at 21:00`, `event: completed Meditate`); nil for a run someone asked for.
    package var trigger: String?

    /// A record with every field given.
    package init(
        time: String, intent: String, parameters: JSONValue, ok: Bool, errorCase: String?, message: String?,
        durationMs: Double, mode: String, steps: JSONValue? = nil, category: String? = nil
    ) {
        self.time = time
        self.intent = intent
        self.parameters = parameters
        self.ok = ok
        self.errorCase = errorCase
        self.category = category
        self.message = message
        self.durationMs = durationMs
        self.mode = mode
        self.steps = steps
    }

    /// The record of `outcome`, run under the failure policy named `mode`.
    package init(outcome: Outcome, mode: String) {
        self.init(
            time: LocalMoment.utcStamp(outcome.startedAt), intent: outcome.intent,
            parameters: outcome.parameters?.json ?? outcome.arguments.json, ok: outcome.ok,
            errorCase: outcome.failure?.caseName, message: outcome.failure?.message,
            durationMs: outcome.milliseconds, mode: mode,
            steps: outcome.result is CompositionResult
                ? outcome.result?.json["steps"] : outcome.failure?.partialResult?["steps"],
            category: outcome.failure?.category.rawValue)
    }

    /// The record as its journal line holds it.
    package var json: JSONValue {
        .object(
            [
                ("time", .string(time)), ("intent", .string(intent)), ("mode", .string(mode)),
                ("parameters", parameters), ("ok", .bool(ok)),
                (
                    "error",
                    errorCase.map {
                        .object(
                            [("case", .string($0))] + (category.map { [("category", .string($0))] } ?? [])
                                + [("message", .optional(message))])
                    } ?? .null
                ),
                ("durationMs", .double(durationMs)),
            ] + (steps.map { [("steps", $0)] } ?? []) + (trigger.map { [("trigger", .string($0))] } ?? []))
    }

    /// Reads a record back; nil for a line that is not one (a torn or foreign line is skipped, not fatal).
    package init?(json: JSONValue) {
        guard let time = json["time"]?.stringValue, let intent = json["intent"]?.stringValue,
            let ok = json["ok"]?.boolValue
        else { return nil }
        let error = json["error"]
        self.init(
            time: time, intent: intent, parameters: json["parameters"] ?? .object([]), ok: ok,
            errorCase: error?["case"]?.stringValue, message: error?["message"]?.stringValue,
            durationMs: json["durationMs"]?.doubleValue ?? 0, mode: json["mode"]?.stringValue ?? "silent",
            steps: json["steps"], category: error?["category"]?.stringValue)
        trigger = json["trigger"]?.stringValue
    }
}
