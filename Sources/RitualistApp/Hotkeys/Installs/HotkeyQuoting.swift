/// The quoting each configuration format needs for the few strings we place in it: the path of `ritual`, the home
/// (`RITUALIST_HOME=HOME`, when it is not the default) and the binding's label. The command itself is `PATH hotkeys
/// fire ID`, with an id of `[a-z0-9-]` only.
package enum HotkeyQuoting {
    /// Characters some target cannot carry in a command, even quoted; a path holding one is refused.
    static let unsafeInPath: Set<Character> = ["'", "\"", "\\", "$", "`", "{", "}", "%", ";", ",", "#"]

    /// Characters some target cannot carry in the home a command names (`RITUALIST_HOME`), even quoted: those of
    /// `unsafeInPath` but the quotes, which every target's quoting below carries.
    static let unsafeInHome = unsafeInPath.subtracting(["'", "\""])

    /// A word for `sh -c`: as it is when it is made of safe characters, single-quoted otherwise, a single quote in
    /// it as `"'"`: no backslash, which sxhkd and i3 would read before the shell does.
    package static func shell(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:@".contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'"'"'"#) + "'"
    }

    /// A desktop entry's `Exec` argument: double-quoted when it holds anything but safe characters, with `"`, `` ` ``,
    /// `$` and `\` escaped inside the quotes (GNOME reads the command the same way, with `g_shell_parse_argv`).
    static func desktopExec(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:@".contains($0)) }
        guard !plain else { return word }
        var quoted = "\""
        for character in word {
            if "\"`$\\".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// A GVariant string literal (what gsettings reads): single quotes, `\\` and `\'` escaped.
    package static func gvariant(_ text: String) -> String {
        NotificationText.gvariant(text)
    }

    /// A Lua string literal.
    package static func lua(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A desktop entry's localestring value: backslashes doubled (no line breaks reach here).
    static func desktopValue(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
    }

    /// `text` with every control character shown as a `\u{9}` escape, for a message that quotes it.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map {
            $0.properties.generalCategory == .control
                ? "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" : String($0)
        }.joined()
    }

    /// A comment's text on one line, for formats where `#` starts one.
    static func comment(_ text: String) -> String {
        "# " + text
    }
}
