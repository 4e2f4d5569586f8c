import IntentKit

/// Swift source that builds declarations as values: how the built-in declarations are compiled into the program
/// instead of parsed on every run. Only declarations that perform an action can be written this way.
package enum DeclarationLiteral {
    /// A Swift file defining `enum name` whose `declaration(named:)` returns each of `declarations` by its
    /// lowercased name, building only the one asked for.
    package static func file(_ declarations: [IntentDeclaration], name: String, header: String) -> String {
        var text = header + "\nimport IntentKit\n\n"
        text += "enum \(name) {\n"
        text += "    /// The declaration named `name` (lowercased), or nil.\n"
        text += "    static func declaration(named name: String) -> IntentDeclaration? {\n"
        text += "        switch name {\n"
        for declaration in declarations.sorted(by: { $0.name < $1.name }) {
            text += "        case \(quoted(declaration.name.lowercased())):\n"
            text += "            return " + literal(declaration, indent: 12) + "\n"
        }
        text += "        default: return nil\n        }\n    }\n}\n"
        return text
    }

    static func literal(_ declaration: IntentDeclaration, indent: Int) -> String {
        guard let action = declaration.action else {
            preconditionFailure("\(declaration.name) runs steps; only declarations that perform an action are written")
        }
        let pad = String(repeating: " ", count: indent + 4)
        var fields = [
            "name: \(quoted(declaration.name))", "title: \(quoted(declaration.title))",
            "summary: \(quoted(declaration.summary))",
            "parameters: [" + declaration.parameters.map { "\n" + pad + "    " + literal($0) + "," }.joined()
                + (declaration.parameters.isEmpty ? "]" : "\n" + pad + "]"),
            "body: .perform(action: \(quoted(action)))", "overrides: \(declaration.overrides)",
            "examples: [" + declaration.examples.map { "\n" + pad + "    " + literal($0) + "," }.joined()
                + (declaration.examples.isEmpty ? "]" : "\n" + pad + "]"),
            "location: \(literal(declaration.location))", "origin: .\(declaration.origin.rawValue)",
        ]
        if declaration.runMode != .single { fields.append("runMode: .\(declaration.runMode)") }
        return "IntentDeclaration(\n" + fields.map { pad + $0 }.joinedText(separator: ",\n") + ")"
    }

    static func literal(_ parameter: ParameterDeclaration) -> String {
        var fields = ["name: \(quoted(parameter.name))", "type: \(literal(parameter.type))"]
        if parameter.isRequired { fields.append("isRequired: true") }
        if let value = parameter.defaultValue { fields.append("defaultValue: \(quoted(value))") }
        if let value = parameter.minimum { fields.append("minimum: \(value)") }
        if let value = parameter.maximum { fields.append("maximum: \(value)") }
        if !parameter.values.isEmpty {
            fields.append("values: [\(parameter.values.map(quoted).joinedText(separator: ", "))]")
        }
        if let value = parameter.pattern { fields.append("pattern: \(quoted(value))") }
        if let value = parameter.description { fields.append("description: \(quoted(value))") }
        fields.append("location: \(literal(parameter.location))")
        return "ParameterDeclaration(" + fields.joinedText(separator: ", ") + ")"
    }

    static func literal(_ example: IntentDeclaration.Example) -> String {
        let arguments = example.arguments.map { "(\(quoted($0.0)), \(quoted($0.1)))" }.joinedText(separator: ", ")
        return "IntentDeclaration.Example(arguments: [\(arguments)], expectedError: "
            + (example.expectedError.map(quoted) ?? "nil") + ", location: \(literal(example.location)))"
    }

    static func literal(_ type: ParameterType) -> String {
        switch type {
        case .string: return ".string"
        case .integer: return ".integer"
        case .number: return ".number"
        case .boolean: return ".boolean"
        case .date: return ".date"
        case .enumeration: return ".enumeration"
        case .entity(let name): return ".entity(\(quoted(name)))"
        }
    }

    static func literal(_ location: SourceLocation) -> String {
        "SourceLocation(path: \(quoted(location.path)), line: \(location.line), column: \(location.column))"
    }

    /// A Swift string literal of `text`, every character outside printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result + "\""
    }
}
