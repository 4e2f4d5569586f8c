/// A bundle of actions, entity types, date words and services, registered into a `PluginRegistry`.
///
/// ```swift
/// struct TimerPlugin: Plugin {
///     let name = "timers"
///     static let label = Parameter<String>.string("label", required: true)
///     func register(in registry: inout PluginRegistry) {
///         registry.services.register(Keys.timers, scope: .process) { _ in TimerBook() }
///         registry.action("timers.start", parameters: [label], needs: [Keys.timers.erased]) { context in
///             try context.resolver.resolve(Keys.timers).start(context.require(label))
///         }
///     }
/// }
/// ```
public protocol Plugin: Sendable {
    /// A short name, shown when two plugins register the same thing.
    var name: String { get }
    /// Registers the plugin's services, entity types, date words and actions; called once, when the registry is built.
    func register(in registry: inout PluginRegistry)
}

/// Everything plugins registered. IntentKit knows no plugin by name: a program lists the ones it wants.
public struct PluginRegistry: Sendable {
    /// The actions by name.
    package private(set) var actions: [String: ActionDefinition] = [:]
    /// The entity types by name.
    package private(set) var entityTypes: [String: EntityType] = [:]
    /// The date words by word.
    package private(set) var dateWords: [String: DateWordDefinition] = [:]
    /// The events triggers may follow, each with the key that narrows it to one entity (nil: none).
    package private(set) var events: [String: String?] = [:]
    /// The services plugins provide, and what actions and entity types resolve.
    public var services = ContainerBuilder()
    /// Names registered twice, with both plugins, and service keys registered twice: wiring errors `check`
    /// reports.
    package var conflicts: [String] {
        registered + services.duplicates.map { "service '\($0)'" }
    }
    private var registered: [String] = []
    private var current = "?"

    /// Registers each plugin in order; a name registered twice is kept as a conflict for the wiring check.
    public init(plugins: [any Plugin]) {
        for plugin in plugins {
            current = plugin.name
            plugin.register(in: &self)
        }
    }

    /// Registers an action whose handler returns a typed output.
    /// `parameters` lists every parameter the action reads (nil: whatever it is given, unchecked); `changes`
    /// is false for an action that only reads; `external` is true for one that runs another program; `result` says
    /// what its results hold when its output type does not (`ActionOutput.resultShape`).
    public mutating func action<Output: ActionOutput>(
        _ name: String, parameters: @autoclosure @escaping @Sendable () -> [any ActionParameterContract]? = nil,
        needs: [AnyKey] = [], changes: Bool = true, external: Bool = false, result: ResultShape? = nil,
        perform: @escaping @Sendable (ActionContext) throws -> Output
    ) {
        if let existing = actions[name] { registered.append("action '\(name)' (\(existing.plugin) and \(current))") }
        var definition = ActionDefinition(
            name: name, plugin: current, parameterList: { parameters()?.map(\.contract) }, needs: needs,
            changes: changes, external: external, perform: { try perform($0) })
        definition.resultShape = { result ?? Output.resultShape }
        actions[name] = definition
    }

    /// Words what a run of the action `name` (registered already) asks for a missing value of a parameter, from
    /// the values given with it (`Amount for 'Water'` from the habit); a nil answer leaves it to the parameter's
    /// declaration.
    package mutating func question(
        for name: String, _ question: @escaping @Sendable (_ parameter: String, _ given: BoundParameters) -> String?
    ) {
        actions[name]?.question = question
    }

    /// Registers an entity type usable as a parameter type. `exact` may find the entity whose id, else whose name,
    /// is exactly a text (ignoring case) without listing every candidate; it must agree with `candidates`.
    public mutating func entityType(
        _ name: String, needs: [AnyKey] = [],
        exact: (@Sendable (Resolver, String) throws -> EntityCandidate?)? = nil,
        candidates: @escaping @Sendable (Resolver) throws -> [EntityCandidate]
    ) {
        if let existing = entityTypes[name] {
            registered.append("entity type '\(name)' (\(existing.plugin) and \(current))")
        }
        entityTypes[name] = EntityType(name: name, plugin: current, needs: needs, candidates: candidates, exact: exact)
    }

    /// Registers a date word such as `selected`.
    package mutating func dateWord(
        _ word: String, needs: [AnyKey] = [], resolve: @escaping @Sendable (Resolver) throws -> CalendarDate
    ) {
        let word = word.lowercased()
        if let existing = dateWords[word] {
            registered.append("date word '\(word)' (\(existing.plugin) and \(current))")
        }
        dateWords[word] = DateWordDefinition(word: word, plugin: current, needs: needs, resolve: resolve)
    }

    /// Registers an event that declarations' `on:` may follow (`completed`), narrowed to one entity by the key
    /// `subject` (`habit`) when given. The program that commits changes says which events they are.
    package mutating func event(_ name: String, subject: String? = nil) {
        if events[name] != nil { registered.append("event '\(name)' (\(current))") }
        events[name] = .some(subject)
    }

    /// The names declarations are checked against.
    public var vocabulary: DeclarationVocabulary {
        var vocabulary = DeclarationVocabulary(
            actions: actions.mapValues(\.parameterList), entityTypes: Set(entityTypes.keys),
            dateWords: Set(dateWords.keys))
        vocabulary.events = events
        return vocabulary
    }
}
