import IntentKit
import Primitives

/// A problem with the environment a run starts from.
package enum RuntimeError: Error, Equatable, IntentFailure, TemplatedMessage {
    case invalidNow(String)
    case noHome(String)
    /// A folder of the home that another user could write: nothing in it is read, and nothing written to it.
    case untrustedHome(String)
    /// This process runs inside plugins' runs of `ritual` as deep as compositions may nest (`RITUALIST_DEPTH`).
    case tooDeep(depth: Int)

    package var caseName: String {
        if case .tooDeep = self { return FailureCase.compositionTooDeep.name }
        return "invalidEnvironment"
    }
    package var category: FailureCategory { .configuration }

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .invalidNow(let reason): return Words.invalidNow.filled(["reason": reason])
        case .noHome(let message): return Words.noHome.filled(["problem": message])
        case .untrustedHome(let problem): return Words.untrustedHome.filled(["problem": problem])
        case .tooDeep(let depth):
            return Words.tooDeep.filled(["depth": "\(depth)", "variable": RunDepth.variable])
        }
    }

    /// The words of a broken environment, written once.
    enum Words {
        static let invalidNow: MessageTemplate = "RITUALIST_NOW: {reason}"
        /// The home's own account of what is missing.
        static let noHome: MessageTemplate = "{problem}"
        static let untrustedHome: MessageTemplate = "Refusing to use the home: {problem}."
        static let tooDeep: MessageTemplate =
            "Runs of ritual nest {depth} deep through plugins ({variable}={depth}): a plugin runs ritual, which runs it "
            + "again. Break the chain."
    }

    /// The cases a broken environment ends a run with: runs nested too deep share the composition's case.
    static let failureCases = [
        FailureCase("invalidEnvironment", .configuration, Words.invalidNow, Words.noHome, Words.untrustedHome),
        FailureCase(FailureCase.compositionTooDeep.name, .configuration, Words.tooDeep),
    ]
}
