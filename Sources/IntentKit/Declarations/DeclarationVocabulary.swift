/// The names plugins registered, against which declarations are checked.
public struct DeclarationVocabulary: Sendable {
    /// Action names (`habits.complete`) with the parameters each reads (nil: not checked), built when asked.
    package var actions: [String: @Sendable () -> [ActionParameter]?]
    /// Entity type names usable as parameter types (`habit`).
    package var entityTypes: Set<String>
    /// Date words beyond `today` and `yesterday` (`selected`).
    package var dateWords: Set<String>
    /// The events triggers may follow (`completed`), each with the key that narrows it to one entity (`habit`),
    /// or nil when it takes none.
    package var events: [String: String?] = [:]

    /// A vocabulary of the given names; `PluginRegistry.vocabulary` builds the one the plugins registered.
    package init(
        actions: [String: @Sendable () -> [ActionParameter]?] = [:], entityTypes: Set<String> = [],
        dateWords: Set<String> = []
    ) {
        self.actions = actions
        self.entityTypes = entityTypes
        self.dateWords = dateWords
    }

    /// A vocabulary whose actions' parameter lists are given whole (the declarations fuzz target's).
    package init(
        actionLists: [String: [ActionParameter]?], entityTypes: Set<String> = [], dateWords: Set<String> = []
    ) {
        self.init(
            actions: actionLists.mapValues { list in { list } }, entityTypes: entityTypes, dateWords: dateWords)
    }

    /// Every parameter type name, built-in first.
    var typeNames: [String] {
        ["string", "integer", "number", "boolean", "date", "enum"] + entityTypes.sorted()
    }
}
