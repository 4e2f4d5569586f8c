/// How deep a process runs inside plugins' runs of `ritual`: `RITUALIST_DEPTH`, which every plugin receives one
/// higher than the process that runs it, so that a plugin running `ritual` that runs the plugin again stops at
/// the compositions' nesting limit.
package enum RunDepth {
    package static let variable = "RITUALIST_DEPTH"

    /// The depth `environment` says; 0 (the outermost run) when it says none, and past any limit when it gives
    /// more digits than a count holds.
    package static func of(_ environment: [String: String]) -> Int {
        guard let text = environment[variable], !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return 0 }
        return Int(text) ?? Int.max
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
