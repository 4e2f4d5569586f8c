import IntentKit

/// What config.yaml's hotkeys would do wrong at a press, found before any press: an unknown intent, a parameter
/// it does not declare, a required one left out, or a value its type refuses.
enum HotkeyCheck {
    package static func problems(_ bindings: [HotkeyBinding], catalog: Catalog) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for binding in bindings {
            guard let intent = catalog.declaration(named: binding.intent) else {
                let hint = catalog.suggestion(for: binding.intent).map { " Did you mean '\($0)'?" } ?? ""
                problems.append(binding.intentDiagnostic("unknown intent '\(binding.intent)'." + hint))
                continue
            }
            for (name, value) in binding.parameters {
                guard let parameter = intent.parameter(named: name) else {
                    let names = intent.parameters.map(\.name)
                    problems.append(
                        binding.intentDiagnostic(
                            "intent '\(intent.name)' has no parameter '\(name)' (it takes: "
                                + (names.isEmpty ? "none" : names.joinedText(separator: ", ")) + ")."
                                + Suggestion.hint(for: name, in: names)))
                    continue
                }
                if let problem = refusal(value, for: parameter) {
                    problems.append(binding.intentDiagnostic(problem))
                }
            }
            let given = Set(binding.parameters.map(\.name))
            for parameter in intent.parameters
            where parameter.isRequired && parameter.defaultValue == nil && !given.contains(parameter.name) {
                problems.append(
                    binding.intentDiagnostic(
                        "intent '\(intent.name)' needs '\(parameter.name)'; add it under 'with'"))
            }
        }
        return problems
    }

    /// Why the value's type refuses it; entities and dates are resolved at the press, against the store and the day.
    private static func refusal(_ value: String, for parameter: ParameterDeclaration) -> String? {
        switch parameter.type {
        case .entity, .date: return nil
        default:
            do {
                _ = try ValueCoercer.coerce(value, for: parameter) { _ in CalendarDate(daysSinceEpoch: 0) }
                return nil
            } catch let failure as any IntentFailure {
                return failure.message.prefix(1).lowercased() + failure.message.dropFirst()
            } catch {
                return String(describing: error)
            }
        }
    }
}
