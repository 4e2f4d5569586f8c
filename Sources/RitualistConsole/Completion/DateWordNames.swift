import IntentKit

/// The words a date accepts besides `YYYY-MM-DD`, for shell completion.
package enum DateWordNames {
    /// Every date word: the built-in ones and the plugins' (`selected`).
    package static func all(_ prefix: String = "") -> [String] {
        let pluginWords = (try? Console.current.runtime())?.registry.dateWords.keys.sorted() ?? []
        return CompletionWords.matching(prefix, in: DateWords.builtinWords + pluginWords)
    }

    /// The date words of days a log may be written on, today or before: not `tomorrow`, which `done`, `log` and
    /// `undo` always refuse.
    package static func notFuture(_ prefix: String = "") -> [String] {
        all(prefix).filter { $0.lowercased() != "tomorrow" }
    }
}
