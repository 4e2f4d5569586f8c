#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Runner {
    /// Runs `name` with `name=value` words and an optional JSON object, as a command line gives them.
    /// Malformed arguments end the run like any other failure: reported by the policy and journaled.
    public func run(
        _ name: String, words: [String], json: String?, mode: FailurePolicy = .silent, prompt: ValuePrompt? = nil
    ) -> Outcome {
        do {
            return run(name, arguments: try RawArguments(words: words, json: json), mode: mode, prompt: prompt)
        } catch {
            let raw = RawArguments(
                pairs: words.map { word in
                    let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
                })
            return refused(catalog.declaration(named: name)?.name ?? name, arguments: raw, error: error, mode: mode)
        }
    }
}
