import IntentKit
import RitualistIntents

/// The hotkeys of config.yaml and of the intents' `hotkey:` keys, checked against the catalog: every problem is a
/// diagnostic.
enum HotkeySettings {
    static func bindings() throws -> [HotkeyBinding] {
        let runtime = try Console.current.runtime()
        let settings = try runtime.settings()
        let declared = HotkeyBinding.declared(in: runtime.declarationSources().sources)
        let all = HotkeyBinding.unique(settings.hotkeys + declared.bindings)
        let problems =
            declared.problems + all.problems + HotkeyCheck.problems(all.bindings, catalog: runtime.makeRunner().catalog)
        guard problems.isEmpty else { throw DiagnosticList(problems.sorted { $0.location < $1.location }) }
        return all.bindings
    }
}
