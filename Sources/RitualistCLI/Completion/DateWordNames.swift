import IntentKit

/// The words a date accepts besides `YYYY-MM-DD`, for shell completion.
enum DateWordNames {
    static func all(_ prefix: String = "") -> [String] {
        let pluginWords = (try? Console.current.runtime())?.registry.dateWords.keys.sorted() ?? []
        return CompletionWords.matching(prefix, in: DateWords.builtinWords + pluginWords)
    }
}
