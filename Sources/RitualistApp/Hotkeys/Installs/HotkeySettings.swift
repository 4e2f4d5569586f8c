import IntentKit

/// The hotkeys of config.yaml and of the intents' `hotkey:` keys, checked against the catalog: every problem is a
/// diagnostic.
package enum HotkeySettings {
    package static func bindings(runtime: RitualistRuntime) throws -> [HotkeyBinding] {
        let checked = check(
            settings: try runtime.settings(using: ["hotkeys"]), sources: runtime.declarationSources().sources,
            catalog: runtime.makeRunner().catalog)
        guard checked.problems.isEmpty else { throw DiagnosticList(checked.problems) }
        return checked.bindings
    }

    /// Every binding once, and what is wrong with any of them, in file order (what `ritual check` reports too).
    package static func check(settings: RitualistSettings, sources: [DeclarationSource], catalog: Catalog)
        -> (bindings: [HotkeyBinding], problems: [Diagnostic])
    {
        let declared = HotkeyBinding.declared(in: sources)
        let all = HotkeyBinding.unique(settings.hotkeys + declared.bindings)
        let problems = declared.problems + all.problems + HotkeyCheck.problems(all.bindings, catalog: catalog)
        return (all.bindings, problems.sorted { $0.location < $1.location })
    }
}
