import Yams

extension DeclarationParser {
    /// A declaration must give its action every parameter the action requires, with a type it can read, and
    /// declare nothing the action would ignore.
    /// `written` holds every parameter name the file wrote, so one that failed to parse is not reported
    /// again as missing.
    func checkParameters(
        _ parameters: [ParameterDeclaration], written: Set<String>, against action: String, performAt node: Node,
        _ reader: inout NodeReader
    ) {
        guard let parameterList = vocabulary.actions[action], let expected = parameterList() else { return }
        for parameter in parameters {
            guard let wanted = expected.first(where: { $0.name == parameter.name }) else {
                let names = expected.map(\.name)
                let list = names.isEmpty ? "it reads none" : "it reads: " + names.joinedText(separator: ", ")
                reader.error(
                    at: parameter.location,
                    "parameter '\(parameter.name)' is not read by action '\(action)' "
                        + "(\(list))." + Suggestion.hint(for: parameter.name, in: names))
                continue
            }
            if !wanted.accepts(parameter.type) {
                reader.error(
                    at: parameter.location,
                    "parameter '\(parameter.name)' is declared as \(parameter.type) "
                        + "but action '\(action)' reads \(wanted.type.expectation)")
            } else if let allowed = wanted.values {
                for value in parameter.values where !allowed.contains(value) {
                    reader.error(
                        at: parameter.location,
                        "value '\(value)' of parameter '\(parameter.name)' is not one action '\(action)' accepts "
                            + "(expected one of: \(allowed.joinedText(separator: ", ")))"
                            + Suggestion.hint(for: value, in: allowed))
                }
            }
        }
        for wanted in expected where wanted.isRequired {
            let declared = parameters.first { $0.name == wanted.name }
            if declared == nil, !written.contains(wanted.name) {
                reader.error(
                    at: node,
                    "action '\(action)' needs parameter '\(wanted.name)' (\(wanted.type.expectation)); "
                        + "declare it as required or with a default")
            } else if let declared, !declared.isRequired, declared.defaultValue == nil {
                reader.error(
                    at: declared.location,
                    "parameter '\(wanted.name)' must be required or have a default: "
                        + "action '\(action)' cannot run without it")
            }
        }
    }
}
