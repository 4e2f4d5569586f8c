/// Why an external plugin could not be used or did not answer as the protocol says; the wording lives here.
package enum PluginProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case untrusted(String)
    case couldNotStart(String)
    case timedOut(seconds: Double)
    case exited(status: Int32)
    case killed(signal: Int32)
    case oversized(limit: Int)
    case interrupted(signal: Int32)
    case protocolBroken(String)
    /// Another plugin, earlier in file-name order, gives the same name; that one is used.
    case duplicateName(String, first: String)

    package var description: String {
        switch self {
        case .untrusted(let problem): return "refused: " + problem
        case .couldNotStart(let reason): return "could not start: " + reason
        case .timedOut(let seconds): return "timed out after \(seconds.formatted) s; its process group was killed"
        case .exited(let status): return "exited with status \(status)"
        case .killed(let signal): return "was killed by signal \(signal)"
        case .oversized(let limit): return "printed more than \(limit) bytes"
        case .interrupted(let signal):
            return "was stopped by signal \(signal) to this run; its process group was killed"
        case .protocolBroken(let reason): return reason
        case let .duplicateName(name, first):
            return "another plugin is named '\(name)': '\(first)', which is used instead; rename or remove one"
        }
    }
}

extension Double {
    fileprivate var formatted: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
