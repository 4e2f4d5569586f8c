import IntentKit

/// The words a date accepts besides `YYYY-MM-DD`, for shell completion.
package enum DateWordNames {
    package static func all(_ prefix: String = "") -> [String] {
        let pluginWords = (try? Console.current.runtime())?.registry.dateWords.keys.sorted() ?? []
        return CompletionWords.matching(prefix, in: DateWords.builtinWords + pluginWords)
    }
}
