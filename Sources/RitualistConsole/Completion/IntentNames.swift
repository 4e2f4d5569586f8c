/// Intent names for shell completion; nothing when the catalog cannot be read.
package enum IntentNames {
    package static func all(_ prefix: String = "") -> [String] {
        let names = (try? Console.current.runtime())?.makeRunner().catalog.names ?? []
        return CompletionWords.matching(prefix, in: names)
    }
}
