import Foundation

/// Installs GNOME custom keybindings through `gsettings`, merging ours into the list and keeping the user's.
struct GnomeInstaller {
    package let export: HotkeyExport
    /// The environment `gsettings` runs in (it finds the session's bus through it).
    package let environment: [String: String]

    package func install() throws {
        let bindings = try export.entries().map(\.binding)
        for binding in bindings {
            let schema = GnomeKeybindings.schema + ".custom-keybinding:" + GnomeKeybindings.path(binding)
            let command = GnomeKeybindings.command(export, binding)
            try gsettings(["set", schema, "name", HotkeyQuoting.gvariant("Ritual: " + binding.summary)])
            try gsettings(["set", schema, "command", HotkeyQuoting.gvariant(command)])
            try gsettings([
                "set", schema, "binding", HotkeyQuoting.gvariant(GnomeKeybindings.accelerator(binding.chord)),
            ])
        }
        let kept = try list().filter { !isOurs($0) }
        try setList(kept + bindings.map(GnomeKeybindings.path))
    }

    /// Removes every binding of ours, those no longer in config.yaml included; returns how many.
    package func uninstall() throws -> Int {
        let current = try list()
        for path in current where isOurs(path) {
            for key in ["name", "command", "binding"] {
                try gsettings(["reset", GnomeKeybindings.schema + ".custom-keybinding:" + path, key])
            }
        }
        try setList(current.filter { !isOurs($0) })
        return current.count { isOurs($0) }
    }

    private func isOurs(_ path: String) -> Bool {
        path.hasPrefix(GnomeKeybindings.base + "ritual-")
    }

    private func list() throws -> [String] {
        GVariantText.strings(in: try gsettings(["get", GnomeKeybindings.schema, "custom-keybindings"]))
    }

    private func setList(_ paths: [String]) throws {
        try gsettings(
            [
                "set", GnomeKeybindings.schema, "custom-keybindings",
                "[" + paths.map(HotkeyQuoting.gvariant).joinedText(separator: ", ") + "]",
            ])
    }

    @discardableResult
    private func gsettings(_ arguments: [String]) throws -> String {
        guard let run = ExternalCommand.run(["gsettings"] + arguments, environment: environment) else {
            throw FrontEndError.gsettingsMissing
        }
        guard run.status == 0 else {
            throw FrontEndError.gsettingsFailed(command: arguments.first ?? "", problem: run.problem)
        }
        return run.output
    }
}
