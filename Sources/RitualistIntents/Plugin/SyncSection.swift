import IntentKit

/// config.yaml's `sync:` section: the server's URL and the file that holds the password.
///
/// ```yaml
/// sync:
///   url: postgresql://me@db.example.org:5432/ritualist?sslmode=verify-full
///   password_file: ~/.config/ritualist/sync-password
/// ```
///
/// Only its shape is checked here; `ritual-sync` reads the URL and the password file (RitualistSync's
/// `SyncSettings`), so that `ritual` links no more than it needs to start a push.
public struct SyncSection: Sendable, Equatable {
    /// The server's URL, as written.
    public var url: String?
    /// The password file's path, as written.
    public var passwordFile: String?

    /// A section with the given values.
    public init(url: String? = nil, passwordFile: String? = nil) {
        self.url = url
        self.passwordFile = passwordFile
    }

    static let keys = ["url", "password_file"]

    static func parse(_ value: ConfigValue) -> (section: SyncSection?, problems: [Diagnostic]) {
        guard case .mapping(let entries) = value.shape else {
            return (
                nil,
                [
                    value.diagnostic(
                        "sync must be a mapping such as {url: \"postgresql://USER@HOST/DB\"}, not \(value.kind)")
                ]
            )
        }
        var section = SyncSection()
        var problems: [Diagnostic] = []
        for entry in entries {
            switch entry.key {
            case "url", "password_file":
                guard let text = entry.value.scalar, !text.isEmpty else {
                    problems.append(
                        entry.value.diagnostic("sync \(entry.key) needs a single value, not \(entry.value.kind)"))
                    continue
                }
                if entry.key == "url" { section.url = text } else { section.passwordFile = text }
            case "password":
                problems.append(
                    entry.keyNode.diagnostic(
                        "a password does not belong in config.yaml; put it in a file readable by you alone and name "
                            + "it with password_file"))
            default:
                problems.append(
                    entry.keyNode.diagnostic(
                        "unknown sync setting '\(entry.key)' (expected url or password_file)."
                            + Suggestion.hint(for: entry.key, in: keys)))
            }
        }
        if section.url == nil, problems.isEmpty { problems.append(value.diagnostic("sync needs a url")) }
        return (problems.isEmpty ? section : nil, problems)
    }
}
