import IntentKit
import RitualistApp

/// What `ritual hotkeys export|install|uninstall` are asked to do for one target. Each prints what it did as text,
/// or with `json` as one object: export `{"target", "lines", "warnings"}`, install and uninstall `{"target", "path",
/// "messages"}`.
package struct HotkeyRequest {
    package let target: HotkeyTarget
    /// The `ritual` program the bindings run; this one when nil.
    package let bin: String?
    /// Whether a binding the target cannot express fails the export.
    package let strict: Bool
    package let json: Bool

    package init(target: HotkeyTarget, bin: String? = nil, strict: Bool = false, json: Bool = false) {
        self.target = target
        self.bin = bin
        self.strict = strict
        self.json = json
    }

    /// Prints the bindings in the target's syntax (or as JSON) to `output`: a file, or standard output for nil
    /// and `-`.
    package func export(to output: String? = nil) throws(ExitStatus) {
        try FailureReport.reporting {
            let export = try bindings()
            let lines = try export.lines()
            guard json else { return try OutputFile.write(lines.joinedText(separator: "\n"), to: output) }
            let report = JSONValue.object([
                ("target", .string(target.rawValue)), ("lines", .array(lines.map(JSONValue.string))),
                ("warnings", .array((strict ? [] : export.warnings).map(JSONValue.string))),
            ])
            try OutputFile.write(report.serialized(pretty: true), to: output)
        }
    }

    package func install() throws(ExitStatus) {
        try FailureReport.reporting {
            let placement = try HotkeyPlacement(target: target, environment: Console.current.environment)
            show(try HotkeyInstaller(export: bindings(), placement: placement).install(), at: placement)
        }
    }

    package func uninstall() throws(ExitStatus) {
        try FailureReport.reporting {
            let placement = try HotkeyPlacement(target: target, environment: Console.current.environment)
            let export = HotkeyExport(target: target, bindings: [], executable: "/")
            show(try HotkeyInstaller(export: export, placement: placement).uninstall(), at: placement)
        }
    }

    /// The export of config.yaml's bindings, after its warnings are printed.
    private func bindings() throws -> HotkeyExport {
        let export = HotkeyExport(
            target: target, bindings: try HotkeySettings.bindings(),
            executable: bin ?? Executable.path(environment: Console.current.environment),
            home: Console.current.environment["RITUALIST_HOME"], strict: strict)
        if !strict { export.warnings.forEach(Output.error) }
        return export
    }

    private func show(_ messages: [String], at placement: HotkeyPlacement) {
        guard json else { return messages.forEach(Output.line) }
        Output.json(
            .object([
                ("target", .string(target.rawValue)), ("path", .string(placement.path)),
                ("messages", .array(messages.map(JSONValue.string))),
            ]))
    }
}
