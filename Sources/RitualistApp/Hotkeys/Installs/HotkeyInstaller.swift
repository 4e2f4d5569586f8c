import Foundation
import Primitives

/// Writes a target's bindings where it reads them, and removes exactly what it wrote: a file is ours only when it
/// starts with the line install writes first, and a block only between our markers.
package struct HotkeyInstaller {
    package let export: HotkeyExport
    package let placement: HotkeyPlacement

    package init(export: HotkeyExport, placement: HotkeyPlacement) {
        self.export = export
        self.placement = placement
    }

    private var target: HotkeyTarget { export.target }

    /// Installs; returns what to tell the person.
    package func install() throws -> [String] {
        switch placement.mode {
        case .ownFile(let include):
            let lines = try export.lines()
            if let old = try HotkeyFile.read(placement.path), !isOurs(old) {
                throw HotkeyError.notOurs(path: placement.path)
            }
            try HotkeyFile.write(text(header + lines), to: placement.path, command: "install")
            let included = (try? String(contentsOfFile: mainFile, encoding: .utf8))?.contains(include) ?? false
            return ["Wrote \(Plural.count(try export.entries().count, "hotkey")) to \(placement.path)."]
                + (included ? [] : ["Add this line to \(mainFile): \(include)"]) + reloadHint
        case .block:
            let lines = try export.lines()
            let old = try HotkeyFile.read(placement.path)
            if let new = try block.apply(lines, to: old, path: placement.path) {
                try HotkeyFile.write(new, to: placement.path, command: "install")
            }
            return [
                "Wrote \(Plural.count(try export.entries().count, "hotkey")) to \(placement.path) (between the ritual "
                    + "markers)."
            ] + reloadHint
        case .folder:
            let entries = try export.entries()
            let files = entries.map {
                (path: placement.path + "/" + KDEShortcuts.fileName($0.binding), lines: $0.lines)
            }
            for file in files {
                if let old = try HotkeyFile.read(file.path), !isOurs(old) { throw HotkeyError.notOurs(path: file.path) }
            }
            try removeOwnFiles(command: "install")
            for file in files {
                // The export names each file on a comment line of its own.
                let lines = file.lines.filter { !$0.hasPrefix("# file: ") }
                try HotkeyFile.write(text(header + lines), to: file.path, command: "install")
            }
            return ["Wrote \(Plural.count(files.count, "shortcut file")) to \(placement.path)."] + reloadHint
        case .gsettings:
            try GnomeInstaller(export: export, environment: placement.environment).install()
            return ["Added \(Plural.count(try export.entries().count, "custom shortcut")) to GNOME (yours are kept)."]
        }
    }

    /// Uninstalls; returns what to tell the person.
    package func uninstall() throws -> [String] {
        switch placement.mode {
        case .ownFile:
            guard let old = try HotkeyFile.read(placement.path) else { return ["Nothing to remove."] }
            guard isOurs(old) else {
                return ["Nothing to remove: '\(placement.path)' was not written by 'ritual hotkeys install'."]
            }
            try HotkeyFile.remove(placement.path, command: "uninstall")
            return ["Removed \(placement.path)."] + reloadHint
        case .block:
            guard let old = try HotkeyFile.read(placement.path) else { return ["Nothing to remove."] }
            if let new = try block.apply(nil, to: old, path: placement.path) {
                if new != old { try HotkeyFile.write(new, to: placement.path, command: "uninstall") }
            } else {
                try HotkeyFile.remove(placement.path, command: "uninstall")
            }
            return ["Removed the ritual hotkeys from \(placement.path)."] + reloadHint
        case .folder:
            let count = try removeOwnFiles(command: "uninstall")
            return ["Removed \(Plural.count(count, "shortcut file")) from \(placement.path)."] + reloadHint
        case .gsettings:
            let count = try GnomeInstaller(export: export, environment: placement.environment).uninstall()
            return ["Removed \(Plural.count(count, "custom shortcut")) from GNOME."]
        }
    }

    /// The first line of every file install writes whole: what makes a file ours.
    private var mark: String {
        target.commentPrefix + "Written by 'ritual hotkeys install --target \(target.rawValue)' from config.yaml;"
    }

    private var header: [String] {
        [mark, target.commentPrefix + "edit that and install again. 'ritual hotkeys uninstall' removes this file.", ""]
    }

    private func isOurs(_ text: String) -> Bool {
        text.hasPrefix(mark + "\n")
    }

    private var block: MarkedBlock {
        MarkedBlock(
            begin: target.commentPrefix + HotkeyPlacement.begin, end: target.commentPrefix + HotkeyPlacement.end,
            notePrefix: target.commentPrefix + HotkeyPlacement.note)
    }

    /// The file that includes ours.
    private var mainFile: String {
        let folder = (placement.path as NSString).deletingLastPathComponent
        switch target {
        case .hyprland: return folder + "/hyprland.conf"
        case .hyprlandLua: return folder + "/hyprland.lua"
        case .skhd: return folder + "/skhdrc"
        case .hammerspoon: return folder + "/init.lua"
        default: return folder + "/config"
        }
    }

    private var reloadHint: [String] {
        placement.reload.map { ["Then reload: \($0)"] } ?? []
    }

    private func text(_ lines: [String]) -> String {
        lines.joinedText(separator: "\n") + "\n"
    }

    /// Removes the desktop files of ours in the folder, and no other; returns how many.
    @discardableResult
    private func removeOwnFiles(command: String) throws -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: placement.path)) ?? []
        let ours = try names.sorted().filter { name in
            guard name.hasPrefix("ritual-"), name.hasSuffix(".desktop") else { return false }
            return try HotkeyFile.read(placement.path + "/" + name).map(isOurs) ?? false
        }
        for name in ours { try HotkeyFile.remove(placement.path + "/" + name, command: command) }
        return ours.count
    }
}
