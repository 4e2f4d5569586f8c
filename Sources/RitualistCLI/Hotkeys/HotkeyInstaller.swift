import Foundation
import RitualistIntents

/// Writes a target's bindings where it reads them, and removes exactly what it wrote.
struct HotkeyInstaller {
    let export: HotkeyExport
    let placement: HotkeyPlacement

    private var target: HotkeyTarget { export.target }

    /// Installs; returns what to tell the person.
    func install() throws -> [String] {
        switch placement.mode {
        case .ownFile(let include):
            try write(header + export.lines(), to: placement.path)
            let included = (try? String(contentsOfFile: mainFile, encoding: .utf8))?.contains(include) ?? false
            return ["Wrote \(Text.count(export.bindings.count, "hotkey")) to \(placement.path)."]
                + (included ? [] : ["Add this line to \(mainFile): \(include)"]) + reloadHint
        case .block:
            let old = (try? String(contentsOfFile: placement.path, encoding: .utf8)) ?? ""
            try write(text: block.apply(export.lines(), to: old), to: placement.path)
            return [
                "Wrote \(Text.count(export.bindings.count, "hotkey")) to \(placement.path) (between the ritual markers)."
            ]
                + reloadHint
        case .folder:
            try removeOwnFiles()
            for entry in try export.entries() {
                // The export names each file on a comment line of its own.
                let lines = entry.lines.filter { !$0.hasPrefix("# file: ") }
                try write(lines, to: placement.path + "/" + KDEShortcuts.fileName(entry.binding))
            }
            return ["Wrote \(Text.count(export.bindings.count, "shortcut file")) to \(placement.path)."] + reloadHint
        case .gsettings:
            try GnomeInstaller(export: export).install()
            return ["Added \(Text.count(export.bindings.count, "custom shortcut")) to GNOME (yours are kept)."]
        }
    }

    /// Uninstalls; returns what to tell the person.
    func uninstall() throws -> [String] {
        switch placement.mode {
        case .ownFile:
            guard FileManager.default.fileExists(atPath: placement.path) else { return ["Nothing to remove."] }
            try FileManager.default.removeItem(atPath: placement.path)
            return ["Removed \(placement.path)."] + reloadHint
        case .block:
            guard let old = try? String(contentsOfFile: placement.path, encoding: .utf8) else {
                return ["Nothing to remove."]
            }
            try write(text: block.apply(nil, to: old), to: placement.path)
            return ["Removed the ritual hotkeys from \(placement.path)."] + reloadHint
        case .folder:
            let count = try removeOwnFiles()
            return ["Removed \(Text.count(count, "shortcut file")) from \(placement.path)."] + reloadHint
        case .gsettings:
            let count = try GnomeInstaller(export: export).uninstall()
            return ["Removed \(Text.count(count, "custom shortcut")) from GNOME."]
        }
    }

    private var header: [String] {
        [
            target.commentPrefix + "Written by 'ritual hotkeys install --target \(target.rawValue)' from config.yaml;",
            target.commentPrefix + "edit that and install again. 'ritual hotkeys uninstall' removes this file.", "",
        ]
    }

    private var block: MarkedBlock {
        MarkedBlock(
            begin: target.commentPrefix + HotkeyPlacement.begin, end: target.commentPrefix + HotkeyPlacement.end)
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

    private func write(_ lines: [String], to path: String) throws {
        try write(text: lines.joined(separator: "\n") + "\n", to: path)
    }

    private func write(text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError.cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    @discardableResult
    private func removeOwnFiles() throws -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: placement.path)) ?? []
        let ours = names.filter { $0.hasPrefix("ritual-") && $0.hasSuffix(".desktop") }
        for name in ours { try FileManager.default.removeItem(atPath: placement.path + "/" + name) }
        return ours.count
    }
}
