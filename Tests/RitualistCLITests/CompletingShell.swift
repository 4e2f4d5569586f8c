import Foundation
import Testing

/// A shell that completes `ritual` with the script `ritual --generate-completion-script` writes for it, started
/// bare (no startup files), its prompt `ready> `.
enum CompletingShell: String, CaseIterable, CustomTestStringConvertible {
    case bash, zsh, fish

    static let prompt = "ready> "

    var testDescription: String { rawValue }

    var program: String? { ExternalProgram.path(rawValue) }

    /// Where the script goes: zsh finds `_ritual` on its function path; bash and fish source a file.
    var scriptFile: String {
        switch self {
        case .bash: "ritual.bash"
        case .zsh: "functions/_ritual"
        case .fish: "ritual.fish"
        }
    }

    /// The shell, interactive and without startup files; fish's prompt and no grey suggestions of what to type
    /// (they would show a completion's text before Tab is pressed).
    func command(_ program: String) -> [String] {
        switch self {
        case .bash: [program, "--norc", "--noprofile", "-i"]
        case .zsh: [program, "-f", "-i"]
        case .fish:
            [
                program, "--no-config", "--interactive", "--init-command",
                "function fish_prompt; printf '\(Self.prompt)'; end; set -g fish_autosuggestion_enabled 0",
            ]
        }
    }

    /// The line typed first, which loads the script at `path`.
    func setup(_ path: String) -> String {
        switch self {
        case .bash, .fish: "source \(path)"
        case .zsh:
            "fpath=(\(URL(fileURLWithPath: path).deletingLastPathComponent().path) $fpath); "
                + "autoload -U compinit; compinit -u -D"
        }
    }
}
