/// What `ritual hotkeys export --target T` prints and `install` writes: every binding in the target's syntax,
/// each running `PATH hotkeys fire ID`, where PATH is `ritual`'s absolute path and ID the chord's id; with a home
/// that is not the default, `/usr/bin/env RITUALIST_HOME=HOME PATH hotkeys fire ID`, so a press acts on the home the
/// export was made for whatever the session's environment holds.
package struct HotkeyExport {
    package let target: HotkeyTarget
    package let bindings: [HotkeyBinding]
    package let executable: String
    /// `RITUALIST_HOME` of the export, when one was set; nil for the default home, which the commands do not name.
    package let home: String?
    /// Whether a binding the target cannot express fails the export, rather than being left out with a warning.
    package var strict = false

    package init(
        target: HotkeyTarget, bindings: [HotkeyBinding], executable: String, home: String? = nil, strict: Bool = false
    ) {
        self.target = target
        self.bindings = bindings
        self.executable = executable
        self.home = home.flatMap { $0.isEmpty ? nil : $0 }
        self.strict = strict
    }

    /// The lines for every binding, after a header when the target needs one.
    package func lines() throws(FrontEndError) -> [String] {
        var lines: [String] = []
        for entry in try entries() {
            lines += [target.commentPrefix + "Ritual: " + entry.binding.summary] + entry.lines + [""]
        }
        if lines.last == "" { lines.removeLast() }
        return header + lines
    }

    /// Each binding with its lines, but those the target has no name for the key of (refused when strict);
    /// refused when the path of `ritual` cannot be quoted for every target.
    package func entries() throws(FrontEndError) -> [(binding: HotkeyBinding, lines: [String])] {
        if let control = HotkeyBinding.controlCharacter(in: executable) {
            throw .executableControlCharacter(path: executable, character: control)
        }
        if let bad = executable.first(where: { HotkeyQuoting.unsafeInPath.contains($0) || $0.isNewline }) {
            throw .executableUnquotable(path: executable, character: bad)
        }
        guard executable.hasPrefix("/") else {
            throw .executableRelative(path: executable)
        }
        if let home {
            if let control = HotkeyBinding.controlCharacter(in: home) {
                throw .homeControlCharacter(path: home, character: control)
            }
            if let bad = home.first(where: HotkeyQuoting.unsafeInHome.contains) {
                throw .homeUnquotable(path: home, character: bad)
            }
        }
        var entries: [(binding: HotkeyBinding, lines: [String])] = []
        for binding in bindings {
            guard let lines = entry(binding) else {
                if strict { throw unexpressible(binding) }
                continue
            }
            entries.append((binding, lines))
        }
        return entries
    }

    /// A warning for each binding the export leaves out because the target has no name for its key.
    package var warnings: [String] {
        bindings.filter { entry($0) == nil }.map {
            // The refusal's sentence, its full stop giving way to what becomes of the binding.
            "warning: " + String(unexpressible($0).message.dropLast()) + "; it is left out (--strict refuses it)."
        }
    }

    private func unexpressible(_ binding: HotkeyBinding) -> FrontEndError {
        .unexpressibleHotkey(
            chord: "\(binding.chord)", summary: binding.summary, key: binding.chord.key.name, target: target)
    }

    /// What the target's file starts with, when it needs saying how to use it.
    private var header: [String] {
        switch target {
        case .i3:
            // Without it i3 takes a file with no v4-only line for a v3 one; sway has one format only.
            return ["# i3 config file (v4)", ""]
        case .gnome:
            return [
                "# Load with: dconf load \(GnomeKeybindings.dconfFolder) < FILE, then add the paths to",
                "# custom-keybindings; 'ritual hotkeys install --target gnome' does both and keeps your own.", "",
            ]
        default: return []
        }
    }

    /// The argv a binding runs: through `env` with the home when it is not the default.
    package func arguments(_ binding: HotkeyBinding) -> [String] {
        (home.map { [Self.env, "RITUALIST_HOME=" + $0] } ?? []) + [executable, "hotkeys", "fire", binding.chord.id]
    }

    /// `env` by absolute path: hotkey daemons and launchd agents run with a short `PATH`, or none.
    static let env = "/usr/bin/env"

    /// The command line for a target that runs it through `sh -c`.
    func shellCommand(_ binding: HotkeyBinding) -> String {
        arguments(binding).map(HotkeyQuoting.shell).joinedText(separator: " ")
    }

    private func entry(_ binding: HotkeyBinding) -> [String]? {
        switch target {
        case .sxhkd: return sxhkd(binding)
        case .i3, .sway: return i3(binding)
        case .hyprland: return hyprland(binding)
        case .hyprlandLua: return hyprlandLua(binding)
        case .xbindkeys: return xbindkeys(binding)
        case .gnome: return gnome(binding)
        case .kde: return kde(binding)
        case .skhd: return skhd(binding)
        case .hammerspoon: return hammerspoon(binding)
        }
    }
}
