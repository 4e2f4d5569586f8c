import IntentKit
import RitualistIntents

/// The hotkeys of config.yaml, checked against the catalog: every problem is a diagnostic.
enum HotkeySettings {
    static func bindings() throws -> [HotkeyBinding] {
        let runtime = try Console.current.runtime()
        let bindings = try runtime.settings().hotkeys
        let problems = HotkeyCheck.problems(bindings, catalog: runtime.makeRunner().catalog)
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return bindings
    }
}
