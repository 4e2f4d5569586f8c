import IntentKit
import RitualistCore

/// `ritual list` and `ritual describe`, for people and for scripts.
package enum CatalogRenderer {
    package static func json(_ intent: IntentDeclaration, plugin: PluginRun? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("name", .string(intent.name)),
            ("title", .string(intent.title)),
            ("summary", .string(intent.summary)),
            ("action", .optional(intent.action)),
            ("origin", .string(intent.origin.rawValue)),
            ("path", .string(intent.location.path)),
            ("parameters", .array(intent.parameters.map(json))),
            ("steps", intent.steps.map { .array($0.map(json)) } ?? .null),
        ]
        if let plugin {
            fields.append(
                (
                    "plugin",
                    .object([
                        ("name", .string(plugin.name)), ("path", .string(plugin.path)),
                        ("timeout", .double(plugin.timeout)),
                    ])
                ))
        }
        return .object(fields)
    }

    /// The external plugin an intent's action runs in, and the seconds a run of it may take.
    package struct PluginRun {
        package let name: String
        package let path: String
        package let timeout: Double

        package init(name: String, path: String, timeout: Double) {
            self.name = name
            self.path = path
            self.timeout = timeout
        }

        /// `Plugin: echo (/home/me/.config/ritualist/plugins/echo), at most 10 s a run (plugins.echo.timeout)`.
        var line: String {
            "Plugin: \(name) (\(path)), at most \(ValueFormat.text(timeout)) s a run (plugins.\(name).timeout)"
        }
    }

    /// A step as `list --json` shows it: `{"id", "run" | "perform" | "stop", "if", "continue_on_error"}`.
    package static func json(_ step: Step) -> JSONValue {
        return .object([
            ("id", .optional(step.id)),
            (step.target.key, .string(step.target.name)),
            ("if", .optional(step.conditionText)),
            ("continue_on_error", .bool(step.continueOnError)),
        ])
    }

    package static func json(_ parameter: ParameterDeclaration) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("name", .string(parameter.name)),
            ("type", .string(parameter.type.description)),
            ("required", .bool(parameter.isRequired)),
            ("default", .optional(parameter.defaultValue)),
        ]
        if let minimum = parameter.minimum { fields.append(("min", .double(minimum))) }
        if let maximum = parameter.maximum { fields.append(("max", .double(maximum))) }
        if !parameter.values.isEmpty { fields.append(("values", .array(parameter.values.map(JSONValue.string)))) }
        if let pattern = parameter.pattern { fields.append(("pattern", .string(pattern))) }
        fields.append(("description", .optional(parameter.description)))
        return .object(fields)
    }

    /// One line of a parameter: `value: number, required, min 0` or `date: date = selected`.
    static func signature(_ parameter: ParameterDeclaration) -> String {
        var parts = ["\(parameter.name): \(parameter.type)"]
        if parameter.isRequired { parts.append("required") }
        if let minimum = parameter.minimum { parts.append("min \(JSONValue.format(minimum))") }
        if let maximum = parameter.maximum { parts.append("max \(JSONValue.format(maximum))") }
        if !parameter.values.isEmpty { parts.append(parameter.values.joinedText(separator: "|")) }
        if let pattern = parameter.pattern { parts.append("matching \(pattern)") }
        var text = parts.joinedText(separator: ", ")
        if let value = parameter.defaultValue { text += " = \(value)" }
        return text
    }

    package static func list(_ catalog: Catalog) -> String {
        let width = min(24, (catalog.names.map(\.count).max() ?? 0) + 2)
        return catalog.declarations.map { intent in
            var line = Text.pad(intent.name, width, gap: 2) + intent.summary
            if intent.origin == .user { line += " [user]" }
            if !intent.parameters.isEmpty {
                line +=
                    "\n" + String(repeating: " ", count: width)
                    + intent.parameters.map(signature).joinedText(separator: "; ")
            }
            return line
        }.joinedText(separator: "\n")
    }

    package static func describe(_ intent: IntentDeclaration, plugin: PluginRun? = nil) -> String {
        var lines = ["\(intent.name) — \(intent.title)", intent.summary, ""]
        if intent.parameters.isEmpty {
            lines.append("Parameters: none")
        } else {
            lines.append("Parameters:")
            for parameter in intent.parameters {
                lines.append("  " + signature(parameter))
                if let description = parameter.description { lines.append("      " + description) }
            }
        }
        lines.append("")
        if let steps = intent.steps {
            lines.append("Steps (mode: \(intent.runMode)):")
            lines += steps.enumerated().map { index, step in
                var line = "  \(index + 1). \(step.target)"
                if let id = step.id { line += " (id: \(id))" }
                if let condition = step.conditionText { line += ", if \(condition)" }
                if step.continueOnError { line += ", continues on error" }
                return line
            }
        } else if let action = intent.action {
            lines.append("Performs: \(action)")
            if let plugin { lines.append(plugin.line) }
        }
        lines.append("Declared in: \(intent.location.path) (\(intent.origin == .builtin ? "built-in" : "user"))")
        let required = intent.parameters.filter(\.isRequired).map { "\($0.name)=…" }
        lines.append("Usage: ritual run \(([intent.name] + required).joinedText(separator: " "))")
        if !intent.examples.isEmpty {
            lines.append("")
            lines.append("Examples:")
            lines += intent.examples.map { example($0, of: intent) }
        }
        return lines.joinedText(separator: "\n")
    }

    /// `  ritual run CompleteHabit habit=Stretch   (refused: alreadyLoggedToday)`.
    package static func example(_ example: IntentDeclaration.Example, of intent: IntentDeclaration) -> String {
        let words = ["ritual", "run", intent.name] + example.arguments.map { "\($0)=\(ShellWord.quoted($1))" }
        return "  " + words.joinedText(separator: " ") + (example.expectedError.map { "   (refused: \($0))" } ?? "")
    }
}
