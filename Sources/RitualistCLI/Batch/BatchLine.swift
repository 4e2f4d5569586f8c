import IntentKit

/// One line of `run --batch`'s input: a request to run, or why it is not one.
enum BatchLine {
    case request(intent: String, params: JSONValue)
    case invalid(intent: String, reason: String)

    init(_ text: String) {
        let request = try? JSONParser.parse(text)
        guard let request, let intent = request["intent"]?.stringValue else {
            self = .invalid(
                intent: request?["intent"]?.stringValue ?? "",
                reason: "a line must be an object with a string \"intent\"")
            return
        }
        let params = request["params"] ?? .object([])
        guard params.objectValue != nil else {
            self = .invalid(intent: intent, reason: "\"params\" must be an object")
            return
        }
        self = .request(intent: intent, params: params)
    }
}

/// What `run --batch` prints for one line, the outcome object of `run --json` on one line, and the failure it
/// counts. The object is serialized at once: a group holds a thousand answers, some of them a whole day's status.
struct BatchAnswer {
    let intent: String
    let line: String
    let failure: Outcome.Failure?

    init(_ outcome: Outcome) {
        intent = outcome.intent
        line = outcome.json.serialized()
        failure = outcome.failure
    }

    /// The answer of a line that did not run, or of a run whose change was lost.
    init(intent: String, failure: Outcome.Failure) {
        self.intent = intent
        line = JSONValue.object([
            ("intent", .string(intent)), ("ok", false),
            ("error", .object([("case", .string(failure.caseName)), ("message", .string(failure.message))])),
            ("result", .null),
        ]).serialized()
        self.failure = failure
    }

    static func invalid(intent: String, reason: String) -> BatchAnswer {
        BatchAnswer(
            intent: intent,
            failure: Outcome.Failure(
                caseName: "invalidRequest", message: "Invalid request: \(reason).", category: .usage))
    }
}
