/// A hotkey daemon or desktop that `ritual hotkeys export|install|uninstall` writes bindings for.
package enum HotkeyTarget: String, CaseIterable, Sendable {
    case sxhkd, i3, sway, hyprland
    /// Hyprland 0.55 and later, configured in Lua.
    case hyprlandLua = "hyprland-lua"
    case gnome, kde, xbindkeys, skhd, hammerspoon

    /// How a target's configuration comment lines start.
    var commentPrefix: String { self == .hammerspoon || self == .hyprlandLua ? "-- " : "# " }
}
