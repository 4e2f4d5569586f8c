/// Binds raw arguments to an intent's declared parameters: names, required, defaults, types, constraints,
/// date words and entities.
package struct ParameterBinder: Sendable {
    let registry: PluginRegistry
    let resolver: Resolver
    let today: CalendarDate

    /// A binder that finds entity types and date words in `registry`, resolves them through `resolver`, and reads
    /// date words as of `today`.
    package init(registry: PluginRegistry, resolver: Resolver, today: CalendarDate) {
        self.registry = registry
        self.resolver = resolver
        self.today = today
    }

    /// The typed parameters, or the first problem: unknown names first, then each parameter in order.
    package func bind(_ arguments: RawArguments, to intent: IntentDeclaration) throws -> BoundParameters {
        let known = intent.parameters.map(\.name)
        for pair in arguments.pairs where !known.contains(pair.name) {
            throw ParameterError.unknown(intent: intent.name, parameter: pair.name, known: known)
        }
        var values: [(name: String, value: ParameterValue)] = []
        for parameter in intent.parameters {
            let given = arguments.pairs.first { $0.name == parameter.name }?.value
            guard let raw = given ?? parameter.defaultValue else {
                if parameter.isRequired { throw ParameterError.missing(intent: intent.name, parameter: parameter.name) }
                continue
            }
            values.append((parameter.name, try coerce(raw, for: parameter)))
        }
        return BoundParameters(intent: intent.name, values: values)
    }

    /// The parameters of `arguments` (and the defaults) that bind on their own, the others left out: what a question
    /// for a missing value is worded from.
    package func given(_ arguments: RawArguments, to intent: IntentDeclaration) -> BoundParameters {
        let values = intent.parameters.compactMap { parameter -> (name: String, value: ParameterValue)? in
            guard
                let raw = arguments.pairs.first(where: { $0.name == parameter.name })?.value ?? parameter.defaultValue,
                let value = try? coerce(raw, for: parameter)
            else { return nil }
            return (parameter.name, value)
        }
        return BoundParameters(intent: intent.name, values: values)
    }

    private func coerce(_ raw: String, for parameter: ParameterDeclaration) throws -> ParameterValue {
        if case .entity(let typeName) = parameter.type {
            guard let type = registry.entityTypes[typeName] else {
                throw RunnerError.unexpected("entity type '\(typeName)' is not registered")
            }
            let resolver = resolver.limited(to: type.needs)
            if let exact = type.exact, let found = try exact(resolver, raw.trimmed) {
                return .entity(EntityReference(type: typeName, id: found.id, name: found.name))
            }
            let candidates = try type.candidates(resolver)
            let match = try EntityMatcher.match(raw, type: typeName, in: candidates)
            return .entity(EntityReference(type: typeName, id: match.id, name: match.name))
        }
        return try ValueCoercer.coerce(raw, for: parameter) { text in
            try dateWords.resolve(text, parameter: parameter.name)
        }
    }

    private var dateWords: DateWords {
        let resolver = self.resolver
        let words = registry.dateWords.mapValues { definition in
            { @Sendable in try definition.resolve(resolver.limited(to: definition.needs)) }
        }
        return DateWords(today: today, pluginWords: words)
    }
}
