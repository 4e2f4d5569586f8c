/// The value of one parameter that a failed run lacked: a required parameter left out, or one a domain rule asks
/// for, such as the amount of a numeric habit.
package struct MissingValue: Sendable, Equatable {
    /// The parameter the answer is bound to.
    package let parameter: String
    /// The question for a person; nil asks with the parameter's declaration.
    package let question: String?

    /// A value for `parameter`, asked with `question` or with the parameter's declaration.
    package init(parameter: String, question: String? = nil) {
        self.parameter = parameter
        self.question = question
    }
}

/// A failure that one more parameter value may resolve, so that a run with a `ValuePrompt` asks for it and tries
/// again. An error that adopts this must be thrown before anything is written.
package protocol MissingValueFailure: IntentFailure {
    /// The value that would let the run go on, or nil when this failure is of another kind.
    var missingValue: MissingValue? { get }
}

extension ParameterError: MissingValueFailure {
    /// The missing parameter, for a required one left out; nil for any other parameter error.
    package var missingValue: MissingValue? {
        guard case .missing(_, let parameter) = self else { return nil }
        return MissingValue(parameter: parameter)
    }
}
