/// What an external plugin says of itself when asked `PLUGIN describe` (protocol 1).
package struct PluginDescription: Sendable, Equatable {
    /// One action the plugin performs, named under the plugin's namespace (`git.commits`).
    package struct Action: Sendable, Equatable {
        package let name: String
        package let summary: String
        package let parameters: [ActionParameter]
        /// The fields of the result object of a successful run.
        package let result: [String]
    }

    package static let protocolVersion = 1
    package static let parameterKeys: Set = [
        "type", "required", "default", "min", "max", "values", "pattern", "description",
    ]

    package let name: String
    package let summary: String
    package let actions: [Action]

    /// Reads a `describe` response; a message names what breaks the protocol.
    package init(json text: String) throws(PluginProblem) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw .protocolBroken("describe printed malformed JSON (\(error.description))")
        }
        guard value["protocol"]?.intValue == Self.protocolVersion else {
            throw .protocolBroken("describe must say \"protocol\": \(Self.protocolVersion)")
        }
        guard let name = value["name"]?.stringValue, Self.isName(name) else {
            throw .protocolBroken("describe must give a \"name\" of letters, digits, '-' and '_'")
        }
        guard let actions = value["actions"]?.arrayValue else {
            throw .protocolBroken("describe must list \"actions\"")
        }
        self.name = name
        summary = value["summary"]?.stringValue ?? ""
        self.actions = try actions.map { (action) throws(PluginProblem) in try Self.action(action, plugin: name) }
    }

    package static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }

    private static func action(_ value: JSONValue, plugin: String) throws(PluginProblem) -> Action {
        guard let name = value["name"]?.stringValue, name.hasPrefix(plugin + "."),
            isName(String(name.dropFirst(plugin.count + 1)))
        else {
            throw .protocolBroken("every action must be named '\(plugin).NAME'")
        }
        var parameters: [ActionParameter] = []
        for (key, spec) in value["parameters"]?.objectValue ?? [] {
            parameters.append(try parameter(key, spec, action: name))
        }
        let result = value["result"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if let listed = value["result"]?.arrayValue, listed.count != result.count {
            throw .protocolBroken("action '\(name)': \"result\" must list field names")
        }
        return Action(name: name, summary: value["summary"]?.stringValue ?? "", parameters: parameters, result: result)
    }

    private static func parameter(_ name: String, _ spec: JSONValue, action: String) throws(PluginProblem)
        -> ActionParameter
    {
        guard let entries = spec.objectValue else {
            throw .protocolBroken("action '\(action)': parameter '\(name)' must be an object")
        }
        if let unknown = entries.first(where: { !parameterKeys.contains($0.0) }) {
            throw .protocolBroken("action '\(action)': parameter '\(name)' has an unknown key '\(unknown.0)'")
        }
        guard let typeName = spec["type"]?.stringValue, let type = ParameterType.builtins[typeName] else {
            let known = ParameterType.builtins.keys.sorted().joinedText(separator: ", ")
            throw .protocolBroken("action '\(action)': parameter '\(name)' needs a type (one of: \(known))")
        }
        let values = spec["values"]?.arrayValue?.compactMap(\.stringValue)
        if type == .enumeration, values?.isEmpty ?? true {
            throw .protocolBroken("action '\(action)': enum parameter '\(name)' needs \"values\"")
        }
        return ActionParameter(
            described: name, type: type, isRequired: spec["required"]?.boolValue ?? false, values: values)
    }
}
