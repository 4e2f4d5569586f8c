/// One line of a batch's input (`ritual run --batch`): a request to run, or why it is not one.
package enum BatchLine: Sendable, Equatable {
    case request(intent: String, params: JSONValue)
    /// `reason` is the outcome's whole message: `Invalid request on line 3: duplicate key 'intent'.`
    case invalid(intent: String, reason: String)

    /// Reads a line that stands first.
    package init(_ text: String) {
        self.init(text, number: 1)
    }

    /// Reads line `number`; a line that is not a request keeps its intent when it names one, for its outcome.
    package init(_ text: String, number: Int) {
        do {
            let request = try IntentRequest(line: text)
            self = .request(intent: request.intent, params: request.params)
        } catch {
            let intent = (try? JSONParser.parse(text))?["intent"]?.stringValue ?? ""
            self = .invalid(intent: intent, reason: Self.message(number, error.description))
        }
    }

    /// A line longer than the bound, shown by its first characters.
    package init(tooLong prefix: String, number: Int, limit: Int) {
        let shown = prefix.clipped()
        self = .invalid(
            intent: "",
            reason: Self.message(
                number, "longer than \(limit) bytes ('\(shown.hasSuffix("…") ? shown : shown + "…")')"))
    }

    private static func message(_ number: Int, _ problem: String) -> String {
        let sentence = problem + (problem.hasSuffix("?") || problem.hasSuffix(".") ? "" : ".")
        return FailureCase.Words.invalidRequest.filled(["line": "\(number)", "problem": sentence]).text
    }

    /// The line as a line of a group of runs; one that is not a request is refused with an `invalidRequest` failure.
    package var grouped: GroupLine {
        switch self {
        case let .request(intent, params): return .request(intent: intent, params: params)
        case let .invalid(intent, reason):
            let refusal = FailureCase.invalidRequest
            return .refused(
                intent: intent,
                failure: Outcome.Failure(caseName: refusal.name, message: reason, category: refusal.category))
        }
    }
}
