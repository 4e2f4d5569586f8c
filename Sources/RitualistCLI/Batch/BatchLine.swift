import IntentKit

/// One line of `run --batch`'s input: a request to run, or why it is not one.
enum BatchLine {
    case request(intent: String, params: JSONValue)
    /// `reason` is the outcome's whole message: `Invalid request on line 3: duplicate key 'intent'.`
    case invalid(intent: String, reason: String)

    /// Reads a line that stands first.
    init(_ text: String) {
        self.init(text, number: 1)
    }

    /// Reads line `number`; a line that is not a request keeps its intent when it names one, for its outcome.
    init(_ text: String, number: Int) {
        do {
            let request = try IntentRequest(line: text)
            self = .request(intent: request.intent, params: request.params)
        } catch {
            let intent = (try? JSONParser.parse(text))?["intent"]?.stringValue ?? ""
            self = .invalid(intent: intent, reason: Self.message(number, error.description))
        }
    }

    /// A line longer than the bound, shown by its first characters.
    init(tooLong prefix: String, number: Int, limit: Int) {
        let shown = prefix.clipped()
        self = .invalid(
            intent: "",
            reason: Self.message(
                number, "longer than \(limit) bytes ('\(shown.hasSuffix("…") ? shown : shown + "…")')"))
    }

    private static func message(_ number: Int, _ problem: String) -> String {
        "Invalid request on line \(number): " + problem + (problem.hasSuffix("?") || problem.hasSuffix(".") ? "" : ".")
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
            ("error", failure.errorJSON),
            ("result", .null),
        ]).serialized()
        self.failure = failure
    }

    /// The answer of a line that is not a request; `reason` is the whole message.
    static func invalid(intent: String, reason: String) -> BatchAnswer {
        BatchAnswer(
            intent: intent, failure: Outcome.Failure(caseName: "invalidRequest", message: reason, category: .usage))
    }
}
