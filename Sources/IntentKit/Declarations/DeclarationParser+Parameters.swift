import Yams

extension DeclarationParser {
    static let parameterKeys = ["type", "required", "default", "min", "max", "values", "pattern", "description"]

    func readParameters(_ node: Node, _ reader: inout NodeReader) -> [ParameterDeclaration] {
        guard let fields = reader.mapping(node, what: "'parameters'", allowed: nil) else { return [] }
        var parameters: [ParameterDeclaration] = []
        for entry in fields.entries {
            guard ParameterName.isValid(entry.key) else {
                reader.error(
                    at: entry.keyNode,
                    "invalid parameter name '\(entry.key)' (expected a lowercase letter "
                        + "followed by letters, digits or '_')")
                continue
            }
            if let parameter = readParameter(name: entry.key, keyNode: entry.keyNode, entry.value, &reader) {
                parameters.append(parameter)
            }
        }
        return parameters
    }

    private func readParameter(name: String, keyNode: Node, _ node: Node, _ reader: inout NodeReader)
        -> ParameterDeclaration?
    {
        let what = "parameter '\(name)'"
        guard let fields = reader.mapping(node, what: what, allowed: Self.parameterKeys) else { return nil }
        guard let type = readType(fields["type"], parameterNode: node, what: what, &reader) else { return nil }
        let errorsBefore = reader.diagnostics.count
        let isRequired = fields["required"].flatMap { reader.boolean($0, key: "required") } ?? false
        let minimum = fields["min"].flatMap { reader.number($0, key: "min") }
        let maximum = fields["max"].flatMap { reader.number($0, key: "max") }
        let values = fields["values"].map { readValues($0, &reader) } ?? []
        let pattern = fields["pattern"].flatMap { reader.scalar($0, key: "pattern") }
        let description = fields["description"].flatMap { reader.scalar($0, key: "description") }
        let defaultValue = fields["default"].flatMap { reader.scalar($0, key: "default") }
        checkApplicability(fields, type: type, &reader)
        if let minimum, let maximum, minimum > maximum, let node = fields["max"] {
            reader.error(at: node, "'max' (\(JSONValue.format(maximum))) is below 'min' (\(JSONValue.format(minimum)))")
        }
        if type == .enumeration, fields["values"] == nil, let node = fields["type"] {
            reader.error(at: node, "an enum parameter needs 'values'")
        }
        if let pattern, let node = fields["pattern"], (try? Regex(pattern)) == nil {
            reader.error(at: node, "invalid regular expression '\(pattern)'")
        }
        if isRequired, let node = fields["default"] {
            reader.error(at: node, "a required parameter cannot have a default")
        }
        let parameter = ParameterDeclaration(
            name: name, type: type, isRequired: isRequired, defaultValue: defaultValue, minimum: minimum,
            maximum: maximum, values: values, pattern: pattern, description: description,
            location: reader.document.location(of: keyNode))
        if reader.diagnostics.count == errorsBefore, let defaultValue, let node = fields["default"] {
            checkDefault(defaultValue, of: parameter, at: node, &reader)
        }
        return parameter
    }

    private func readType(_ node: Node?, parameterNode: Node, what: String, _ reader: inout NodeReader)
        -> ParameterType?
    {
        guard let name = reader.requiredString(node, key: "type", in: parameterNode), let node else { return nil }
        if let type = ParameterType.builtins[name] { return type }
        if vocabulary.entityTypes.contains(name) { return .entity(name) }
        let names = vocabulary.typeNames
        reader.error(
            at: node,
            "unknown parameter type '\(name)' (expected one of: " + names.joinedText(separator: ", ")
                + ")." + Suggestion.hint(for: name, in: names))
        return nil
    }

    private func readValues(_ node: Node, _ reader: inout NodeReader) -> [String] {
        guard let elements = reader.sequence(node, key: "values") else { return [] }
        var values: [String] = []
        for element in elements {
            guard let value = reader.scalar(element, key: "values") else { continue }
            if values.contains(where: { $0.lowercased() == value.lowercased() }) {
                reader.error(at: element, "duplicate value '\(value)' in 'values'")
            } else {
                values.append(value)
            }
        }
        if elements.isEmpty { reader.error(at: node, "'values' must list at least one value") }
        return values
    }

    /// Constraints that only make sense for some types.
    private func checkApplicability(_ fields: NodeReader.Fields, type: ParameterType, _ reader: inout NodeReader) {
        let numeric = type == .integer || type == .number
        for key in ["min", "max"] where !numeric {
            if let node = fields[key] {
                reader.error(at: node, "'\(key)' applies only to integer and number parameters")
            }
        }
        if type != .enumeration, let node = fields["values"] {
            reader.error(at: node, "'values' applies only to enum parameters")
        }
        if type != .string, let node = fields["pattern"] {
            reader.error(at: node, "'pattern' applies only to string parameters")
        }
    }

    /// A default must itself be a valid value; entity defaults are resolved only at run time.
    private func checkDefault(
        _ value: String, of parameter: ParameterDeclaration, at node: Node,
        _ reader: inout NodeReader
    ) {
        let pluginWords = vocabulary.dateWords
        switch parameter.type {
        case .entity:
            return
        case .date:
            if !DateWords.isWellFormed(value, pluginWords: pluginWords) {
                let words = DateWords.builtinWords + pluginWords.sorted()
                reader.error(
                    at: node,
                    "default '\(value)' is not a date (expected YYYY-MM-DD or one of: "
                        + words.joinedText(separator: ", ") + ")")
            }
        default:
            do {
                _ = try ValueCoercer.coerce(value, for: parameter) { _ in CalendarDate(daysSinceEpoch: 0) }
            } catch let error as ParameterError {
                reader.error(at: node, "default does not satisfy its own constraints: " + error.message)
            } catch {
                reader.error(at: node, "default is invalid: \(error)")
            }
        }
    }
}

/// The rule for parameter names.
enum ParameterName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }
    }
}
