/// Where `ritual hotkeys install` writes for a target, and what the person does next.
package struct HotkeyPlacement {
    enum Mode: Equatable {
        /// A file of ours that the target's main configuration includes with `include`.
        case ownFile(include: String)
        /// A block between markers inside the target's own file.
        case block
        /// One desktop file per binding in a folder.
        case folder
        /// GSettings, through `gsettings`.
        case gsettings
    }

    let mode: Mode
    package let path: String
    /// What reloads the target, or nil when it reloads by itself.
    let reload: String?
    /// The environment the placement was worked out in, which the tools install runs are given.
    package let environment: [String: String]

    package init(target: HotkeyTarget, environment: [String: String]) throws(FrontEndError) {
        self.environment = environment
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw .homeNotAbsolute(target: target)
        }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        switch target {
        case .sxhkd: (mode, path, reload) = (.block, config + "/sxhkd/sxhkdrc", "pkill -USR1 -x sxhkd")
        case .xbindkeys: (mode, path, reload) = (.block, home + "/.xbindkeysrc", nil)
        case .i3:
            path = config + "/i3/ritual.conf"
            (mode, reload) = (.ownFile(include: "include " + path), "i3-msg reload")
        case .sway:
            path = config + "/sway/ritual.conf"
            (mode, reload) = (.ownFile(include: "include " + path), "swaymsg reload")
        case .hyprland:
            path = config + "/hypr/ritual.conf"
            (mode, reload) = (.ownFile(include: "source = " + path), nil)
        case .hyprlandLua:
            path = config + "/hypr/ritual.lua"
            (mode, reload) = (.ownFile(include: "dofile(\"" + path + "\")"), nil)
        case .skhd:
            path = config + "/skhd/ritual.skhdrc"
            (mode, reload) = (.ownFile(include: ".load \"" + path + "\""), nil)
        case .hammerspoon:
            path = home + "/.hammerspoon/ritual.lua"
            (mode, reload) = (.ownFile(include: "dofile(\"" + path + "\")"), "hs -c 'hs.reload()'")
        case .kde:
            (mode, path) = (.folder, data + "/kglobalaccel")
            reload = "log out and back in, or restart kglobalaccel"
        case .gnome: (mode, path, reload) = (.gsettings, GnomeKeybindings.base, nil)
        }
    }

    package static let begin = "ritual hotkeys: begin (written by 'ritual hotkeys install'; edit config.yaml instead)"
    package static let end = "ritual hotkeys: end"
    /// How a line inside the block starts that notes what install added around it.
    package static let note = "ritual hotkeys: install "
}
